import { expect, test } from 'vitest'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { apiAddress, apiSignIn, here, openSignedIn, visibleInput, visibleText } from '../support/shop'

// Recycling (docs/recycling.md): a shopper asks to return three empty bottles of the demo programme by parcel and
// enters the tracking number; the operator inspects them in the console (two accepted, one not, with the reason);
// the shopper reads the outcome and the points on the records page and in the points ledger.
const browser = useBrowser()

test('returns empty bottles by parcel, the console accepts two of three, the shopper gets their points', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13911117777')
  await openSignedIn(page, token, '/pages/recycle/index')
  await visibleText(page, '空瓶回收计划').waitFor()
  await visibleText(page, '每件30积分，满5件再送「满199减30」', false).waitFor()
  await page.getByRole('button', { name: '增加精华瓶数量' }).click()
  await page.getByRole('button', { name: '增加精华瓶数量' }).click()
  await page.getByRole('button', { name: '增加面霜罐数量' }).click()
  await visibleText(page, '寄回地址：', false).waitFor()
  await snap(page, 'recycle-request')
  await visibleText(page, '提交回收申请（3件）').click()

  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/recycle/records')
  await visibleText(page, '待寄回').waitFor()
  await visibleText(page, '精华瓶×2，面霜罐×1（共3件）').waitFor()
  await snap(page, 'recycle-records-requested')
  await visibleText(page, '填写快递单号').click()
  const trackingNo = `SF${Date.now() % 10_000_000_000}`
  await visibleInput(page, '如：顺丰速运').fill('顺丰速运')
  await visibleInput(page, '请输入快递单号').fill(trackingNo)
  await snap(page, 'recycle-ship-sheet')
  await visibleText(page, '提交').click()
  await visibleText(page, '待验收').waitFor()

  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '会员营销', '空瓶回收')
  await desk.page.waitForURL('**/console/programmes/recycling')
  const row = desk.page.getByRole('row').filter({ hasText: trackingNo })
  await row.getByText('验收', { exact: true }).click()
  const dialog = desk.page.getByRole('dialog')
  await dialog.getByText('精华瓶×2，面霜罐×1', { exact: false }).waitFor()
  await dialog.getByRole('spinbutton').fill('2')
  await dialog.locator('textarea').fill('一只面霜罐不是本品牌')
  await snap(desk.page, 'console-recycle-inspect')
  await dialog.getByRole('button', { name: /确\s*认|确\s*定/ }).click()
  await desk.page.getByText('验收完成，奖励已发放').waitFor()
  await row.getByText('通过2/3件，60积分（一只面霜罐不是本品牌）').waitFor()
  await snap(desk.page, 'console-recycle-records')
  await desk.context.close()

  await page.reload()
  await visibleText(page, '已验收').waitFor()
  await visibleText(page, '验收通过2/3件，获得60积分（一只面霜罐不是本品牌）').waitFor()
  await snap(page, 'recycle-records-inspected')
  await page.goto('/pages/points/index')
  await visibleText(page, '空瓶回收计划 回收2件', false).waitFor()
  await snap(page, 'recycle-points')
  await context.close()
})

// Try-use (docs/try-use.md): a shopper applies for the demo serum sample with an address; the operator approves it
// in the console; the shopper sees it approved and its free order waiting to ship.
test('applies for a free sample, the console approves it, the sample is a free order to ship', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, '13911116666')
  await apiAddress(baseUrl, token)
  await openSignedIn(page, token, '/pages/tryuse/index')
  const card = here(page).getByLabel('水光精华 新品试用')
  await card.getByText('包邮', { exact: false }).first().waitFor()
  await snap(page, 'try-use-list')
  await card.getByText('申请试用').click()
  await here(page).locator('textarea').fill('混合偏干，想试试水光精华')
  await snap(page, 'try-use-apply-sheet')
  await here(page).getByText('林小澜').first().click()
  await card.getByText('审核中').waitFor()

  const desk = await openDesktop(browser())
  await signInToConsole(desk.page)
  await openFromMenu(desk.page, '会员营销', '试用申请')
  await desk.page.waitForURL('**/console/programmes/try-use')
  const row = desk.page.getByRole('row').filter({ hasText: '混合偏干，想试试水光精华' })
  await row.getByText('通过', { exact: true }).click()
  await desk.page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定|O\s*K/ })
    .click()
  await desk.page.getByText('已通过，试用订单已生成').waitFor()
  await snap(desk.page, 'console-try-use')
  await desk.context.close()

  await page.reload()
  await here(page).getByLabel('水光精华 新品试用').getByText('已通过').waitFor()
  await snap(page, 'try-use-approved')
  await here(page).getByLabel('水光精华 新品试用').getByText('查看试用订单').click()
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/pages/order/detail')
  await visibleText(page, '待发货', false).waitFor()
  await snap(page, 'try-use-order')
  await context.close()
})
