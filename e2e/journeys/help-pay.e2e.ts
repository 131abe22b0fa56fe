import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiOrder, apiSignIn, fenOf, here, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()

const portal = 'ec-portal/store/lanji'

const statusOf = async (baseUrl: string, token: string, orderId: number) =>
  (await api<{ status: string }>(baseUrl, token, 'GET', `${portal}/member_order/${orderId}/simpleDetail`)).status

test('a friend pays: 找朋友代付 on the order → the friend opens the link, sees only the amount and goods, pays', async () => {
  const buyer = await openPhone(browser())
  const { baseUrl } = buyer
  const token = await apiSignIn(baseUrl, '13600007777')
  const order = await apiOrder(baseUrl, token, 'help-pay')

  await openSignedIn(buyer.page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(buyer.page, '待付款').waitFor()
  await here(buyer.page).getByRole('button', { name: '找朋友代付' }).click()
  await visibleText(buyer.page, '复制代付链接').waitFor()
  await snap(buyer.page, 'help-pay-share')
  // The link the button copies: the order's one help-pay code, asked again.
  const { path } = await api<{ path: string }>(baseUrl, token, 'POST', `${portal}/help_pay/${order.orderId}/share`)

  const friend = await openPhone(browser())
  const friendToken = await apiSignIn(baseUrl, '13600008888')
  await openSignedIn(friend.page, friendToken, `/${path}`)
  await visibleText(friend.page, '好友请你帮忙支付').waitFor()
  expect(fenOf(await here(friend.page).innerText())).toBe(order.totalRealPayAmount)
  expect(await here(friend.page).innerText()).not.toContain('林小澜')
  await snap(friend.page, 'help-pay-friend')
  await visibleText(friend.page, '立即支付').click()
  await friend.page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await friend.page.getByRole('button', { name: '确认支付' }).click()
  await friend.page.waitForURL(/\/pages\/pay\/result\/index\?helpPayCode=/)
  await visibleText(friend.page, '支付成功').waitFor()
  expect(await here(friend.page).getByRole('button', { name: '查看订单' }).count()).toBe(0)

  await expect.poll(() => statusOf(baseUrl, token, order.orderId)).toBe('wait_shipment')
  await buyer.context.close()
  await friend.context.close()
})

test('the WeChat browser: the first payment goes through web authorization, then JSAPI pays (on the sandbox’s stand-in sheet)', async () => {
  const { page, context, baseUrl } = await openPhone(browser(), {
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800322f) NetType/WIFI Language/zh_CN',
  })
  // WeChat's own pay sheet cannot take a sandbox payment: the shop shows its stand-in, and the payer confirms there.
  const confirmOnSheet = () => page.getByText('确认支付（沙箱，不扣款）').click()
  const token = await apiSignIn(baseUrl, '13600009999')
  const order = await apiOrder(baseUrl, token, 'wechat-browser')

  await openSignedIn(page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(page, '待付款').waitFor()
  await here(page).getByRole('button', { name: '去支付' }).click()
  // Through the (sandbox) authorize page and back to the result page, which hands the code in and pays on.
  await page.waitForURL(/\/pages\/pay\/result\/index\?orderId=\d+&code=\w+&state=\w+/)
  await confirmOnSheet()
  await visibleText(page, '支付成功').waitFor()
  await snap(page, 'wechat-browser-paid')
  expect(await statusOf(baseUrl, token, order.orderId)).toBe('wait_shipment')

  // The openid is kept: the next payment goes straight to the pay sheet.
  const next = await apiOrder(baseUrl, token, 'wechat-browser-again')
  await page.goto(`/pages/order/detail?orderId=${next.orderId}`)
  await here(page).getByRole('button', { name: '去支付' }).click()
  await confirmOnSheet()
  await expect.poll(() => statusOf(baseUrl, token, next.orderId)).toBe('wait_shipment')
  expect(page.url()).not.toContain('code=')
  await context.close()
})
