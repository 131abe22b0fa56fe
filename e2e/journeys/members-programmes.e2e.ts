import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { CONSOLE_OWNER } from '../support/console'
import { api, apiAddress, apiSignIn, here, modalButton, openSignedIn, visibleText } from '../support/shop'

// The members' programmes: today's sign-in with its streak and reward, the activity list, and a lottery whose only
// prize is a goods: the light stops on it, and the winner claims it with an address (a free order).
const browser = useBrowser()
const console = 'counter-portal/store/lanji'

test('signs in for today, sees the streak and the points; draws a goods prize and claims it with an address', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13911118888')
  await openSignedIn(page, token, '/pages/signIn/index')
  await visibleText(page, '立即签到').click()
  await visibleText(page, '今日已签到').waitFor()
  await visibleText(page, '已连续签到 1 天').waitFor()
  await snap(page, 'sign-in-today')

  await page.goto('/pages/points/index')
  await visibleText(page, '连续签到第1天').waitFor()
  await snap(page, 'points-records')

  const { token: staff } = await api<{ token: string }>(
    baseUrl,
    null,
    'POST',
    `${console}/merchant/login`,
    CONSOLE_OWNER,
  )
  const now = Date.now()
  const lottery = await api<{ id: number }>(baseUrl, staff, 'POST', `${console}/merchant/lotteries`, {
    code: `E2E${now % 100_000}`,
    name: '新品体验转盘',
    startsAt: new Date(now - 60_000).toISOString(),
    endsAt: new Date(now + 86_400_000).toISOString(),
    dailyFree: 1,
    pointsPerDraw: 0,
    orderChances: 0,
    dailyCap: 3,
    prizes: [{ name: '精华体验装', kind: 'goods', skuId: 1, weight: 1, stock: 3 }],
  })
  await apiAddress(baseUrl, token)

  await page.goto('/pages/activity/index')
  await visibleText(page, '新品体验转盘').waitFor()
  await visibleText(page, '每日签到').waitFor()
  await snap(page, 'activity-programmes')

  await page.goto(`/pages/draw/index?id=${lottery.id}`)
  await visibleText(page, '立即抽奖').click()
  await page.locator('.taro__modal').getByText('恭喜中奖').waitFor({ timeout: 15_000 })
  await snap(page, 'draw-won')
  await modalButton(page, '去领取').click()
  await expect.poll(() => page.url()).toContain('/pages/draw/myAward/index')
  await visibleText(page, '填写地址领取').click()
  await here(page).getByText('林小澜').first().click()
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/order/detail')
  await visibleText(page, '待发货', false).waitFor()
  await snap(page, 'award-claimed-order')
  await context.close()
})
