import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, fenOf, here, signIn, visibleButton, visibleInput, visibleText } from '../support/shop'

const browser = useBrowser()

const mobile = '13600004444'

test('pdp → two SKUs in the cart → a quantity changed → a coupon → checkout with a new address → submit: the order has the totals the cart showed', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  await signIn(page, baseUrl, mobile)

  // Receive the 满199减30 coupon on the product page, then add two SKUs.
  await page.goto('/pages/pdp/index?id=1')
  await visibleText(page, '领券').click()
  await here(page)
    .getByRole('button', { name: /^领取 满199减30/ })
    .first()
    .click()
  await visibleText(page, '已领取').waitFor()
  await here(page).getByRole('dialog', { name: '领取优惠券' }).getByLabel('关闭').click()
  for (const spec of ['50g', '100g']) {
    await visibleText(page, '加入购物车').click()
    await visibleButton(page, spec).click() // the selector's value, not a review's spec line
    await visibleText(page, '确定').click()
    await page.getByText('已加入购物车').locator('visible=true').first().waitFor()
    await page.getByText('已加入购物车').locator('visible=true').first().waitFor({ state: 'hidden' })
  }

  await page.goto('/pages/cart/index')
  await visibleText(page, '结算(2)', false).waitFor()
  await visibleButton(page, '增加数量').click()
  await visibleText(page, '结算(3)', false).waitFor()
  await visibleButton(page, '增加数量').click()
  await visibleText(page, '结算(4)', false).waitFor()

  await visibleText(page, '优惠券').click()
  await visibleText(page, '满199减30').click()
  await expect.poll(async () => (await here(page).innerText()).includes('-¥30.00')).toBe(true)
  const cartTotal = fenOf(await here(page).getByText(/合计/).first().locator('..').innerText())
  await snap(page, 'cart-with-coupon')

  await visibleText(page, '结算(4)', false).click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index')
  await visibleText(page, '添加收货地址').click()
  await expect.poll(() => page.url()).toContain('/pages/address/index')
  await visibleInput(page, '请填写收货人姓名').fill('林小澜')
  await visibleInput(page, '请填写收货人手机号').fill('13812345678')
  await visibleText(page, '请选择省/市/区县').click()
  await visibleText(page, '浙江省').click()
  await visibleText(page, '杭州市').click()
  await visibleText(page, '西湖区').click()
  await here(page)
    .locator('textarea[placeholder="街道、楼牌号等"], input[placeholder="街道、楼牌号等"]')
    .first()
    .fill('文三路 100 号 2 幢 301')
  await visibleText(page, '保存').click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index')
  await visibleText(page, '林小澜').waitFor()
  const checkoutTotal = fenOf(
    await here(page)
      .getByText(/实付款：/)
      .first()
      .locator('..')
      .innerText(),
  )
  expect(checkoutTotal).toBe(cartTotal)
  await snap(page, 'checkout')

  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('shop.token') ?? '{}') as { data?: string }).data ?? '',
  )
  expect(token).not.toBe('')
  await visibleText(page, '提交订单').click()
  // In a browser the H5 cashier (here the WeChat Pay sandbox) takes over to pay.
  await page.waitForURL(/\/sandbox\/wechatpay\/pay|\/pages\/(order\/detail|pay\/result)/)

  const orders = await api<{ content: { orderId: number; totalRealPayAmount: number }[] }>(
    baseUrl,
    token,
    'GET',
    'ec-portal/store/lanji/member_order/all?page=0&size=5',
  )
  expect(orders.content[0]!.totalRealPayAmount).toBe(cartTotal)
  await context.close()
})
