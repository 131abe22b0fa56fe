import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import {
  api,
  apiH5Cashier,
  apiOrder,
  apiSignIn,
  fenOf,
  moveClock,
  openSignedIn,
  shopCli,
  signIn,
  visibleButton,
  visibleText,
} from '../support/shop'

// Distribution: the demo distributor 周宁 shares a goods; a new customer opens the share in another browser, signs
// in and buys; the distributor's work area shows the frozen commission; the order ships and is received, and once its
// after-sale window has closed (the server's clock moved a month on, then back) the commission is 可提现
// (docs/distribution.md).
const browser = useBrowser()
const DISTRIBUTOR = '13900000001'
const DAY_MS = 86_400_000
const shop = 'ec-portal/store/lanji'

test('a shared goods binds the customer who opens it; their order’s commission is frozen, then available after the window', async () => {
  const seller = await openPhone(browser())
  const sellerToken = await apiSignIn(seller.baseUrl, DISTRIBUTOR)
  await openSignedIn(seller.page, sellerToken, '/pages/user/index')
  await visibleText(seller.page, '分销中心').click()
  await visibleText(seller.page, '今日佣金', false).waitFor()
  await visibleButton(seller.page, '生成我的小程序码').click()
  await visibleText(seller.page, '好友扫码进入商城即与您绑定').waitFor()
  await snap(seller.page, 'distribution-work-area-code')

  // A goods shared: the share a goods' card carries (its scene), made by the call the share card uses.
  const goods = await api<{ id: number; skus: { id: number }[] }>(seller.baseUrl, null, 'GET', `${shop}/goods/1`)
  const share = await api<{ scene: string }>(seller.baseUrl, sellerToken, 'POST', `${shop}/distribution/share`, {
    page: 'pages/pdp/index',
    params: { id: String(goods.id) },
    source: 'h5',
  })

  // A new customer in another browser: signed in, opens the shared link.
  const buyer = await openPhone(browser())
  const mobile = `137${String(Date.now()).slice(-8)}`
  await signIn(buyer.page, buyer.baseUrl, mobile)
  const buyerToken = await buyer.page.evaluate(
    () => JSON.parse(localStorage.getItem('shop.token') ?? '{}').data as string,
  )
  // The link lands on the goods' page.
  await openSignedIn(buyer.page, buyerToken, `/pages/emptyPage/index?scene=${encodeURIComponent(share.scene)}`)
  await expect.poll(() => buyer.page.url()).toContain(`/pages/pdp/index?id=${goods.id}`)
  let bound: { distributor: { realName: string } }[] = []
  for (let i = 0; i < 50 && bound.length === 0; i++) {
    bound = await api(buyer.baseUrl, buyerToken, 'GET', `${shop}/distributor/binding`)
    if (bound.length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(bound.map((b) => b.distributor.realName)).toEqual(['周宁'])

  // The customer buys the shared goods and pays (the sandbox cashier's 确认支付).
  const order = await apiOrder(buyer.baseUrl, buyerToken, 'distribution', { skuId: goods.skus[0]!.id, quantity: 1 })
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
  const available = visibleText(seller.page, '可提现').locator('xpath=..')
  const availableBefore = fenOf(await available.innerText())

  // Shipped by the operator, received by the customer.
  expect(await shopCli(buyer.baseUrl, 'ship', String(order.orderId), 'shunfeng', 'SF2026112400')).toContain(
    'SF2026112400',
  )
  await api(buyer.baseUrl, buyerToken, 'POST', `${shop}/member_order/${order.orderId}/deliver`)

  // A month on: the refund window after payment (30 days) and the settle days after receipt have passed; the
  // commission sweep (every 30 s by the moved clock) releases it.
  const moved = 31 * DAY_MS
  await moveClock(seller.baseUrl, moved)
  try {
    await expect
      .poll(
        async () => {
          await seller.page.reload()
          return fenOf(await available.innerText())
        },
        { timeout: 75_000, interval: 5_000 },
      )
      .toBeGreaterThan(availableBefore)
    await snap(seller.page, 'distribution-work-area-available')
  } finally {
    await moveClock(seller.baseUrl, -moved)
  }
  await seller.context.close()
  await buyer.context.close()
})
