import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { CONSOLE_OWNER } from '../support/console'
import { api, apiSignIn, modalButton, moveClock, openSignedIn, visibleText } from '../support/shop'

// Members come back (issue 14): a daily sign-in across two China days (the server's clock moved through
// /sandbox/clock, SANDBOX_CLOCK=on, and put back), a survey answered, a friend's help from a shared link in a second
// browser completing the initiator's task, a new member's gift claimed, and the promotions a goods takes part in.
const browser = useBrowser()
const console = 'counter-portal/store/lanji'
const shop = 'ec-portal/store/lanji'
const CHINA_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

test('signs in on two China days and sees the streak grow', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13922220001')
  await openSignedIn(page, token, '/pages/signIn/index')
  await visibleText(page, '立即签到').click()
  await visibleText(page, '已连续签到 1 天').waitFor()

  // To five minutes past the next Beijing midnight.
  const now = Date.parse(((await (await fetch(`${baseUrl}/sandbox/clock`)).json()) as { now: string }).now)
  const nextMidnight = Math.floor((now + CHINA_MS) / DAY_MS + 1) * DAY_MS - CHINA_MS
  const moved = nextMidnight + 5 * 60_000 - now
  await moveClock(baseUrl, moved)
  try {
    await page.reload()
    await visibleText(page, '立即签到').click()
    await visibleText(page, '已连续签到 2 天').waitFor()
    await visibleText(page, '今日已签到').waitFor()
    await snap(page, 'sign-in-second-day')
  } finally {
    await moveClock(baseUrl, -moved)
  }
  await context.close()
})

test('answers the skin survey and is rewarded once', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13922220002')
  const cards = await api<{ kind: string; title: string; path: string }[]>(
    baseUrl,
    null,
    'GET',
    `${shop}/activity/programmes`,
  )
  const survey = cards.find((c) => c.kind === 'survey' && c.title === '肌肤小调查')!
  await openSignedIn(page, token, '/pages/activity/index')
  await visibleText(page, '新人见面礼').waitFor()
  await visibleText(page, '积分商城').waitFor()
  await snap(page, 'activity-every-programme')
  await visibleText(page, '肌肤小调查').click()
  await expect.poll(() => page.url()).toContain(survey.path.replace(/^\//, ''))
  await visibleText(page, '混合性').click()
  await visibleText(page, '补水保湿').click()
  await visibleText(page, '5分').click()
  await snap(page, 'survey-filled')
  await visibleText(page, '提交问卷').click()
  await page.locator('.taro__modal').getByText('200积分已到账').waitFor()
  await modalButton(page, '确定').click()
  await visibleText(page, '您已提交过该问卷').waitFor()
  await context.close()
})

test('a friend helps from the shared link in another browser and the initiator’s task completes', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const { token: staff } = await api<{ token: string }>(
    baseUrl,
    null,
    'POST',
    `${console}/merchant/login`,
    CONSOLE_OWNER,
  )
  const activity = await api<{ id: number }>(baseUrl, staff, 'POST', `${console}/merchant/help-activities`, {
    name: '一人助力领积分',
    description: '邀请1位好友助力即得100积分',
    goal: 1,
    rewardPoints: 100,
    couponTemplateId: null,
    helperQuota: 3,
    newAccountsOnly: false,
    taskHours: 24,
    startTime: null,
    endTime: null,
  })
  await api(baseUrl, staff, 'POST', `${console}/merchant/help-activities/${activity.id}/status`, {
    status: 'published',
  })

  const initiator = await apiSignIn(baseUrl, '13922220003')
  await openSignedIn(page, initiator, '/pages/friendHelp/index')
  const card = page.getByRole('link', { name: '一人助力领积分' }).or(page.locator('[aria-label="一人助力领积分"]'))
  await card.first().getByText('发起助力').click()
  await expect.poll(() => page.url()).toContain('/pages/friendHelp/detail')
  await visibleText(page, '已有0/1位好友助力', false).waitFor()
  const shared = new URL(page.url()).pathname + new URL(page.url()).search

  const friend = await openPhone(browser())
  const friendToken = await apiSignIn(baseUrl, '13922220004')
  await openSignedIn(friend.page, friendToken, shared)
  await visibleText(friend.page, '帮TA助力').click()
  await visibleText(friend.page, '您已为TA助力').waitFor()
  await snap(friend.page, 'friend-helped')
  await friend.context.close()

  await page.reload()
  await visibleText(page, '助力成功，奖励已发放').waitFor()
  await snap(page, 'help-task-completed')
  await context.close()
})

test('claims the new member’s gift once; sees the promotions of a goods', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13922220005')
  await openSignedIn(page, token, '/pages/activity/index')
  await visibleText(page, '新人见面礼').click()
  await expect.poll(() => page.url()).toContain('/pages/memberGift/index')
  await visibleText(page, '请先在个人资料中填写生日').waitFor()
  await visibleText(page, '立即领取').click()
  await visibleText(page, '已领取').waitFor()
  await snap(page, 'member-gift-claimed')

  await page.goto('/pages/pdp/index?id=1')
  await visibleText(page, '促销').click()
  await page.getByRole('dialog', { name: '促销活动' }).getByText('满399赠面霜体验装', { exact: false }).waitFor()
  await snap(page, 'pdp-promotions')

  // The cart tags each line with the promotions its goods takes part in.
  await api(baseUrl, token, 'POST', `${shop}/cart/append`, { skuId: 1, quantity: 1 })
  await page.goto('/pages/cart/index')
  await page.getByLabel('参与的促销').first().getByText('满赠', { exact: true }).waitFor()
  await snap(page, 'cart-promotion-tags')
  await context.close()
})
