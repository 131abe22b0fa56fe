import type { Page } from 'playwright-core'
import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import {
  api,
  apiAddress,
  apiSignIn,
  fenOf,
  here,
  openSignedIn,
  signIn,
  visibleButton,
  visibleInput,
  visibleText,
} from '../support/shop'

const browser = useBrowser()

const mobile = '13600004444'
const portal = 'ec-portal/store/lanji'

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

/** The shopper's unpaid orders, newest first. */
const unpaidOrders = (baseUrl: string, token: string) =>
  api<{ content: { orderId: number }[] }>(baseUrl, token, 'GET', `${portal}/member_order/wait_pay?page=0&size=20`)

/** On the checkout: 提交订单, on to WeChat's H5 cashier (the sandbox's), then the browser's Back. */
async function submitThenBackFromCashier(page: Page): Promise<void> {
  await expect.poll(() => page.url()).toContain('/pages/pay/index')
  await visibleText(page, '林小澜').waitFor()
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.goBack()
}

test('立即购买 → 提交订单 → the cashier → Back: the order already placed, and no second one', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600004445')
  await apiAddress(baseUrl, token)

  await openSignedIn(page, token, '/pages/pdp/index?id=1')
  await visibleText(page, '立即购买').click()
  await visibleButton(page, '50g').click()
  await visibleText(page, '确定').click()
  await submitThenBackFromCashier(page)
  const [placed] = (await unpaidOrders(baseUrl, token)).content
  expect(placed).toBeDefined()
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${placed!.orderId}`)
  await visibleText(page, '待付款').waitFor()
  await snap(page, 'back-from-cashier-buy-now')
  // Nothing on the way back offers 提交订单 again (the order's record lists it as done), and there is one order.
  expect(await here(page).getByRole('button', { name: '提交订单' }).count()).toBe(0)
  await visibleButton(page, '去支付').waitFor()
  expect((await unpaidOrders(baseUrl, token)).content).toHaveLength(1)
  await context.close()
})

test('结算 from the cart → 提交订单 → the cashier → Back: the unpaid order, not an empty checkout', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600004446')
  await apiAddress(baseUrl, token)
  await api(baseUrl, token, 'POST', `${portal}/cart/append`, { skuId: 1, quantity: 1 })

  await openSignedIn(page, token, '/pages/cart/index')
  await visibleText(page, '结算(1)', false).click()
  await submitThenBackFromCashier(page)
  const [placed] = (await unpaidOrders(baseUrl, token)).content
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${placed!.orderId}`)
  await visibleText(page, '待付款').waitFor()
  expect(await here(page).getByText('没有可以结算的商品').count()).toBe(0)
  expect((await unpaidOrders(baseUrl, token)).content).toHaveLength(1)
  await context.close()
})

test('a flash-sale goods: ¥59 by 立即购买 (its sale’s sec_kill) from the page to the order; the cart sells it at ¥89', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600004447')
  await apiAddress(baseUrl, token)

  // The 100g cleanser is on flash sale: ¥59 instead of ¥89, for days still, counted in 天 时 分 秒.
  await openSignedIn(page, token, '/pages/pdp/index?id=1')
  await visibleText(page, '距结束').waitFor()
  await here(page)
    .getByText(/^\d+天\d{2}时\d{2}分\d{2}秒$/)
    .first()
    .waitFor()
  await snap(page, 'flash-sale-pdp')

  // The cart is not the sale's way in (its limit and its units are the sec_kill's): the line costs ¥89.00.
  await visibleText(page, '加入购物车').click()
  await visibleButton(page, '100g').click()
  await visibleText(page, '确定').click()
  await page.getByText('已加入购物车').locator('visible=true').first().waitFor()
  await page.goto('/pages/cart/index')
  await visibleText(page, '结算(1)', false).waitFor()
  expect(await here(page).innerText()).toContain('¥89.00')
  await snap(page, 'flash-sale-cart')

  // 立即购买 is the sale's: ¥59.00 on the checkout and the order, and no screen shows ¥89.00.
  await openSignedIn(page, token, '/pages/pdp/index?id=1')
  await visibleText(page, '立即购买').click()
  await visibleButton(page, '100g').click()
  await visibleText(page, '确定').click()
  const onlyFlashPrice = async () => {
    const text = await here(page).innerText()
    expect(text).toContain('¥59.00')
    expect(text).not.toContain('¥89.00')
  }
  await expect.poll(() => page.url()).toContain('/pages/pay/index')
  await visibleText(page, '林小澜').waitFor()
  await onlyFlashPrice()
  expect(fenOf(await visibleText(page, '商品金额').locator('..').innerText())).toBe(5_900)
  await snap(page, 'flash-sale-checkout')

  await submitThenBackFromCashier(page)
  await expect.poll(() => page.url()).toContain('/pages/order/detail')
  await visibleText(page, '待付款').waitFor()
  await onlyFlashPrice()
  expect(fenOf(await visibleText(page, '商品金额').locator('..').innerText())).toBe(5_900)
  await snap(page, 'flash-sale-order')
  await context.close()
})

test('随手带一件 says 可加购 until one is taken; then 共 N 件商品 and 结算(N) count it alike', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13600004448')
  await api(baseUrl, token, 'POST', `${portal}/cart/append`, { skuId: 1, quantity: 1 })

  await openSignedIn(page, token, '/pages/cart/index')
  const offerRow = () => visibleText(page, '随手带一件面膜尝鲜装').locator('..')
  await expect.poll(async () => offerRow().innerText()).toContain('可加购')
  expect(await offerRow().innerText()).not.toContain('已满足')
  await visibleText(page, '共 1 件商品').waitFor()
  await visibleText(page, '结算(1)', false).waitFor()

  await visibleButton(page, '加购').click()
  await visibleButton(page, '已加购').waitFor()
  await expect.poll(async () => offerRow().innerText()).toMatch(/已减¥|已加购/)
  await visibleText(page, '共 2 件商品').waitFor()
  await visibleText(page, '结算(2)', false).waitFor()
  await snap(page, 'cart-add-on-taken')
  await context.close()
})
