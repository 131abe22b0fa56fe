import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { consoleToken, openFromMenu, signInToConsole } from '../support/console'
import { api, apiH5Cashier, apiOrder, apiSignIn, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()

/** A mobile and codes no other journey uses. */
const stamp = String(Date.now() % 100_000_000).padStart(8, '0')
const mobile = `136${stamp}`
const code = `PP${stamp}`
const name = `价保焕颜精华 ${stamp}`

const merchantPath = 'counter-portal/store/lanji/merchant'

test('price protection: a shopper pays, the operator lowers the price in the console, the shopper claims the difference from 价格保护, the console lists the claim', async () => {
  // The operator signs in; a goods of its own (so no other journey's prices move) is created and put on sale.
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  const staff = await consoleToken(desk.page)
  const created = await api<{ id: number; skus: { id: number }[] }>(
    desk.baseUrl,
    staff,
    'POST',
    `${merchantPath}/goods`,
    {
      code,
      name,
      mainImage: '/assets/goods/ljblm01-main.png',
      categoryIds: [1],
      skus: [{ specValues: [], skuCode: `${code}-1`, price: 19_900, marketingPrice: 25_900, initialStock: 50 }],
    },
  )
  await api(desk.baseUrl, staff, 'PUT', `${merchantPath}/goods/${created.id}/status`, { status: 'on_sale' })

  // The shopper buys two and pays (through the API and the WeChat Pay sandbox: the purchase is not under test).
  const token = await apiSignIn(desk.baseUrl, mobile)
  const order = await apiOrder(desk.baseUrl, token, 'price-protection', { skuId: created.skus[0]!.id, quantity: 2 })
  const prepayId = new URL(await apiH5Cashier(desk.baseUrl, token, order.orderId)).searchParams.get('prepay_id')
  await fetch(`${desk.baseUrl}/sandbox/wechatpay/pay/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prepay_id: prepayId, result: 'success' }),
  })

  // 我的 → 价格保护: the line is protected, with its deadline, and nothing to claim yet.
  const phone = await openPhone(browser())
  await openSignedIn(phone.page, token, '/pages/user/index')
  await visibleText(phone.page, '价格保护').click()
  await expect.poll(() => phone.page.url()).toContain('/pages/insuredList/index')
  await visibleText(phone.page, name).waitFor()
  await visibleText(phone.page, '价保中，降价后可申请').waitFor()
  await visibleText(phone.page, '价保截止', false).waitFor()
  await snap(phone.page, 'price-protection-protected')
  // What a unit was paid (¥199 less any promotion running on 护肤 when it was bought): the new price is ¥20 below it.
  const paid = Number(
    /实付单价 ¥([\d.]+)/.exec(await visibleText(phone.page, name).locator('xpath=..').innerText())![1],
  )
  const lowered = (paid - 20).toFixed(2)

  // The operator lowers the price to ¥20 below that with 改价 in 商品管理.
  await openFromMenu(desk.page, '商品', '商品列表')
  await desk.page.getByPlaceholder('商品名称、商品编码或SKU编码').fill(code)
  await desk.page.getByRole('button', { name: /查\s*询/ }).click()
  const row = desk.page.getByRole('row').filter({ hasText: code })
  await row.getByText('改价', { exact: true }).click()
  await desk.page.getByLabel('售价1').fill(lowered)
  await desk.page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click()
  await desk.page.getByText('价格已更新，已下单的订单不受影响').waitFor()

  // The shopper sees ¥40.00 to claim (2 × ¥20), claims it, and it is paid back through a refund.
  await phone.page.reload()
  await visibleText(phone.page, '可退差价 ¥40.00').waitFor()
  await visibleText(phone.page, `降价后 ¥${lowered}`, false).waitFor()
  await snap(phone.page, 'price-protection-claimable')
  await visibleText(phone.page, '申请价保').click()
  await visibleText(phone.page, '已价保 ¥40.00').waitFor()
  await snap(phone.page, 'price-protection-claimed')

  // The console lists the claim with its refund.
  await openFromMenu(desk.page, '订单', '价格保护')
  await desk.page.getByRole('cell', { name: order.orderNo, exact: true }).waitFor()
  await expect.poll(() => desk.page.getByRole('row').filter({ hasText: order.orderNo }).innerText()).toContain('¥40.00')
  await snap(desk.page, 'console-price-protection')
  await phone.context.close()
  await desk.context.close()
})
