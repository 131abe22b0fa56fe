import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { apiSignIn, openSignedIn, visibleText } from '../support/shop'

// 水光打卡 (issue 14, docs/members-programmes.md "Hydration check-in"): from the activity page to the demo's
// 7-day check-in, checked in once today (no clock move: the journeys share the server's clock), seen as 1/7.
const browser = useBrowser()

test('checks in once from the activity page and sees 1/7 days', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13922221401')
  await openSignedIn(page, token, '/pages/activity/index')
  await visibleText(page, '7天水光打卡').click()
  await expect.poll(() => page.url()).toContain('pages/waterLight/index')
  await visibleText(page, '今日打卡').click()
  await visibleText(page, '今日已打卡').waitFor()
  await page.locator('[aria-label="已打卡1/7天"]').first().waitFor()
  await visibleText(page, '再打卡6天可领取').waitFor()
  await snap(page, 'water-light-checked-in')
  await context.close()
})
