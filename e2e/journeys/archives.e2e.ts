import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { here, signIn, visibleButton, visibleInput, visibleText } from '../support/shop'

// 时尚档案: the member binds the brand's CRM card with a code the CRM texts, and keeps a beauty profile.
const browser = useBrowser()

test('a member binds the CRM card from the personal centre and saves a beauty profile that is there again later', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const mobile = '13911115555'
  await signIn(page, baseUrl, mobile)
  await page.goto('/pages/user/index')
  await visibleText(page, '时尚档案').click()
  await visibleText(page, '品牌会员卡').waitFor()

  // The signed-in mobile is offered; the CRM texts the code (the sandbox shows what it sent).
  expect(await visibleInput(page, '请输入手机号').inputValue()).toBe(mobile)
  await visibleText(page, '获取验证码').click()
  await here(page)
    .getByText(/^\d+s后重新获取$/)
    .waitFor()
  const { code } = (await (await fetch(`${baseUrl}/sandbox/crm/last-code/${mobile}`)).json()) as { code: string }
  await visibleInput(page, '请输入6位验证码').fill(code)
  await visibleButton(page, '绑定会员卡').click()
  await visibleText(page, '银卡会员').waitFor()
  await visibleText(page, '会员积分').waitFor()
  await visibleText(page, '绑定手机 139****5555').waitFor()

  for (const choice of ['混合性', '补水保湿', '毛孔粗大', '敏感修护', '自然', '花香']) {
    await visibleText(page, choice).click()
  }
  await visibleText(page, '痘痘粉刺').click()
  await visibleText(page, '肌肤困扰最多选择3项').waitFor()
  await snap(page, 'archives-filled')
  await visibleButton(page, '保存档案').click()
  // The toast lives outside the page.
  await page.getByText('档案已保存').locator('visible=true').first().waitFor()

  await page.reload()
  await visibleText(page, '银卡会员').waitFor()
  for (const choice of ['混合性', '补水保湿', '毛孔粗大', '敏感修护', '自然', '花香']) {
    await expect.poll(() => visibleText(page, choice).getAttribute('aria-checked')).toBe('true')
  }
  expect(await visibleText(page, '痘痘粉刺').getAttribute('aria-checked')).toBe('false')
  await snap(page, 'archives-saved')
  await context.close()
})
