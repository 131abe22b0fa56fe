import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { modalButton, requestCode } from '../support/shop'

// Foundation journey: a shopper signs in with a phone and the sandbox SMS code, sees the nickname in the personal
// centre, edits it, reloads and is still signed in, then logs out.
const browser = useBrowser()

const mobile = '13912345678'

test('sign in with a phone, edit the nickname, stay signed in across a reload, log out', async () => {
  const { page, context, baseUrl } = await openPhone(browser())

  await page.goto('/pages/user/index')
  await page.getByText('登录/注册', { exact: true }).click()
  await expect.poll(() => page.url()).toContain('/pages/login/index')

  await requestCode(page, mobile)

  // The sandbox SMS peer keeps the last code it "sent" (the real provider texts it to the phone).
  const sms = (await (await fetch(`${baseUrl}/sandbox/sms/last/${mobile}`)).json()) as { code: string }
  expect(sms.code).toMatch(/^\d{6}$/)
  await page.locator('input[placeholder="请输入6位验证码"]').first().fill(sms.code)
  await page.getByText('我已阅读并同意', { exact: true }).click()
  await snap(page, 'login-filled')
  await page.getByRole('button', { name: '登录', exact: true }).click()

  // Back in the personal centre (where the login started) with the default nickname: brand prefix + last 4 digits.
  await expect.poll(() => page.url()).toContain('/pages/user/index')
  await page.getByText('澜肌5678').waitFor()
  await snap(page, 'user-signed-in')

  await page.getByText('编辑资料', { exact: true }).click()
  const nickname = page.locator('input[placeholder="请输入昵称"]').first()
  await nickname.fill('小澜爱护肤')
  await page.getByText('保存', { exact: true }).click()
  await page.getByText('保存成功').waitFor()

  await page.goto('/pages/user/index')
  await page.getByText('小澜爱护肤').waitFor()
  await page.reload()
  await page.getByText('小澜爱护肤').waitFor()
  await snap(page, 'user-after-reload')

  await page.getByText('退出登录', { exact: true }).click()
  await modalButton(page, '退出登录').click()
  await page.getByText('登录/注册', { exact: true }).waitFor()
  expect(await page.getByText('小澜爱护肤').count()).toBe(0)
  await context.close()
})
