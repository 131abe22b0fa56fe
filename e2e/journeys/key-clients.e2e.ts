import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { consoleToken, openFromMenu, signInToConsole } from '../support/console'
import { api, apiSignIn, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()

/** The demo salon's contact (docs/key-clients.md); no other journey signs in with it. */
const contact = '13900000004'

test('key clients: the account manager places an order for the demo salon in the console (代客下单); the salon’s member finds it waiting for payment in the shop', async () => {
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '订单', '大客户')
  const salon = desk.page.getByRole('row').filter({ hasText: '静安澜庭美容院' })
  await salon.getByText('85%').waitFor()
  await snap(desk.page, 'console-key-clients')

  // 代客下单: two units of SKU 1 at 85% of its price.
  await salon.getByText('代客下单', { exact: true }).click()
  const dialog = desk.page.getByRole('dialog')
  await dialog.getByText('按售价的 85% 结算', { exact: false }).waitFor()
  await dialog.getByLabel('SKU ID').fill('1')
  await dialog.getByLabel('数量').fill('2')
  await dialog.getByLabel('订单备注').fill('店庆备货')
  await snap(desk.page, 'console-key-client-order')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await desk.page.getByText('已下单，待 周婉 在商城付款（7天内）').waitFor()

  const staff = await consoleToken(desk.page)
  const placed = await api<{ content: { orderId: number; orderNo: string; totalRealPayAmount: number }[] }>(
    desk.baseUrl,
    staff,
    'GET',
    'counter-portal/store/lanji/merchant/key-clients/orders',
  )
  const order = placed.content[0]!
  await desk.page.getByRole('cell', { name: order.orderNo, exact: true }).waitFor()
  await snap(desk.page, 'console-key-client-orders')

  // The salon's member signs in: the order waits for payment, a 大客户订单 to the salon's address.
  const phone = await openPhone(browser())
  const token = await apiSignIn(phone.baseUrl, contact)
  await openSignedIn(phone.page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(phone.page, '大客户订单').waitFor()
  await visibleText(phone.page, '愚园路 100 号 2 楼', false).waitFor()
  expect(await phone.page.locator('body').innerText()).toContain('待付款')
  await snap(phone.page, 'key-client-order')
  await phone.context.close()
  await desk.context.close()
})
