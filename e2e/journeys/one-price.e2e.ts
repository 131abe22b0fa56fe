import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { api, apiAddress, apiSignIn, openSignedIn, visibleText } from '../support/shop'

// One price (docs/one-price.md): the shopper opens 一口价 (price/index), buys a goods of the demo activity at its one
// price and pays in the sandbox; the order shows the one price. The operator sees the activity in the console.
const browser = useBrowser()
const stamp = String(Date.now() % 100_000_000).padStart(8, '0')
const yuan = (fen: number) => (fen / 100).toFixed(2)

interface Goods {
  skuId: number
  goodsName: string
  price: number
  skuPrice: number
  left: number
}

test('a shopper buys a goods at its one price and pays; the console lists the activity', async () => {
  const { page, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, `147${stamp}`)
  await apiAddress(baseUrl, token)
  const { activity } = await api<{ activity: { name: string; goods: Goods[] } | null }>(
    baseUrl,
    token,
    'GET',
    'ec-portal/store/lanji/one-price/current',
  )
  expect(activity).not.toBeNull()
  const goods = activity!.goods.find((g) => g.left > 0)!

  await openSignedIn(page, token, '/pages/price/index')
  await visibleText(page, '精选好物 限时一口价').waitFor()
  await visibleText(page, '距结束', false).first().waitFor()
  const card = page.locator('[class*="card"]', { has: page.getByText(goods.goodsName, { exact: true }) }).first()
  await card.getByText(`一口价 ¥${yuan(goods.price)}`).waitFor()
  await card.getByText(`¥${yuan(goods.skuPrice)}`, { exact: true }).waitFor()
  await snap(page, 'one-price-list')
  await card.getByText('立即购买', { exact: true }).click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index?onePrice=')
  await visibleText(page, `¥${yuan(goods.price)}`, false)
    .first()
    .waitFor()
  await snap(page, 'one-price-checkout')
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))
  expect(orderId).toBeGreaterThan(0)

  // The order is a normal order at the one price, paid once the sandbox's notification has landed (the result page
  // may show before it does).
  const detail = () =>
    api<{ orderType: string; status: string }>(
      baseUrl,
      token,
      'GET',
      `ec-portal/store/lanji/member_order/${orderId}/detail`,
    )
  await expect.poll(async () => (await detail()).status, { timeout: 15_000 }).toBe('wait_shipment')
  expect(await detail()).toMatchObject({ orderType: 'normal' })
  await page.goto(`/pages/order/detail?orderId=${orderId}`)
  await visibleText(page, goods.goodsName, false).first().waitFor()
  await visibleText(page, `¥${yuan(goods.price)}`, false)
    .first()
    .waitFor()
  await snap(page, 'one-price-order')

  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '会员营销', '一口价')
  await desk.page.getByText(activity!.name, { exact: true }).first().waitFor()
  await desk.page
    .getByText(/1单 · 1件 · 1人|\d+单 · \d+件 · \d+人/)
    .first()
    .waitFor()
  await snap(desk.page, 'console-one-prices')
  await desk.page.getByRole('button', { name: /新建一口价/ }).click()
  await desk.page.getByText('每单限购（件）').waitFor()
  await desk.page.getByRole('button', { name: /添加商品/ }).click()
  await desk.page.getByText('一口价（元）').waitFor()
  // The dialog fades in: snapped once its opening animation is over.
  await desk.page.locator('.ant-modal:not(.ant-zoom-appear):not(.ant-zoom-enter)').waitFor()
  await desk.page.waitForTimeout(400)
  await snap(desk.page, 'console-one-price-form')
  await desk.page.getByRole('button', { name: /取\s*消/ }).click()
})
