import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { apiOrder, apiSignIn, here, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()

/** A mobile no other journey signs in with. */
const mobile = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`

test('a shopper asks about an order; an operator answers in the console inbox, and the shopper’s chat shows it live', async () => {
  const phone = await openPhone(browser())
  const token = await apiSignIn(phone.baseUrl, mobile)
  const order = await apiOrder(phone.baseUrl, token, 'customer-service')

  // From the order page: 联系客服 opens the chat with the order as its context.
  await openSignedIn(phone.page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(phone.page, '联系客服 ›').click()
  await expect.poll(() => phone.page.url()).toContain('/pages/clientServer/index')
  await visibleText(phone.page, `订单 ${order.orderNo}`).waitFor()
  await here(phone.page).getByPlaceholder('请输入您的问题').fill('请问这个订单什么时候发货？')
  await here(phone.page).getByText('发送', { exact: true }).click()
  await visibleText(phone.page, '请问这个订单什么时候发货？').waitFor()

  // The operator finds the conversation by mobile in 客服工作台, sees the order card and the question, answers.
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '客服', '客服工作台')
  await desk.page.waitForURL('**/console/chat')
  await desk.page.getByText('实时连接').waitFor()
  await desk.page.getByPlaceholder('搜索昵称或手机号').fill(mobile)
  await desk.page.getByPlaceholder('搜索昵称或手机号').press('Enter')
  await expect.poll(() => desk.page.locator('.ant-list-item[aria-label^="会话"]').count()).toBe(1)
  await desk.page.locator('.ant-list-item[aria-label^="会话"]').first().click()
  await desk.page.getByText(`咨询订单：订单 ${order.orderNo}`).waitFor()
  await desk.page.getByLabel('消息记录').getByText('请问这个订单什么时候发货？').waitFor()
  await desk.page.getByRole('link', { name: order.orderNo }).waitFor()
  await desk.page.getByLabel('回复内容').fill('您好，订单付款后 24 小时内发货')
  await desk.page.getByRole('button', { name: /发\s*送/ }).click()
  await desk.page.getByLabel('消息记录').getByText('您好，订单付款后 24 小时内发货').waitFor()
  await snap(desk.page, 'console-chat-inbox')

  // The shopper's page shows the answer without a reload, with who answered.
  await visibleText(phone.page, '您好，订单付款后 24 小时内发货').waitFor({ timeout: 5_000 })
  await visibleText(phone.page, '客服 店主 为您服务').waitFor()
  await snap(phone.page, 'shop-chat')
  await desk.context.close()
  await phone.context.close()
})
