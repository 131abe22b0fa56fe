import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import {
  api,
  apiH5Cashier,
  apiOrder,
  apiSignIn,
  openSignedIn,
  signIn,
  visibleButton,
  visibleText,
} from '../support/shop'

// Distribution: the demo distributor 周宁 shares the shop; a new customer opens the share in another browser, signs
// in and buys; the distributor's work area shows the frozen commission (docs/distribution.md). The window that makes
// it available is a month of clock: the server's tests move their clock through it (a journey may not: the journeys'
// one server keeps windows of its rate limits by its clock, and a month's move and back would hold them a month).
const browser = useBrowser()
const DISTRIBUTOR = '13900000001'

test('a share binds the customer who opens it; their order’s commission shows frozen in the work area', async () => {
  const seller = await openPhone(browser())
  const sellerToken = await apiSignIn(seller.baseUrl, DISTRIBUTOR)
  await openSignedIn(seller.page, sellerToken, '/pages/user/index')
  await visibleText(seller.page, '分销中心').click()
  await visibleText(seller.page, '今日佣金', false).waitFor()
  await visibleButton(seller.page, '生成我的小程序码').click()
  await visibleText(seller.page, '好友扫码进入商城即与您绑定').waitFor()
  await snap(seller.page, 'distribution-work-area-code')

  // The share the code carries (its scene): made by the same call the share card uses.
  const share = await api<{ scene: string }>(
    seller.baseUrl,
    sellerToken,
    'POST',
    'ec-portal/store/lanji/distribution/share',
    {
      page: 'pages/index/index',
      source: 'h5',
    },
  )

  // A new customer in another browser: signed in, opens the shared link.
  const buyer = await openPhone(browser())
  const mobile = `137${String(Date.now()).slice(-8)}`
  await signIn(buyer.page, buyer.baseUrl, mobile)
  const buyerToken = await buyer.page.evaluate(
    () => JSON.parse(localStorage.getItem('shop.token') ?? '{}').data as string,
  )
  await openSignedIn(buyer.page, buyerToken, `/pages/index/index?scene=${encodeURIComponent(share.scene)}`)
  let bound: { distributor: { realName: string } }[] = []
  for (let i = 0; i < 50 && bound.length === 0; i++) {
    bound = await api(buyer.baseUrl, buyerToken, 'GET', 'ec-portal/store/lanji/distributor/binding')
    if (bound.length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(bound.map((b) => b.distributor.realName)).toEqual(['周宁'])

  // The customer buys and pays (the sandbox cashier's 确认支付).
  const order = await apiOrder(buyer.baseUrl, buyerToken, 'distribution')
  await buyer.page.goto(await apiH5Cashier(buyer.baseUrl, buyerToken, order.orderId))
  await buyer.page.getByRole('button', { name: '确认支付' }).click()
  await buyer.page.waitForURL((url) => !url.pathname.includes('/sandbox/'), { timeout: 10_000 }).catch(() => undefined)

  // The distributor's work area: the commission is frozen until the after-sale window closes.
  await seller.page.goto('/pages/distributor/workArea/index')
  const frozen = visibleText(seller.page, '冻结中').locator('xpath=..')
  await expect
    .poll(async () => (await frozen.innerText()).replace(/\s/g, ''), { timeout: 10_000 })
    .not.toContain('¥0.00')
  await snap(seller.page, 'distribution-work-area-frozen')
  await seller.context.close()
  await buyer.context.close()
})
