import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiH5Cashier, apiOrder, apiSignIn, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()

const portal = 'ec-portal/store/lanji'

test('the sandbox cashier as WeChat’s: 模拟失败 shows 支付失败; a second 确认支付 for a paid order goes to the result', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600003333')
  const order = await apiOrder(baseUrl, token, 'sandbox-cashier')
  const cashier = await apiH5Cashier(baseUrl, token, order.orderId)

  // The payment fails: the payer is told, then goes back to the shop, where the order can still be paid.
  await openSignedIn(page, token, cashier) // the shop's pages after the cashier know the shopper
  await page.getByRole('button', { name: '模拟失败' }).click()
  await page.getByText('支付失败', { exact: true }).waitFor()
  await snap(page, 'sandbox-cashier-failed')
  await page.getByRole('link', { name: '返回商户' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  await visibleText(page, '订单待支付').waitFor()

  // The cashier open twice (or a double tap): paid on one, 确认支付 on the other goes on to the result too.
  const second = await context.newPage()
  await page.goto(cashier)
  await openSignedIn(second, token, cashier)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  await visibleText(page, '支付成功').waitFor()
  await second.getByRole('button', { name: '确认支付' }).click()
  await second.waitForURL(/\/pages\/pay\/result\/index/)
  await visibleText(second, '支付成功').waitFor()
  await snap(second, 'sandbox-cashier-paid-twice')
  const detail = await api<{ status: string }>(baseUrl, token, 'GET', `${portal}/member_order/${order.orderId}/detail`)
  expect(detail.status).toBe('wait_shipment')
  await context.close()
})
