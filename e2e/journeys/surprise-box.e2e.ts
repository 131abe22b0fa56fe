import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { api, apiAddress, apiSignIn, here, openSignedIn, visibleButton, visibleText } from '../support/shop'

// The surprise box (docs/members-programmes.md "Surprise box"): the console lists the demo box with its pool and
// figures; a shopper reads the odds of each goods on the box page, buys the box through the checkout, pays in the
// sandbox cashier and sees on 我的盲盒 the goods it revealed.
const browser = useBrowser()
const mobile = `135${String(Date.now() % 100_000_000).padStart(8, '0')}`
const BOX = '澜肌水光惊喜盲盒'

test('the console lists the box; a shopper sees the odds, buys and pays, and the box opens on 我的盲盒', async () => {
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '会员营销', '惊喜盲盒')
  await desk.page.waitForURL('**/console/programmes/surprise-boxes')
  const row = desk.page.getByRole('row').filter({ hasText: BOX })
  await row.getByText(/40\.00%/).waitFor()
  await snap(desk.page, 'console-surprise-boxes')
  await desk.context.close()

  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, mobile)
  await apiAddress(baseUrl, token)
  const { items } = await api<{ items: { name: string; pool: { name: string }[] }[] }>(
    baseUrl,
    token,
    'GET',
    'ec-portal/store/lanji/surpriseBox/list',
  )
  const pool = items.find((box) => box.name === BOX)!.pool.map((goods) => goods.name)
  expect(pool).toHaveLength(4)

  await openSignedIn(page, token, '/pages/surpriseBox/index')
  await visibleText(page, BOX).waitFor()
  // The odds shown before buying: weight / total (10, 20, 30, 40 of 100).
  for (const odds of ['10.00%', '20.00%', '30.00%', '40.00%']) await visibleText(page, odds).waitFor()
  await visibleText(page, '¥99.00').first().waitFor()
  await snap(page, 'surprise-box-odds')
  await visibleButton(page, '立即购买').click()

  await expect.poll(() => page.url()).toContain('/pages/pay/index?box=')
  await visibleText(page, `【盲盒】${BOX}`).waitFor()
  await snap(page, 'surprise-box-checkout')
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)

  await page.goto('/pages/surpriseBox/mine')
  await visibleText(page, '已开盒').waitFor()
  await visibleText(page, '恭喜开出').waitFor()
  const revealed = await here(page).getByLabel('开盒结果').innerText()
  expect(pool.some((name) => revealed.includes(name))).toBe(true)
  await snap(page, 'surprise-box-opened')
  await context.close()
})
