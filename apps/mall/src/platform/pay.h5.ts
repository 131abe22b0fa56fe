import type { PrepayResponse } from '@shop/contracts'
import { PAGES, url } from '../lib/navigation/routes'
import { isInAppShell, onPayResult, postToApp, type PayResult } from './bridge'
import { browser } from './browser'
import type { ConfirmOutcome, LaunchOutcome, PayChannel, PlatformPay, TransferConfirm } from './pay.types'

/**
 * H5 pays three ways, decided by where the page runs (the server answers the fields of the matching WeChat Pay
 * product, `prepay.product`):
 * - inside the brand's app shell (payType app): the App pay fields go to the shell, which answers message 19;
 * - inside the WeChat browser (payType h5, JSAPI): WeixinJSBridge `getBrandWCPayRequest`;
 * - in any other browser (payType h5): WeChat's H5 cashier (`h5Url`), which sends the browser back to
 *   pages/pay/result/index?orderId=… through `redirect_url`.
 */

/** How long the shell may keep its pay sheet open before the server is asked instead. */
export const SHELL_PAY_TIMEOUT_MS = 5 * 60_000

const isWeChatBrowser = () => /MicroMessenger/i.test(navigator.userAgent)

function channel(): PayChannel {
  if (isInAppShell()) return { payType: 'app', inWeChatBrowser: false }
  return { payType: 'h5', inWeChatBrowser: isWeChatBrowser() }
}

/** The cashier URL with the way back to the result page (kept when the server already added one). */
export function cashierUrl(h5Url: string, orderId: number, origin = window.location.origin): string {
  if (/[?&]redirect_url=/.test(h5Url)) return h5Url
  const back = `${origin}${url(PAGES.payResult, { orderId })}`
  return `${h5Url}${h5Url.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`
}

function payInShell(orderId: number, prepay: PrepayResponse): Promise<LaunchOutcome> {
  return new Promise((resolve) => {
    const finish = (outcome: LaunchOutcome) => {
      clearTimeout(timer)
      stop()
      resolve(outcome)
    }
    const OUTCOMES: Record<PayResult['status'], LaunchOutcome> = {
      success: 'paid',
      cancel: 'cancelled',
      fail: 'failed',
    }
    const stop = onPayResult((result) => {
      if (result.orderId !== undefined && String(result.orderId) !== String(orderId)) return
      finish(OUTCOMES[result.status] ?? 'unknown')
    })
    const timer = setTimeout(() => finish('unknown'), SHELL_PAY_TIMEOUT_MS)
    const sent = postToApp({
      type: 19,
      orderId: String(orderId),
      payment: {
        appId: prepay.appId,
        partnerId: prepay.otherData?.partnerId,
        prepayId: prepay.prepayId,
        package: prepay.package,
        nonceStr: prepay.nonceStr,
        timeStamp: prepay.timeStamp,
        sign: prepay.paySign,
      },
    })
    if (!sent) finish('failed')
  })
}

interface WeixinJSBridge {
  invoke: (name: string, params: Record<string, unknown>, callback: (res: { err_msg?: string }) => void) => void
}

/** WeixinJSBridge appears a moment after the page loads in the WeChat browser. */
function weixinBridge(): Promise<WeixinJSBridge | null> {
  const ready = () => (window as unknown as { WeixinJSBridge?: WeixinJSBridge }).WeixinJSBridge ?? null
  const now = ready()
  if (now) return Promise.resolve(now)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(ready()), 3000)
    document.addEventListener(
      'WeixinJSBridgeReady',
      () => {
        clearTimeout(timer)
        resolve(ready())
      },
      { once: true },
    )
  })
}

async function payInWeChatBrowser(prepay: PrepayResponse): Promise<LaunchOutcome> {
  const bridge = await weixinBridge()
  if (!bridge) return 'failed'
  const { appId, timeStamp, nonceStr, package: pkg, signType, paySign } = prepay
  return new Promise((resolve) => {
    bridge.invoke(
      'getBrandWCPayRequest',
      { appId, timeStamp, nonceStr, package: pkg, signType: signType ?? 'RSA', paySign },
      (res) => {
        const verdict = res.err_msg ?? ''
        resolve(verdict.endsWith(':ok') ? 'paid' : verdict.endsWith(':cancel') ? 'cancelled' : 'failed')
      },
    )
  })
}

async function launch(orderId: number, prepay: PrepayResponse): Promise<LaunchOutcome> {
  switch (prepay.product) {
    case 'app':
      return payInShell(orderId, prepay)
    case 'jsapi':
      return payInWeChatBrowser(prepay)
    case 'h5': {
      const h5Url = prepay.prepayResponse?.h5Url
      if (!h5Url) return 'failed'
      browser.open(cashierUrl(h5Url, orderId))
      return 'left'
    }
  }
}

/** Only the WeChat browser opens WeChat's receipt page (WeixinJSBridge `requestMerchantTransfer`). */
async function confirmTransfer({ mchId, appId, package: pkg }: TransferConfirm): Promise<ConfirmOutcome> {
  if (!isWeChatBrowser()) return 'unsupported'
  const bridge = await weixinBridge()
  if (!bridge) return 'failed'
  return new Promise((resolve) => {
    bridge.invoke('requestMerchantTransfer', { mchId, appId, package: pkg }, (res) => {
      const verdict = res.err_msg ?? ''
      resolve(verdict.endsWith(':ok') ? 'done' : verdict.endsWith(':cancel') ? 'cancelled' : 'failed')
    })
  })
}

export const platformPay: PlatformPay = { channel, launch, confirmTransfer }
