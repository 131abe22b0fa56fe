/**
 * The sandbox's stand-in for WeChat's cashier: a plain mobile page where the tester confirms or fails a payment.
 * Plain HTML forms, no script, so it works in any web view.
 */
import { formatFen } from '@shop/domain'
import type { SandboxTransaction } from './sandbox.ledger'

const STYLE = `
  body { margin: 0; font: 16px/1.5 -apple-system, "PingFang SC", "Helvetica Neue", sans-serif; background: #f2f2f2; color: #111; }
  main { max-width: 430px; margin: 0 auto; padding: 32px 20px; text-align: center; }
  .tag { display: inline-block; padding: 2px 10px; border-radius: 10px; background: #fff3cd; color: #8a6d00; font-size: 12px; }
  .amount { font-size: 40px; font-weight: 600; margin: 24px 0 4px; }
  .muted { color: #888; font-size: 14px; word-break: break-all; }
  button, .button { display: block; box-sizing: border-box; width: 100%; margin-top: 16px; padding: 12px; border: 0;
    border-radius: 8px; font-size: 17px; text-decoration: none; background: #fff; color: #111; }
  .primary { background: #07c160; color: #fff; }
`

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body><main>
<span class="tag">微信支付沙箱 · 不产生真实扣款</span>
${body}
</main></body>
</html>`
}

/** The confirmation page for a payable transaction; the form posts to `pay/confirm` beside it. */
export function payPage(transaction: SandboxTransaction, prepayId: string, redirectUrl: string | undefined): string {
  return page(
    '确认支付',
    `<p class="amount">¥${formatFen(transaction.totalFen)}</p>
<p>${escapeHtml(transaction.description)}</p>
<p class="muted">商户订单号 ${escapeHtml(transaction.outTradeNo)}</p>
<form method="post" action="pay/confirm">
<input type="hidden" name="prepay_id" value="${escapeHtml(prepayId)}">
${redirectUrl ? `<input type="hidden" name="redirect_url" value="${escapeHtml(redirectUrl)}">` : ''}
<button class="primary" type="submit" name="result" value="success">确认支付</button>
<button type="submit" name="result" value="fail">模拟失败</button>
</form>`,
  )
}

/** The end of the flow when there is nowhere to send the payer back to (or the payment cannot go on). */
export function resultPage(title: string, detail: string, redirectUrl?: string): string {
  return page(
    title,
    `<p class="amount">${escapeHtml(title)}</p>
<p class="muted">${escapeHtml(detail)}</p>
${redirectUrl ? `<a class="button primary" href="${escapeHtml(redirectUrl)}">返回商户</a>` : ''}`,
  )
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
