import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { apiSignIn, here, openSignedIn, visibleButton, visibleText } from '../support/shop'

// The year card (docs/year-cards.md): bought from its page without an address (nothing ships), paid, and the
// member's card shown with its period.
const browser = useBrowser()
const mobile = `132${String(Date.now() % 100_000_000).padStart(8, '0')}`

test('a year card bought without an address, paid, then shown as the member’s card with its period', async () => {
  const { page, context, baseUrl } = await openPhone(browser())
  const token = await apiSignIn(baseUrl, mobile)
  await openSignedIn(page, token, '/pages/yearCard/index')
  await visibleText(page, '黑金会员年卡').waitFor()
  await snap(page, 'year-card-offer')
  await visibleButton(page, '立即开通').click()

  // The checkout asks for no address: a new member without one can pay at once.
  await expect.poll(() => page.url()).toContain('/pages/pay/index?yearCard=')
  await visibleText(page, '会员年卡是线上权益，付款后即刻生效，无需收货地址').waitFor()
  expect(await here(page).innerText()).not.toContain('添加收货地址')
  await snap(page, 'year-card-checkout')
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL(/\/pages\/pay\/result\/index/)
  await visibleText(page, '查看订单').click()
  await expect.poll(() => page.url()).toContain('/pages/order/detail?orderId=')
  await visibleText(page, '线上权益，无需收货').waitFor()
  await visibleText(page, '年卡订单').waitFor()
  await snap(page, 'year-card-order')

  await page.goto('/pages/yearCard/index')
  await here(page)
    .getByText(/^有效期至 \d{4}/)
    .waitFor()
  await visibleButton(page, '立即续费').waitFor()
  await snap(page, 'year-card-member')
  await context.close()
})
