import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiAddress, apiSignIn, fenOf, here, openSignedIn, visibleButton, visibleText } from '../support/shop'

// The wish list (docs/wish-list.md): a customer bound to the demo distributor 周宁 wishes for a goods; 周宁 sees it
// among her customers' wishes and sends a push order for it; the customer pays it, a 心愿单订单.
const browser = useBrowser()
const portal = 'ec-portal/store/lanji'
const DISTRIBUTOR = '13900000001'
const NOTE = '周末前想收到，谢谢'

test('a customer makes a wish, their distributor pushes it, the customer pays a 心愿单订单', async () => {
  const seller = await openPhone(browser())
  const { baseUrl } = seller
  const sellerToken = await apiSignIn(baseUrl, DISTRIBUTOR)
  const share = await api<{ key: string }>(baseUrl, sellerToken, 'POST', `${portal}/distribution/share`, {
    page: 'pages/index/index',
    source: 'card',
  })
  const goods = await api<{ content: { goods: { id: number; name: string } }[] }>(
    baseUrl,
    sellerToken,
    'GET',
    `${portal}/distributor/share_goods?size=1`,
  )
  const wished = goods.content[0]!.goods

  // A customer bound to 周宁 by her share wishes for the goods from its detail page.
  const customer = await openPhone(browser())
  const mobile = `135${String(Date.now()).slice(-8)}`
  const customerToken = await apiSignIn(baseUrl, mobile)
  await apiAddress(baseUrl, customerToken)
  await api(baseUrl, customerToken, 'POST', `${portal}/distributor/bind`, { type: 'SCENE_ID', typeId: share.key })
  await openSignedIn(customer.page, customerToken, `/pages/pdp/index?id=${wished.id}`)
  await visibleText(customer.page, '加入心愿单，专属顾问为您推荐').click()
  await visibleText(customer.page, '给顾问留言（选填）').waitFor()
  await here(customer.page).locator('textarea').fill(NOTE)
  await snap(customer.page, 'wish-custom')
  await visibleButton(customer.page, '许下心愿').click()
  await visibleText(customer.page, '待顾问推荐').waitFor()
  expect(await here(customer.page).innerText()).toContain(NOTE)
  await snap(customer.page, 'wish-detail-open')

  // 周宁 finds it among her customers' wishes and sends a push order for it.
  await openSignedIn(seller.page, sellerToken, '/pages/distributor/workArea/index')
  // The work area's goods to share: the commission per unit, and a poster with 周宁's code.
  await visibleText(seller.page, '分享商品赚佣金').waitFor()
  await visibleText(seller.page, '预计赚', false).scrollIntoViewIfNeeded()
  await snap(seller.page, 'work-area-share-goods')
  await visibleButton(seller.page, '分享海报').click()
  await seller.page.getByRole('dialog', { name: '分享海报' }).locator('img').first().waitFor()
  await snap(seller.page, 'work-area-poster')
  await seller.page.getByRole('dialog', { name: '分享海报' }).getByRole('button', { name: '关闭' }).click()
  await visibleButton(seller.page, '查看顾客心愿').click()
  await visibleText(seller.page, `“${NOTE}”`).waitFor()
  await snap(seller.page, 'wish-list-distributor')
  await visibleText(seller.page, `“${NOTE}”`).click()
  await visibleText(seller.page, '推单商品').waitFor()
  await expect.poll(async () => fenOf(await here(seller.page).innerText())).toBeGreaterThan(0)
  await snap(seller.page, 'wish-push-compose')
  await visibleButton(seller.page, '生成推单').click()
  await visibleText(seller.page, '推单已生成').waitFor()

  // The customer opens the wish again: the push order is there; they check out and pay.
  await customer.page.goto('/pages/distributor/wishList/index')
  await visibleText(customer.page, '您的专属顾问 周宁', false).waitFor()
  await snap(customer.page, 'wish-list-customer')
  await visibleText(customer.page, '顾问已推单').click()
  await visibleButton(customer.page, '查看推单并下单').click()
  await visibleText(customer.page, '推荐人 周宁', false).waitFor()
  await here(customer.page).getByRole('button', { name: '去结算' }).click()
  await visibleText(customer.page, '提交订单').click()
  await customer.page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await customer.page.getByRole('button', { name: '确认支付' }).click()
  await visibleText(customer.page, '支付成功').waitFor()

  const mine = await api<{ content: { status: string; pushOrder: { orderId: number } | null }[] }>(
    baseUrl,
    customerToken,
    'GET',
    `${portal}/wish/mine`,
  )
  expect(mine.content[0]).toMatchObject({ status: 'ordered' })
  const orderId = mine.content[0]!.pushOrder!.orderId
  await customer.page.goto(`/pages/order/detail?orderId=${orderId}`)
  await visibleText(customer.page, '心愿单订单').waitFor()
  await snap(customer.page, 'wish-order-detail')

  await seller.context.close()
  await customer.context.close()
})
