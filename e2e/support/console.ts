import type { Page } from 'playwright-core'

/** The console's first owner: the global setup gives the server this password (CONSOLE_OWNER_PASSWORD). */
export const CONSOLE_OWNER = { username: 'owner', password: 'Owner-pass-2026' } as const

/** Signs in on the console's 登录 page and waits for the signed-in frame (the avatar menu with the name). */
export async function signInToConsole(
  page: Page,
  { username, password }: { username: string; password: string } = CONSOLE_OWNER,
): Promise<void> {
  await page.goto('/console/')
  await page.getByPlaceholder('用户名').fill(username)
  await page.getByPlaceholder('密码').fill(password)
  await page.getByRole('button', { name: /登\s*录/ }).click()
  await page.waitForURL((url) => !url.pathname.startsWith('/console/login'))
  await page.locator('.ant-pro-global-header').waitFor()
}

/** Opens a page from the console's menu: `openFromMenu(page, '系统', '员工管理')` (a closed group is opened first). */
export async function openFromMenu(page: Page, group: string, name: string): Promise<void> {
  const sider = page.locator('.ant-pro-sider')
  const item = sider.getByRole('menuitem', { name, exact: true })
  // A group opens with an animation, and a busy machine's click may land while it still moves: tried again until
  // the entry is the page shown (selected).
  for (let attempt = 1; ; attempt++) {
    if (!(await item.isVisible())) await sider.getByText(group, { exact: true }).click()
    await item.click({ timeout: 10_000 }).catch(() => undefined)
    const shown = await sider
      .locator('li.ant-menu-item-selected')
      .filter({ hasText: name })
      .first()
      .waitFor({ timeout: 5_000 })
      .then(
        () => true,
        () => false,
      )
    if (shown) return
    if (attempt === 3) throw new Error(`the console menu did not open ${group} › ${name}`)
  }
}

/** The names of the console menu's entries (groups, and the pages of open groups) shown now. */
export const consoleMenu = async (page: Page): Promise<string[]> =>
  (await page.locator('.ant-pro-sider .ant-menu-title-content').allInnerTexts()).map((t) => t.trim())

/** The console's staff token after signing in (for calls a journey makes around the browser). */
export const consoleToken = (page: Page): Promise<string | null> =>
  page.evaluate(() => localStorage.getItem('shop.console.token'))

/**
 * Waits (up to 30 s) until `done` holds after an action whose confirmation may be short-lived or slow under load; on
 * timeout the failure names what the console showed instead (its messages and the form's errors), so a refusal and a
 * slow answer can be told apart.
 */
export async function settled(page: Page, what: string, done: () => Promise<boolean>): Promise<void> {
  // No vitest here: the global setup imports this file too.
  const deadline = Date.now() + 30_000
  while (!(await done())) {
    if (Date.now() > deadline) {
      const shown = await page.locator('.ant-message, .ant-form-item-explain-error').allInnerTexts()
      throw new Error(`not ${what} after 30 s; the console shows: ${shown.join(' / ') || 'nothing'}`)
    }
    await page.waitForTimeout(250)
  }
}
