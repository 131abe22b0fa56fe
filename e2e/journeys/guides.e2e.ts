import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiAddress, apiSignIn, fenOf, here, openSignedIn, visibleInput, visibleText } from '../support/shop'

const browser = useBrowser()

const portal = 'ec-portal/store/lanji'
/** The demo guide 林澜 (seeded), who signs in to the counter portal as WeCom BA002. */
const GUIDE_MOBILE = '13900000000'
const CUSTOMER_MOBILE = '13600006661'

test('a guide pushes an order that the customer pays; counter staff look up that member and see the guide’s figures', async () => {
  // The guide builds the push order in the shop: 我的 → 导购工作台 → 新建推单.
  const guide = await openPhone(browser())
  const { baseUrl } = guide
  const guideToken = await apiSignIn(baseUrl, GUIDE_MOBILE)
  await openSignedIn(guide.page, guideToken, '/pages/user/index')
  await visibleText(guide.page, '导购工作台').click()
  await here(guide.page).getByRole('button', { name: '新建推单' }).click()
  await visibleInput(guide.page, '搜索要推荐的商品').fill('洁面')
  await visibleInput(guide.page, '搜索要推荐的商品').press('Enter')
  await here(guide.page).getByRole('button', { name: '加入' }).first().click()
  await visibleInput(guide.page, '选填，不填则第一位打开的顾客可下单').fill(CUSTOMER_MOBILE)
  await visibleInput(guide.page, '选填，如使用建议').fill('早晚各一次')
  await expect.poll(async () => fenOf(await here(guide.page).innerText())).toBeGreaterThan(0)
  await snap(guide.page, 'guide-push-compose')
  await here(guide.page).getByRole('button', { name: '生成推单' }).click()
  await visibleText(guide.page, '推单已生成').waitFor()
  await snap(guide.page, 'guide-push-sent')
  const id = Number(new URL(guide.page.url()).searchParams.get('id'))
  const sent = await api<{ path: string; quotedAmount: number }>(
    baseUrl,
    guideToken,
    'GET',
    `${portal}/baPushOrder/detail/${id}`,
  )

  // The customer opens the link, checks out and pays on the (sandbox) cashier.
  const customer = await openPhone(browser())
  const customerToken = await apiSignIn(baseUrl, CUSTOMER_MOBILE)
  await apiAddress(baseUrl, customerToken)
  await openSignedIn(customer.page, customerToken, `/${sent.path}`)
  await visibleText(customer.page, '导购 林澜 为您挑选了以下商品').waitFor()
  expect(await here(customer.page).innerText()).toContain('早晚各一次')
  await snap(customer.page, 'guide-push-customer')
  await here(customer.page).getByRole('button', { name: '去结算' }).click()
  await visibleText(customer.page, '提交订单').click()
  await customer.page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await customer.page.getByRole('button', { name: '确认支付' }).click()
  await visibleText(customer.page, '支付成功').waitFor()
  const pushed = await api<{ status: string; orderId: number; orderStatus: string }>(
    baseUrl,
    guideToken,
    'GET',
    `${portal}/baPushOrder/detail/${id}`,
  )
  expect(pushed).toMatchObject({ status: 'ordered', orderStatus: 'wait_shipment' })

  // Counter staff sign in through WeCom (the sandbox's authorize page) and look the member up.
  const counter = await openPhone(browser())
  await counter.page.goto('/pages/counter/login/index')
  await here(counter.page).getByRole('button', { name: '企业微信登录' }).click()
  await counter.page.waitForURL(/\/sandbox\/wecom\/connect\/oauth2\/authorize/)
  await counter.page.getByRole('button', { name: '确认登录' }).click()
  await visibleText(counter.page, '会员查询').waitFor()
  await visibleInput(counter.page, '输入会员手机号').fill(CUSTOMER_MOBILE)
  await here(counter.page).getByRole('button', { name: '查询' }).click()
  await visibleText(counter.page, `手机号 ${CUSTOMER_MOBILE}`).waitFor()
  await visibleText(counter.page, '待发货').waitFor()
  expect(await here(counter.page).innerText()).toContain('导购推单')
  await snap(counter.page, 'counter-member')
  await visibleText(counter.page, '我的推单').click()
  await visibleText(counter.page, '支付 1', false).first().waitFor()
  await snap(counter.page, 'counter-guide-work')

  await guide.context.close()
  await customer.context.close()
  await counter.context.close()
})

test('LBSStore: stores and counters nearest first from where the shopper is, with hours, phone and guides', async () => {
  const { page, context } = await openPhone(browser())
  // At Shanghai's Jing'an temple: the Kerry Centre counter is the nearest.
  await context.grantPermissions(['geolocation'])
  await context.setGeolocation({ latitude: 31.2235, longitude: 121.4452 })
  await page.goto('/pages/LBSStore/index')
  const first = here(page).getByText('上海静安嘉里中心专柜').first()
  await first.waitFor()
  const text = await here(page).innerText()
  // Nearest first (by name, 上海国金中心专柜 would come first), with its distance.
  expect(text.indexOf('上海静安嘉里中心专柜')).toBeLessThan(text.indexOf('上海国金中心专柜'))
  expect(text).not.toContain('未获取到您的位置')
  expect(text).toMatch(/\d+米/)
  expect(text).toContain('营业时间 10:00-22:00')
  expect(text).toContain('导购 林澜')
  await snap(page, 'lbs-store')
  await context.close()
})
