import { test } from 'vitest'
import { openDesktop, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'

const browser = useBrowser()

test('the owner sets a day of the sign-in rewards, and edits the demo lottery’s prize stock; both pages show their figures', async () => {
  const { page, context } = await openDesktop(browser())
  await signInToConsole(page)
  await openFromMenu(page, '会员营销', '签到与积分规则')
  await page.waitForURL('**/console/programmes/sign-in')
  await page.getByText('第7天').waitFor()
  await page.getByText('今日签到').waitFor()
  await snap(page, 'console-sign-in-rules')
  await page.getByRole('button', { name: '添加一天' }).click()
  await page.getByText('第8天').waitFor()
  await page.getByRole('button', { name: '保存规则' }).click()
  await page.getByText('规则已保存，立即生效').waitFor()

  await openFromMenu(page, '会员营销', '幸运抽奖')
  await page.waitForURL('**/console/programmes/lotteries')
  const row = page.getByRole('row').filter({ hasText: '会员幸运大转盘' })
  await row.getByText('水光精华体验装：50/50', { exact: false }).waitFor()
  await snap(page, 'console-lotteries')
  await row.getByText('编辑').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByText('奖品 3').waitFor()
  await snap(page, 'console-lottery-form')
  await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click()
  await page.getByText('抽奖已保存').waitFor()
  await row.getByText('抽奖记录').click()
  await page.getByText('抽奖记录：会员幸运大转盘').waitFor()
  await snap(page, 'console-lottery-draws')
  await context.close()
})
