import { join } from 'node:path'
import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { here, requestCode, signIn, visibleButton, visibleInput, visibleText } from '../support/shop'

// The shopper's account: signing in (wrong codes, a new code), what a tap started before signing in, the profile.
const browser = useBrowser()

const lastCode = async (baseUrl: string, mobile: string) =>
  ((await (await fetch(`${baseUrl}/sandbox/sms/last/${mobile}`)).json()) as { code: string }).code

test('wrong codes say how many tries are left; after too many, 重新获取 sends a new code at once and it signs in', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const mobile = '13911112222'
  await page.goto('/pages/login/index')
  await requestCode(page, mobile)
  const code = await lastCode(baseUrl, mobile)
  const wrong = code === '000000' ? '111111' : '000000'
  await visibleText(page, '我已阅读并同意').click()
  await visibleInput(page, '请输入6位验证码').fill(wrong)
  for (const left of [4, 3, 2, 1]) {
    await visibleButton(page, '登录').click()
    await visibleText(page, `验证码错误，还可尝试${left}次`).waitFor()
  }
  await snap(page, 'login-attempts-left')
  await visibleButton(page, '登录').click()
  await visibleText(page, '验证码错误次数过多，请重新获取').waitFor()
  // The countdown of the burnt code is over: a new code at once.
  await visibleText(page, '重新获取').waitFor()
  expect(
    await here(page)
      .getByText(/s后重新获取$/)
      .count(),
  ).toBe(0)
  expect(await visibleInput(page, '请输入6位验证码').inputValue()).toBe('')
  await snap(page, 'login-too-many-attempts')
  await visibleText(page, '重新获取').click()
  await here(page)
    .getByText(/^\d+s后重新获取$/)
    .first()
    .waitFor()
  const fresh = await lastCode(baseUrl, mobile)
  await visibleInput(page, '请输入6位验证码').fill(fresh)
  await visibleButton(page, '登录').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'))
  await context.close()
})

test('a spec chosen while signed out is added to the cart once the shopper has signed in', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const mobile = '13911113333'
  await page.goto('/pages/pdp/index?id=1')
  await visibleText(page, '加入购物车').click()
  await visibleButton(page, '100g').click()
  await visibleText(page, '确定').click()

  await expect.poll(() => page.url()).toContain('/pages/login/index')
  await requestCode(page, mobile)
  await visibleInput(page, '请输入6位验证码').fill(await lastCode(baseUrl, mobile))
  await visibleText(page, '我已阅读并同意').click()
  await visibleButton(page, '登录').click()

  // Back on the product page, the tap that needed a customer is done.
  await expect.poll(() => page.url()).toContain('/pages/pdp/index?id=1')
  await page.getByText('已加入购物车').locator('visible=true').first().waitFor()
  await snap(page, 'pdp-added-after-sign-in')
  await page.goto('/pages/cart/index')
  await visibleText(page, '结算(1)', false).waitFor()
  await visibleText(page, '100g', false).waitFor()
  await context.close()
})

test('the profile page: a reload shows it without errors; a new avatar keeps the nickname typed but not saved', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await signIn(page, baseUrl, '13911114444')
  await page.goto('/pages/login/user/index')
  await visibleInput(page, '请输入昵称').waitFor()
  await page.reload()
  const nickname = visibleInput(page, '请输入昵称')
  await expect.poll(() => nickname.inputValue()).toBe('澜肌4444')
  expect(errors).toEqual([])

  await nickname.fill('小澜新名字')
  const chooser = page.waitForEvent('filechooser')
  await visibleText(page, '头像').click()
  await (await chooser).setFiles(join(__dirname, '../../apps/mall/src/assets/icons/address.png'))
  await page.getByText('头像已更新').locator('visible=true').first().waitFor()
  await here(page).locator('img').first().waitFor()
  expect(await nickname.inputValue()).toBe('小澜新名字')
  await snap(page, 'profile-avatar-kept-nickname')
  await visibleText(page, '保存').click()
  await page.getByText('保存成功').locator('visible=true').first().waitFor()
  expect(errors).toEqual([])
  await context.close()
})
