import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { openDesktop, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { api, apiAddress, apiSignIn } from '../support/shop'

const browser = useBrowser()

const menu = (page: Page, name: string) => openFromMenu(page, '营销', name)

/** A range picker of the open dialog: the start and end typed as ProForm shows them (China time). */
async function typeRange(page: Page, from: string, to: string) {
  const inputs = page.getByRole('dialog').locator('.ant-picker-range input')
  await inputs.first().click()
  await inputs.first().fill(from)
  await inputs.first().press('Enter')
  await inputs.last().fill(to)
  await inputs.last().press('Enter')
}

test('营销: a full-reduction coupon is made, issued to a member and counted; a promotion is made through its generated form', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  // The demo member the coupon goes to: a shopper who signed in on H5 once.
  const mobile = `137${String(Date.now() % 100_000_000).padStart(8, '0')}`
  await apiSignIn(baseUrl, mobile)

  await signInToConsole(page)
  await menu(page, '优惠券')
  await page.waitForURL('**/console/coupons')
  await page.getByRole('cell', { name: /SHOP-199-30/ }).waitFor()

  // 新建优惠券: 满减券, ¥30 off from ¥199, 30 days from receiving.
  const code = `E2E-${Date.now() % 1_000_000}`
  await page.getByRole('button', { name: /新建优惠券/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('名称').fill('会员回馈满199减30')
  await dialog.getByLabel('编码').fill(code)
  await dialog.getByLabel('减免金额').fill('30')
  await dialog.getByLabel('使用门槛').fill('199')
  await dialog.getByLabel('发放总量').fill('100')
  await snap(page, 'console-coupon-create')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('优惠券已创建').waitFor()
  const row = page.getByRole('row').filter({ hasText: code })
  await row.waitFor()
  await expect.poll(() => row.innerText()).toContain('¥30 · 满199元可用')

  // 发放 to the member by mobile: the dialog tells what it gave, and the list counts it.
  await row.getByText('发放', { exact: true }).click()
  const issue = page.getByRole('dialog')
  // The second mobile has never signed in: it is no member and gets nothing.
  const stranger = `136${String(Date.now() % 100_000_000).padStart(8, '0')}`
  await issue.getByLabel('发放对象').fill(`${mobile}\n${stranger}`)
  await issue.getByRole('button', { name: /发\s*放/ }).click()
  await issue.getByText('已向1位会员发放，累计发放1张').waitFor()
  await issue.getByText(`未找到会员：${stranger}`).waitFor()
  await snap(page, 'console-coupon-issued')
  await issue.getByRole('button', { name: /取\s*消/ }).click()
  await expect.poll(() => row.innerText()).toMatch(/1 \/ 100\s+0\s+0\s+1/)
  await snap(page, 'console-coupons')

  // 新建促销: the 满减 kind's form comes from its argument schema.
  await menu(page, '促销活动')
  await page.waitForURL('**/console/promotions')
  await page.getByRole('button', { name: /新建促销/ }).click()
  const form = page.getByRole('dialog')
  await form.getByRole('combobox').first().click()
  await page
    .locator('.ant-select-dropdown')
    .getByText(/^满减：/)
    .click()
  await form.getByText('满减档位').waitFor()
  await form.getByLabel('活动名称').fill('周末满300减50')
  await typeRange(page, '2026-11-01 00:00:00', '2027-12-31 23:59:59')
  await form.getByLabel('满（元）').fill('300')
  await form.getByLabel('减（元）').fill('50')
  await snap(page, 'console-promotion-create')
  await form.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('促销已创建').waitFor()
  const promotion = page.getByRole('row').filter({ hasText: '周末满300减50' })
  await promotion.waitFor()
  await expect.poll(() => promotion.innerText()).toContain('进行中')
  await snap(page, 'console-promotions')
  await context.close()
})

test('营销 · 秒杀活动: the list fits 1440 px and counts a sale’s units sold as they go, without a reload', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  await signInToConsole(page)
  await menu(page, '秒杀活动')
  const row = page.getByRole('row').filter({ hasText: '限时秒杀' }).filter({ hasText: '抢购中' }).first()
  await row.waitFor()
  // Nothing scrolls sideways at 1440 × 900.
  await snap(page, 'console-flash-sales')
  const table = page.locator('.ant-table-content').first()
  expect(await table.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)

  // A shopper buys one unit of the running demo sale through sec_kill: the row's count moves by itself.
  const portal = 'ec-portal/store/lanji'
  const { slots } = await api<{ slots: { activityCode: string; activityId: number; goods: GoodsOfSlot[] }[] }>(
    baseUrl,
    null,
    'GET',
    `${portal}/sec_kill/slots`,
  )
  const sale = slots.find((slot) => slot.activityCode === 'SECKILL-DEMO')!
  const goods = sale.goods.find((g) => !g.soldOut)!
  const soldText = () => row.locator('.ant-progress-text').innerText()
  const before = await soldText()
  const token = await apiSignIn(baseUrl, `135${String(Date.now() % 100_000_000).padStart(8, '0')}`)
  const addressId = await apiAddress(baseUrl, token)
  const item = { activityId: sale.activityId, skuId: goods.skuId, quantity: 1 }
  const { quote } = await api<{ quote: string }>(baseUrl, token, 'POST', `${portal}/sec_kill/locate`, item)
  await api(baseUrl, token, 'POST', `${portal}/sec_kill/submit`, {
    ...item,
    addressId,
    quote,
    idempotencyKey: `console-flash-${Date.now()}`,
  })
  const [sold, total] = before.split('/').map(Number)
  await expect.poll(soldText, { timeout: 15_000 }).toBe(`${sold! + 1}/${total}`)
  await context.close()
})

interface GoodsOfSlot {
  skuId: number
  soldOut: boolean
}

test('买赠活动: the demo activity with its goods and coupon; an edit is saved', async () => {
  const { page, context } = await openDesktop(browser())
  await signInToConsole(page)
  await menu(page, '买赠活动')
  await page.waitForURL('**/console/buy-gifts')
  const row = page.getByRole('row').filter({ hasText: '明星单品买赠' })
  await row.getByText('满199减30').waitFor()
  await row.getByText('进行中').waitFor()
  await snap(page, 'console-buy-gifts')
  await row.getByText('编辑').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('参与规格（SKU ID）').waitFor()
  await snap(page, 'console-buy-gift-form')
  await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click()
  await page.getByText('买赠活动已保存', { exact: false }).waitFor()
  await context.close()
})
