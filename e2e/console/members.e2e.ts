import { expect, test } from 'vitest'
import { openDesktop, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { api, apiH5Cashier, apiOrder, apiSignIn } from '../support/shop'

const browser = useBrowser()

/** A mobile no other journey signs in with (the SMS sandbox allows one code a minute per mobile). */
const mobile = `137${String(Date.now() % 100_000_000).padStart(8, '0')}`

test('the owner finds a member by mobile, adjusts their points with a reason and sees the ledger, sends them a message, and the dashboard charts the sale', async () => {
  const { page, context, baseUrl } = await openDesktop(browser())
  // A shopper who bought and paid today (through the shop's API and the WeChat Pay sandbox).
  const token = await apiSignIn(baseUrl, mobile)
  const order = await apiOrder(baseUrl, token, 'members')
  const prepayId = new URL(await apiH5Cashier(baseUrl, token, order.orderId)).searchParams.get('prepay_id')
  await fetch(`${baseUrl}/sandbox/wechatpay/pay/confirm`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ prepay_id: prepayId, result: 'success' }),
  })

  await signInToConsole(page)
  await openFromMenu(page, '会员', '会员列表')
  await page.waitForURL('**/console/members')
  await page.getByPlaceholder('手机号、昵称或会员ID').fill(mobile)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.getByRole('cell', { name: mobile, exact: true }).waitFor()
  await expect.poll(() => page.locator('.ant-table-tbody tr.ant-table-row').count()).toBe(1)
  await snap(page, 'console-members')

  await page.getByRole('link', { name: '详情' }).click()
  await page.waitForURL('**/console/members/*')
  await page.getByRole('tab', { name: /最近订单/ }).click()
  await page.getByRole('cell', { name: order.orderNo }).waitFor()
  await page.getByRole('tab', { name: '积分明细' }).click()

  // A take beyond the balance comes back refused; then 200 points with a reason.
  await page.getByRole('button', { name: '调整积分' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('调整积分').fill('-5')
  await dialog.getByLabel('调整原因').fill('误操作')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('积分不足').first().waitFor()
  await dialog.getByLabel('调整积分').fill('200')
  await dialog.getByLabel('调整原因').fill('会员日奖励')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('积分已调整').waitFor()
  await page.getByRole('cell', { name: '会员日奖励' }).waitFor()
  await expect.poll(() => page.getByRole('cell', { name: '+200' }).count()).toBe(1)
  await snap(page, 'console-member-points')

  await page.getByRole('button', { name: '发送站内信' }).click()
  const message = page.getByRole('dialog')
  await message.getByLabel('标题').fill('会员日礼遇')
  await message.getByLabel('内容').fill('您的会员日积分已到账，快去商城看看吧')
  await message.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('消息已发送').waitFor()
  await page.getByRole('tab', { name: '站内信' }).click()
  await page.getByRole('cell', { name: '会员日礼遇' }).waitFor()
  await snap(page, 'console-member-messages')

  // The shopper reads both in the shop's API: the points and the message.
  const balance = await api<{ balance: number }>(baseUrl, token, 'GET', 'ec-portal/store/lanji/points/balance')
  expect(balance.balance).toBe(200)

  await page.locator('.ant-pro-sider-menu').getByText('经营概况', { exact: true }).click()
  await page.waitForURL('**/console/dashboard')
  await page.getByText('今日销售额').waitFor()
  await expect.poll(() => page.locator('canvas').count()).toBeGreaterThanOrEqual(2)
  await expect.poll(() => page.locator('.ant-statistic').first().innerText()).not.toContain('¥0.00')
  await page.waitForTimeout(1500) // the charts' entrance animation
  await snap(page, 'console-dashboard')

  // A send to every customer runs in the background and shows its progress to the end.
  await openFromMenu(page, '会员', '站内信群发')
  await page.getByRole('button', { name: /群发消息/ }).click()
  const broadcast = page.getByRole('dialog')
  await broadcast.getByLabel('标题').fill('双十二预告')
  await broadcast.getByLabel('内容').fill('12月12日全场满299减50')
  await broadcast.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('已开始发送').waitFor()
  await page.getByRole('cell', { name: '双十二预告' }).waitFor()
  await page.getByText('已完成').first().waitFor()
  await snap(page, 'console-messages')

  // The brand CRM the shop talks to (the sandbox in the demo) answers, and its bound members are listed.
  await openFromMenu(page, '会员', '品牌CRM')
  await page.getByText('沙箱CRM（演示）').waitFor()
  await page.getByText('正常', { exact: true }).waitFor()
  await page.getByText('绑卡会员', { exact: true }).waitFor()
  await snap(page, 'console-crm')

  await openFromMenu(page, '系统', '商城设置')
  await page.getByText('运费规则').waitFor()
  await expect.poll(() => page.getByLabel('待付款关闭（分钟）').inputValue()).not.toBe('')
  await snap(page, 'console-settings')
  await context.close()
})
