import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { CONSOLE_OWNER, openFromMenu, signInToConsole } from '../support/console'
import { api, apiAddress, apiSignIn, openSignedIn, visibleButton, visibleText } from '../support/shop'

// A deposit pre-sale (docs/pre-sales.md): the operator sees the pre-sales in the console; the shopper pays a
// deposit that counts for more, and, once the deposit window has closed and the balance window opened, the balance.
// The journey's server runs on the real clock: the operator defines a pre-sale whose deposit window ends in seconds.
const browser = useBrowser()
const console = 'counter-portal/store/lanji'
const stamp = String(Date.now() % 100_000_000).padStart(8, '0')

test('the console lists the pre-sales; a shopper pays a deposit, then the balance in its window; the order waits for its shipping date', async () => {
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '会员营销', '预售')
  await desk.page.getByText('眼霜新品定金预售').waitFor()
  await snap(desk.page, 'console-presales')
  await desk.page.getByRole('button', { name: /新建预售/ }).click()
  await desk.page.getByText('定金抵扣（元）').waitFor()
  // The dialog fades in: snapped once its opening animation is over.
  await desk.page.locator('.ant-modal:not(.ant-zoom-appear):not(.ant-zoom-enter)').waitFor()
  await desk.page.waitForTimeout(400)
  await snap(desk.page, 'console-presale-form')
  await desk.page.getByRole('button', { name: /取\s*消/ }).click()

  const { token: staff } = await api<{ token: string }>(
    desk.baseUrl,
    null,
    'POST',
    `${console}/merchant/login`,
    CONSOLE_OWNER,
  )
  const seeded = await api<{ skuId: number; mode: string }[]>(
    desk.baseUrl,
    staff,
    'GET',
    `${console}/merchant/presales`,
  )
  const skuId = seeded.find((p) => p.mode === 'deposit')!.skuId
  const now = Date.now()
  const depositEnds = now + 30_000
  const name = `限时定金${stamp.slice(-4)}`
  await api(desk.baseUrl, staff, 'POST', `${console}/merchant/presales`, {
    name,
    skuId,
    mode: 'deposit',
    price: 30_000,
    deposit: 5_000,
    depositValue: 10_000,
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(depositEnds).toISOString(),
    balanceStartsAt: new Date(depositEnds).toISOString(),
    balanceEndsAt: new Date(now + 86_400_000).toISOString(),
    shipFrom: new Date(now + 2 * 86_400_000).toISOString(),
    unpaidRule: 'keep',
    stock: 10,
    limitPerCustomer: 1,
    onSale: true,
  })

  // The shopper pays the deposit: ¥50 that counts ¥100 against ¥300, so ¥250 in all.
  const { page, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, `136${stamp}`)
  await apiAddress(baseUrl, token)
  await openSignedIn(page, token, '/pages/presale/index')
  const card = page.locator(`text=${name}`).first()
  await card.waitFor()
  await visibleText(page, '抵¥100.00').waitFor()
  await snap(page, 'presale-list')
  await page
    .locator('[class*="card"]', { has: page.getByText(name, { exact: true }) })
    .getByText('支付定金', { exact: true })
    .click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index?presale=')
  await visibleText(page, '¥50.00', false).first().waitFor()
  await snap(page, 'presale-checkout')
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  const depositId = Number(new URL(page.url()).searchParams.get('orderId'))

  // Until the balance window opens: 待付尾款, and no 支付尾款 yet.
  await page.goto('/pages/presale/index')
  await visibleText(page, '我的预售').waitFor()
  await visibleText(page, '待付尾款').first().waitFor()
  await snap(page, 'presale-deposit-paid')

  // The balance window opens when the deposit window ends.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, depositEnds - Date.now() + 1_000)))
  await page.reload()
  await visibleButton(page, '支付尾款 ¥200.00').click()
  await expect.poll(() => page.url()).toContain('/pages/order/detail')
  expect(new URL(page.url()).searchParams.get('orderId')).not.toBe(String(depositId))
  await visibleText(page, '¥200.00', false).first().waitFor()
  await snap(page, 'presale-balance-order')
  await visibleText(page, '去支付').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)

  // Paid in full: the goods wait for their shipping date.
  await page.goto('/pages/presale/index')
  await visibleText(page, '预售待发货').first().waitFor()
  await visibleText(page, '定金¥50.00已付 · 尾款¥200.00已付 · 1件').waitFor()
  await snap(page, 'presale-balance-paid')
})
