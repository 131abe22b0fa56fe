import type { Locator, Page } from 'playwright-core'

/**
 * Taro's H5 router keeps earlier pages in the DOM (hidden, or still sliding out during a transition), so these
 * helpers look inside the page on top: the last visible `.taro_page`.
 */
export const here = (page: Page): Locator => page.locator('.taro_router > .taro_page').locator('visible=true').last()

export const visibleText = (page: Page, text: string, exact = true): Locator =>
  here(page).getByText(text, { exact }).first()

export const visibleButton = (page: Page, name: string): Locator =>
  here(page).getByRole('button', { name, exact: true }).first()

export const visibleLabel = (page: Page, label: string): Locator => here(page).getByLabel(label, { exact: true }).first()

export const visibleInput = (page: Page, placeholder: string): Locator =>
  here(page).locator(`input[placeholder="${placeholder}"]`).first()

/** A button of the modal dialog (Taro.showModal), which lives outside the pages. */
export const modalButton = (page: Page, text: string): Locator =>
  page.locator('.taro__modal').getByText(text, { exact: true }).locator('visible=true').first()

/** Signs in through the login page with the sandbox SMS code. */
export async function signIn(page: Page, baseUrl: string, mobile: string): Promise<void> {
  await page.goto('/pages/login/index')
  await visibleInput(page, '请输入手机号').fill(mobile)
  await visibleText(page, '获取验证码').click()
  await visibleText(page, '60s后重新获取').waitFor()
  const sms = (await (await fetch(`${baseUrl}/sandbox/sms/last/${mobile}`)).json()) as { code: string }
  await visibleInput(page, '请输入6位验证码').fill(sms.code)
  await visibleText(page, '我已阅读并同意').click()
  await visibleButton(page, '登录').click()
  await page.waitForURL((url) => !url.pathname.startsWith('/pages/login/'))
}

/** Closes the home page's dialog (shown once a day) if it is open. */
export async function closeDialogIfShown(page: Page): Promise<void> {
  const close = page.getByLabel('关闭弹窗').locator('visible=true').first()
  if (await close.isVisible().catch(() => false)) await close.click()
}
