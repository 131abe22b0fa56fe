import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { apiAddress, apiSignIn, here, modalButton, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()

/** A mobile no other journey signs in with. */
const mobile = `136${String(Date.now() % 100_000_000).padStart(8, '0')}`

test('a six-month cycle plan: bought and paid, the first parcel made at once, one delivery skipped, the schedule seen; the console’s calendar shows the parcel, which ships', async () => {
  const shopper = await openPhone(browser())
  const token = await apiSignIn(shopper.baseUrl, mobile)
  await apiAddress(shopper.baseUrl, token)
  const { page } = shopper

  // The plans on sale: the demo serum, every 30 days, six deliveries.
  await openSignedIn(page, token, '/pages/cycleOrder/list/index')
  await visibleText(page, '水光精华 6个月陪伴计划').waitFor()
  await visibleText(page, '每30天一期 · 共6期 · 每期1件').waitFor()
  await visibleText(page, '¥1974.00').waitFor()
  await visibleText(page, '还没有周期购订单').waitFor()
  await snap(page, 'cycle-plans')
  await visibleText(page, '立即订购').click()

  // The checkout: six bottles at the plan's price, shipping included; paid at the sandbox's cashier.
  await expect.poll(() => page.url()).toContain('/pages/pay/index?cycle=')
  await visibleText(page, '提交订单').waitFor()
  await snap(page, 'cycle-checkout')
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  const orderId = Number(new URL(page.url()).searchParams.get('orderId'))

  // The order links to its schedule.
  await visibleText(page, '查看订单').click()
  await expect.poll(() => page.url()).toContain(`/pages/order/detail?orderId=${orderId}`)
  await here(page).getByRole('link', { name: '周期购配送计划' }).click()
  await expect.poll(() => page.url()).toContain(`/pages/cycleOrder/detail/index?orderId=${orderId}`)
  await visibleText(page, '配送计划').waitFor()
  // The first delivery's job makes its parcel at once (the worker polls for due jobs).
  await expect
    .poll(
      async () => {
        await page.reload()
        await visibleText(page, '配送计划').waitFor()
        return here(page).getByLabel('第1期').innerText()
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toContain('备货中')
  const secondBefore = await here(page).getByLabel('第2期').innerText()

  // Skip the second delivery: it and the later ones move one interval on, still six in all.
  await here(page).getByLabel('第2期').getByText('跳过', { exact: true }).click()
  await modalButton(page, '跳过').click()
  await expect.poll(() => here(page).getByLabel('第2期').innerText()).not.toBe(secondBefore)
  const dates = await Promise.all(
    [1, 2, 3, 6].map(async (seq) => {
      const text = await here(page).getByLabel(`第${seq}期`).innerText()
      const [, y, m, d] = /(\d{4})\.(\d{2})\.(\d{2})/.exec(text)!
      return Date.UTC(Number(y), Number(m) - 1, Number(d))
    }),
  )
  const day = 86_400_000
  expect((dates[1]! - dates[0]!) / day).toBe(60)
  expect((dates[2]! - dates[0]!) / day).toBe(90)
  expect((dates[3]! - dates[0]!) / day).toBe(180)
  await visibleText(page, '未配送的各期可申请退款', false).waitFor()
  await snap(page, 'cycle-schedule')

  // The console: the plan, and the parcel waiting on today's calendar.
  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '会员营销', '周期购')
  await desk.page.waitForURL('**/console/programmes/cycle-plans')
  await desk.page.getByText('水光精华 6个月陪伴计划').first().waitFor()
  const row = desk.page.getByRole('row').filter({ hasText: '备货中' }).filter({ hasText: '1/6' }).first()
  await row.waitFor()
  await snap(desk.page, 'console-cycle-calendar')
  // 发货: the parcel goes with a carrier and waybill; the shopper sees the delivery shipped.
  await row.getByText('发货', { exact: true }).click()
  const dialog = desk.page.getByRole('dialog')
  await dialog.getByText('文三路 100 号', { exact: false }).waitFor()
  await dialog.locator('.ant-select').click()
  await desk.page.locator('.ant-select-dropdown').getByText('圆通速递', { exact: true }).click()
  await dialog.getByLabel('运单号').fill(`YT${mobile}`)
  await snap(desk.page, 'console-cycle-ship')
  await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click()
  await desk.page.getByText('已发货', { exact: true }).first().waitFor()
  await page.reload()
  await expect.poll(() => here(page).getByLabel('第1期').innerText()).toContain('已发货')
  await visibleText(page, '已配送 1/6 期', false).waitFor()

  // 我的周期购 lists it with its progress.
  await openSignedIn(page, token, '/pages/cycleOrder/list/index')
  await visibleText(page, '我的周期购').waitFor()
  await here(page)
    .getByRole('link', { name: '水光精华 6个月陪伴计划' })
    .getByText('已配送 1/6 期', { exact: false })
    .waitFor()
  await snap(page, 'cycle-orders')
  await desk.context.close()
  await shopper.context.close()
})
