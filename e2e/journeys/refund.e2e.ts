import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { openPhone, snap, useBrowser } from '../support/browser'
import {
  api,
  apiH5Cashier,
  apiOrder,
  apiSignIn,
  fenOf,
  here,
  openSignedIn,
  shopCli,
  visibleText,
} from '../support/shop'

const browser = useBrowser()

const portal = 'ec-portal/store/lanji'

interface Refund {
  refundId: number
  status: string
  statusLabel: string
  totalAmount: number
}

/** A paid order: bought through the API, paid in the browser at the sandbox's H5 cashier. */
async function paidOrder(page: Page, baseUrl: string, token: string, journey: string) {
  const order = await apiOrder(baseUrl, token, journey, { skuId: 1, quantity: 2 })
  const cashier = await apiH5Cashier(baseUrl, token, order.orderId)
  await page.goto(cashier)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  return order
}

/** From the order page: 申请售后 for everything, 不想要了, 提交申请. */
async function askForRefund(page: Page, token: string, orderId: number, screenshot?: string) {
  await openSignedIn(page, token, `/pages/order/detail?orderId=${orderId}`)
  await visibleText(page, '待发货').waitFor()
  await visibleText(page, '申请售后').click()
  await expect.poll(() => page.url()).toContain('/pages/order/refund')
  await visibleText(page, '已选2件').waitFor()
  const amount = fenOf(await here(page).getByLabel('退款金额').first().innerText())
  await visibleText(page, '退款原因').click()
  await visibleText(page, '不想要了').click()
  if (screenshot) await snap(page, screenshot)
  await visibleText(page, '提交申请').click()
  await expect.poll(() => page.url()).toContain('/pages/order/peopleLike')
  return amount
}

test('a paid order → refund request → the merchant approves → refunded, with the amounts right', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600006666')
  const order = await paidOrder(page, baseUrl, token, 'refund-journey')

  // The shopper asks for the money back from the order page.
  // Nothing has shipped: the whole order comes back, shipping included.
  expect(await askForRefund(page, token, order.orderId, 'refund-request')).toBe(order.totalRealPayAmount)

  const [refund] = (
    await api<{ content: Refund[] }>(baseUrl, token, 'GET', `${portal}/member_refund/all?page=0&size=5`)
  ).content
  expect(refund!.totalAmount).toBe(order.totalRealPayAmount)

  // The operator approves; WeChat Pay (the sandbox) refunds and notifies.
  await shopCli(baseUrl, 'approve', String(refund!.refundId))
  await expect
    .poll(
      async () =>
        (await api<Refund>(baseUrl, token, 'GET', `${portal}/member_refund/detail/${refund!.refundId}`)).status,
      {
        timeout: 30_000,
        interval: 500,
      },
    )
    .toBe('refunded')

  await page.goto(`/pages/order/refundDetail?id=${refund!.refundId}`)
  await visibleText(page, '退款成功').waitFor()
  await snap(page, 'refund-done')
  const detail = await api<{ status: string }>(baseUrl, token, 'GET', `${portal}/member_order/${order.orderId}/detail`)
  expect(detail.status).toBe('refunded')

  // The order list opened on 退款/售后 (the strip's last tab) shows that tab chosen and on screen, with the order.
  await page.goto('/pages/order/list?status=refunded')
  await visibleText(page, order.orderNo, false).waitFor()
  const tab = here(page).getByRole('tab', { name: '退款/售后', selected: true })
  await expect.poll(async () => (await tab.boundingBox())?.x ?? -1).toBeGreaterThanOrEqual(0)
  const box = (await tab.boundingBox())!
  expect(box.x + box.width).toBeLessThanOrEqual(375)
  await context.close()
})

test('the merchant refuses: the refund says why, that nothing comes back, and the way to the order to ask again', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600006677')
  const order = await paidOrder(page, baseUrl, token, 'refund-rejected')
  await askForRefund(page, token, order.orderId)
  const [refund] = (
    await api<{ content: Refund[] }>(baseUrl, token, 'GET', `${portal}/member_refund/all?page=0&size=5`)
  ).content
  await shopCli(baseUrl, 'reject', String(refund!.refundId), '商品已拆封使用')

  await page.goto(`/pages/order/refundDetail?id=${refund!.refundId}`)
  await visibleText(page, '已拒绝').waitFor()
  await visibleText(page, '商家拒绝：商品已拆封使用').waitFor()
  await visibleText(page, '本次申请未通过，不会退款，积分也不会退回。如仍有问题，可回到订单重新申请售后。').waitFor()
  expect(fenOf(await visibleText(page, '申请金额').locator('..').innerText())).toBe(order.totalRealPayAmount)
  expect(fenOf(await here(page).getByLabel('实退金额').first().innerText())).toBe(0)
  const shown = await here(page).innerText()
  expect(shown).not.toContain('退款将原路退回')
  expect(shown).not.toContain('退回积分')
  expect(shown).not.toContain('退款金额')
  await snap(page, 'refund-rejected')

  // The way on: the order, where the shopper can ask again.
  await here(page).getByRole('button', { name: '查看订单' }).click()
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(page, '申请售后').waitFor()
  await context.close()
})
