import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiAddress, apiSignIn, fenOf, here, openSignedIn, shopCli, visibleText } from '../support/shop'

const browser = useBrowser()

const portal = 'ec-portal/store/lanji'

interface Refund {
  refundId: number
  status: string
  statusLabel: string
  totalAmount: number
}

test('a paid order → refund request → the merchant approves → refunded, with the amounts right', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600006666')
  const addressId = await apiAddress(baseUrl, token)

  // A paid order: bought through the API, paid in the browser at the sandbox's H5 cashier.
  const item = { skuId: 1, quantity: 2 }
  const { quote } = await api<{ quote: string }>(baseUrl, token, 'POST', `${portal}/buy_now/locate`, item)
  const order = await api<{ orderId: number; orderNo: string; totalRealPayAmount: number }>(
    baseUrl,
    token,
    'POST',
    `${portal}/buy_now/submit`,
    {
      ...item,
      addressId,
      quote,
      idempotencyKey: `refund-journey-${Date.now()}`,
    },
  )
  const pay = await api<{ payment: { prepayResponse: { h5Url: string } } }>(
    baseUrl,
    token,
    'POST',
    `${portal}/payment`,
    {
      orderId: order.orderId,
      payType: 'h5',
    },
  )
  await page.goto(pay.payment.prepayResponse.h5Url)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)

  // The shopper asks for the money back from the order page.
  await openSignedIn(page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(page, '待发货').waitFor()
  await visibleText(page, '申请售后').click()
  await expect.poll(() => page.url()).toContain('/pages/order/refund')
  await visibleText(page, '已选2件').waitFor()
  // Nothing has shipped: the whole order comes back, shipping included.
  expect(fenOf(await here(page).getByLabel('退款金额').first().innerText())).toBe(order.totalRealPayAmount)
  await visibleText(page, '退款原因').click()
  await visibleText(page, '不想要了').click()
  await snap(page, 'refund-request')
  await visibleText(page, '提交申请').click()
  await expect.poll(() => page.url()).toContain('/pages/order/peopleLike')

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
