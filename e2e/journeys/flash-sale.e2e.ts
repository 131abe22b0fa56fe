import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { CONSOLE_OWNER } from '../support/console'
import {
  api,
  apiAddress,
  apiFreeGoods,
  apiSignIn,
  here,
  openSignedIn,
  visibleButton,
  visibleText,
} from '../support/shop'

// A flash sale from the reminder to the paid order (docs/flash-sales.md): the shopper asks to be reminded of a sale
// to come, the reminder arrives as a message before it starts, and its link leads to the sale, bought when it opens.
const browser = useBrowser()
const console = 'counter-portal/store/lanji'
const mobile = `133${String(Date.now() % 100_000_000).padStart(8, '0')}`

test('reminded of a flash sale to come, the shopper opens it from the message and buys at the sale price', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, mobile)
  await apiAddress(baseUrl, token)

  // A sale starting in 50 s, made in the console: its reminders go out from 5 minutes before, so at once.
  const { token: staff } = await api<{ token: string }>(
    baseUrl,
    null,
    'POST',
    `${console}/merchant/login`,
    CONSOLE_OWNER,
  )
  const { sku } = await apiFreeGoods(baseUrl, staff)
  const start = Date.now() + 50_000
  const sale = await api<{ activityId: number }>(baseUrl, staff, 'POST', `${console}/merchant/flash_sales`, {
    name: '整点秒杀·提醒',
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 3_600_000).toISOString(),
    limitPerCustomer: 1,
    payMinutes: 5,
    skus: [{ skuId: sku.id, activityPrice: sku.price - 1_000, inventory: 20 }],
  })

  await openSignedIn(page, token, `/pages/seckill/index?activityId=${sale.activityId}`)
  await visibleText(page, '整点秒杀·提醒').waitFor()
  await visibleText(page, '距开始').waitFor()
  await visibleButton(page, '提醒我').click()
  await visibleButton(page, '已预约').waitFor()
  await snap(page, 'flash-sale-reminded')

  // The reminder arrives among the shopper's messages (the job runs at once, the sale being this close).
  await expect
    .poll(
      async () => {
        await page.goto('/pages/mail/index')
        await here(page)
          .getByText(/全部已读|暂无消息/)
          .first()
          .waitFor()
        return here(page).innerText()
      },
      { timeout: 60_000, interval: 2_000 },
    )
    .toContain('秒杀即将开始')
  await snap(page, 'flash-sale-reminder-message')
  await here(page).getByRole('link', { name: '秒杀即将开始' }).click()
  await expect.poll(() => page.url()).toContain(`/pages/seckill/index?activityId=${sale.activityId}`)

  // The sale opens on the page's own countdown: 马上抢, the checkout at the sale price, paid.
  await visibleButton(page, '马上抢').waitFor({ timeout: 90_000 })
  await snap(page, 'flash-sale-open')
  await visibleButton(page, '马上抢').click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index?seckill=')
  await visibleText(page, `¥${((sku.price - 1_000) / 100).toFixed(2)}`, false)
    .first()
    .waitFor()
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  await visibleText(page, '查看订单').click()
  await expect.poll(() => page.url()).toContain('/pages/order/detail?orderId=')
  await visibleText(page, '秒杀订单', false).waitFor()
  await visibleText(page, '待发货', false).waitFor()
  await snap(page, 'flash-sale-paid-order')
  await context.close()
})
