import { expect, test } from 'vitest'
import { openDesktop, snap, useBrowser } from '../support/browser'
import { consoleMenu, consoleToken, openFromMenu, signInToConsole } from '../support/console'

const browser = useBrowser()

test('the owner creates a 客服 account; signed in as it, 员工管理 is neither in its menu nor open to it', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  await signInToConsole(page)
  // The owner lands on the first page the role may see and finds the staff pages under 系统.
  await openFromMenu(page, '系统', '员工管理')
  await page.waitForURL('**/console/staff')
  expect(await consoleMenu(page)).toEqual(
    expect.arrayContaining(['系统', '员工管理', '角色权限', '操作日志', '后台任务']),
  )
  await page.getByRole('cell', { name: 'owner', exact: true }).waitFor()
  await snap(page, 'console-staff')

  const username = `kefu${Date.now() % 1_000_000}`
  await page.getByRole('button', { name: /新建员工/ }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('用户名').fill(username)
  await dialog.getByLabel('姓名').fill('客服小林')
  // A password the contract refuses comes back with the server's message on its field.
  await dialog.getByLabel('初始密码').fill('short')
  await dialog.getByLabel('角色').click()
  await page.locator('.ant-select-dropdown').getByText('客服', { exact: true }).click()
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await expect.poll(() => dialog.locator('.ant-form-item-explain-error').allInnerTexts()).toContain('密码至少8位')
  await snap(page, 'console-staff-create-refused')
  await dialog.getByLabel('初始密码').fill('Kefu-pass-2026')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('员工已创建').waitFor()
  await page.getByRole('cell', { name: username, exact: true }).waitFor()

  // The write is in the audit log, with its after side readable.
  await openFromMenu(page, '系统', '操作日志')
  await page.getByRole('cell', { name: username }).first().click()
  await page.getByRole('cell', { name: '客服小林', exact: true }).waitFor()
  await snap(page, 'console-audit')

  // The background work's queue, per task, read again every few seconds.
  await openFromMenu(page, '系统', '后台任务')
  await page.getByText('任务队列').waitFor()
  await page.getByText(/后台工作在这里排队执行/).waitFor()
  await snap(page, 'console-jobs')

  // 退出登录, then in as the new account.
  // The account menu opens on hover and may close before a busy machine clicks it: hovered again until it asks.
  const confirm = page.getByRole('dialog').getByRole('button', { name: '退出登录' })
  for (let attempt = 1; !(await confirm.isVisible()); attempt++) {
    if (attempt > 5) throw new Error('退出登录 never asked to be confirmed')
    await page.locator('.ant-pro-global-header').getByText('店主').first().hover()
    await page
      .getByRole('menuitem', { name: '退出登录' })
      .click({ timeout: 5_000 })
      .catch(() => undefined)
    await confirm.waitFor({ timeout: 3_000 }).catch(() => undefined)
  }
  await confirm.click()
  await page.getByPlaceholder('用户名').waitFor()
  await signInToConsole(page, { username, password: 'Kefu-pass-2026' })
  await expect.poll(() => page.locator('.ant-pro-global-header').innerText()).toContain('客服小林')
  // Its menu has what 客服 may see, and no 系统 group at all (员工管理, 角色权限, 操作日志, 后台任务 are beyond it).
  const menu = await consoleMenu(page)
  expect(menu).not.toContain('系统')
  expect(menu).not.toContain('员工管理')
  await snap(page, 'console-kefu-home')

  // Opened by its address the page answers 403, and so does the server.
  await page.goto('/console/staff')
  await page.getByText('您没有操作权限哦').waitFor()
  const token = await consoleToken(page)
  const answer = await fetch(`${baseUrl}/api/counter-portal/store/lanji/merchant/staff`, {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(answer.status).toBe(403)
  await context.close()
})
