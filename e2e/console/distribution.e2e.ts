import { expect, test } from 'vitest'
import { openDesktop, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { api, apiSignIn } from '../support/shop'

const browser = useBrowser()

test('the owner approves a recommender’s application in 分销员与推荐官, finds the binding rule in 分销设置 and the wishes in 顾客心愿', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  // A shopper applies in the app (through the API here: the console's approval is the step under test).
  const mobile = `136${String(Date.now()).slice(-8)}`
  const token = await apiSignIn(baseUrl, mobile)
  await api(baseUrl, token, 'POST', 'ec-portal/store/lanji/distributor/apply', {
    realName: '审核测试',
    mobile,
    agree: true,
  })

  await signInToConsole(page)
  await openFromMenu(page, '分销', '分销员与推荐官')
  await page.waitForURL('**/console/distribution/distributors')
  const row = page.getByRole('row').filter({ hasText: '审核测试' })
  await row.getByText('待审核').waitFor()
  await page.getByRole('cell', { name: '周宁', exact: false }).first().waitFor()
  await snap(page, 'console-distributors')
  await row.getByText('通过', { exact: true }).click()
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click()
  await row.getByText('已通过').waitFor()
  const info = await api<{ distributor: { status: string } }>(
    baseUrl,
    token,
    'GET',
    'ec-portal/store/lanji/distributor/info',
  )
  expect(info.distributor.status).toBe('approved')

  await openFromMenu(page, '分销', '分销设置')
  await page.getByText('首次绑定有效').waitFor()
  await page.getByText('金牌', { exact: true }).waitFor()
  await snap(page, 'console-distribution-settings')

  // 顾客心愿: the demo customer 林小溪's wishes (docs/wish-list.md).
  await openFromMenu(page, '分销', '顾客心愿')
  await page.waitForURL('**/console/distribution/wishes')
  await page.getByText('“想要一款适合干皮的冬季面霜，预算500元左右”').waitFor()
  await snap(page, 'console-wishes')
  await context.close()
})
