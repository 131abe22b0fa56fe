import { expect, test } from 'vitest'
import type { Page } from 'playwright-core'
import { openDesktop, openPhone, snap, useBrowser } from '../support/browser'
import { openFromMenu, signInToConsole } from '../support/console'
import { api, apiH5Cashier, apiOrder, apiSignIn, openSignedIn, visibleText } from '../support/shop'

const browser = useBrowser()
const portal = 'ec-portal/store/lanji'

/** A paid order of two units of one goods: bought through the API, paid at the sandbox's H5 cashier on the phone. */
async function paidOrder(phone: Page, baseUrl: string, token: string, journey: string) {
  const order = await apiOrder(baseUrl, token, journey, { skuId: 1, quantity: 2 })
  await phone.goto(await apiH5Cashier(baseUrl, token, order.orderId))
  await phone.getByRole('button', { name: '确认支付' }).click()
  await phone.waitForURL(/\/pages\/pay\/result\/index/)
  return order
}

/** The console's 订单列表 filtered to one order number, then its 订单详情. */
async function openOrder(page: Page, orderNo: string) {
  await page.goto('/console/orders')
  await page.getByLabel('订单号').fill(orderNo)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  await page.getByRole('link', { name: orderNo }).waitFor()
  await snap(page, 'console-orders')
  await page.getByRole('link', { name: orderNo }).click()
  await page.getByText(`订单 ${orderNo}`).waitFor()
}

test('the owner ships a paid order in two parcels; the shopper’s order page shows both', async () => {
  const phone = await openPhone(browser())
  const token = await apiSignIn(phone.baseUrl, '13600007701')
  const order = await paidOrder(phone.page, phone.baseUrl, token, 'console-ship')

  const { page, context } = await openDesktop(browser())
  await signInToConsole(page)
  await openOrder(page, order.orderNo)
  await snap(page, 'console-order-detail')

  await page.getByRole('button', { name: /发\s*货/ }).click()
  const dialog = page.getByRole('dialog')
  const parcel = (n: number) => dialog.getByRole('group', { name: `包裹 ${n + 1}` })
  const choose = async (n: number, carrier: string) => {
    // The carriers are many: type to find one, as an operator does. On a busy machine the click may land while the
    // list is still opening and choose nothing: typed and clicked again until the picker shows it.
    const shown = () => parcel(n).locator('.ant-select-selector').first().textContent()
    await expect
      .poll(
        async () => {
          if ((await shown())?.includes(carrier)) return shown()
          await parcel(n).getByLabel('快递公司').fill(carrier)
          await page
            .locator('.ant-select-dropdown:visible')
            .getByText(carrier, { exact: true })
            .click({ timeout: 5_000 })
            .catch(() => undefined)
          return shown()
        },
        { timeout: 30_000, interval: 500 },
      )
      .toContain(carrier)
  }
  await choose(0, '圆通速递')
  await parcel(0)
    .getByLabel('运单号')
    .fill(`YT${Date.now() % 1_000_000_000}`)
  await parcel(0).locator('input.ant-input-number-input').fill('1')
  await dialog.getByRole('button', { name: '添加包裹' }).click()
  await choose(1, '中通快递')
  await parcel(1)
    .getByLabel('运单号')
    .fill(`ZT${Date.now() % 1_000_000_000}`)
  await parcel(1).locator('input.ant-input-number-input').fill('1')
  // Both parcels keep their carriers (the second parcel's picker must not clear the first's).
  await expect.poll(() => parcel(0).locator('.ant-select-selector').first().textContent()).toContain('圆通速递')
  await snap(page, 'console-order-ship')
  await dialog.getByRole('button', { name: /确\s*定/ }).click()
  await page.getByText('已发货 2 个包裹').waitFor()
  await page.getByRole('cell', { name: '中通快递' }).waitFor()
  await expect.poll(() => page.getByRole('cell', { name: '圆通速递' }).count()).toBe(1)
  await snap(page, 'console-order-shipped')
  await context.close()

  // The shopper's order: 待收货, and its logistics list both parcels.
  await openSignedIn(phone.page, token, `/pages/order/detail?orderId=${order.orderId}`)
  await visibleText(phone.page, '待收货').waitFor()
  await visibleText(phone.page, '（2个包裹）', false).click()
  await visibleText(phone.page, '包裹1 · 圆通速递').waitFor()
  await visibleText(phone.page, '包裹2 · 中通快递').waitFor()
  await snap(phone.page, 'console-order-shopper-parcels')
  await phone.context.close()
})

test('the owner approves a refund in 退款售后; the shopper sees 退款成功', async () => {
  const phone = await openPhone(browser())
  const token = await apiSignIn(phone.baseUrl, '13600007702')
  const order = await paidOrder(phone.page, phone.baseUrl, token, 'console-refund')
  const { lines } = await api<{ lines: { lineId: number }[] }>(
    phone.baseUrl,
    token,
    'POST',
    `${portal}/member_refund/locate`,
    { orderId: order.orderId },
  )
  const refund = await api<{ refundId: number; refundNo: string }>(
    phone.baseUrl,
    token,
    'POST',
    `${portal}/member_refund/submit`,
    {
      orderId: order.orderId,
      type: 'REFUND_ONLY',
      lines: [{ lineId: lines[0]!.lineId, quantity: 2 }],
      reason: 'no_longer_needed',
    },
  )

  const { page, context } = await openDesktop(browser())
  await signInToConsole(page)
  await page.goto('/console/refunds')
  await page.getByLabel('退款单号').fill(refund.refundNo)
  await page.getByRole('button', { name: /查\s*询/ }).click()
  const row = page.getByRole('row').filter({ hasText: refund.refundNo })
  await row.getByText('待审核').waitFor()
  await snap(page, 'console-refunds')
  await row.getByText('同意', { exact: true }).click()
  await page
    .locator('.ant-popover')
    .getByRole('button', { name: /确\s*定|OK/ })
    .click()
  await page.getByText('已同意，款项原路退回中').waitFor()
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: /查\s*询/ }).click()
        return row.innerText()
      },
      { timeout: 30_000, interval: 1_000 },
    )
    .toContain('退款成功')
  await snap(page, 'console-refund-approved')
  // The other after-sales pages open with their filters and their rows or empty states.
  await openFromMenu(page, '订单', '发票管理')
  await page.getByText('暂无开票申请').waitFor()
  await snap(page, 'console-invoices')
  // The order journey may have left a review by now: either its row or the empty state shows.
  await openFromMenu(page, '订单', '评价管理')
  await page.getByText('暂无评价').or(page.locator('.ant-rate').first()).waitFor()
  await snap(page, 'console-reviews')
  await context.close()

  await openSignedIn(phone.page, token, `/pages/order/refundDetail?id=${refund.refundId}`)
  await visibleText(phone.page, '退款成功').waitFor()
  await snap(phone.page, 'console-refund-shopper')
  await phone.context.close()
})
