import { expect, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { CONSOLE_OWNER } from '../support/console'
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
// in and buys; the distributor's work area shows the frozen commission (docs/distribution.md). Shipped and received,
// the order's after-sale window is a month of clock: the journey moves the server's sandbox clock through it
// (SANDBOX_CLOCK) and back, and the commission is then available.
const browser = useBrowser()
const DISTRIBUTOR = '13900000001'
const DAY_MS = 86_400_000

/** Moves the server's sandbox clock by `milliseconds`. */
async function moveClock(baseUrl: string, milliseconds: number): Promise<void> {
  const answer = await fetch(`${baseUrl}/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ milliseconds }),
  })
  expect(answer.status).toBe(200)
}

/** The amount a work-area figure shows, in fen (its label's block). */
const figure = async (page: Parameters<typeof visibleText>[0], label: string) =>
  Math.round(
    Number(/¥([\d.]+)/.exec(await visibleText(page, label).locator('xpath=..').innerText())?.[1] ?? 'NaN') * 100,
  )

test('a share binds the customer who opens it; their order’s commission is frozen, then available after receipt and the window', async () => {
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
  const frozenBefore = await figure(seller.page, '冻结中')
  const availableBefore = await figure(seller.page, '可提现')

  // The operator ships the order and the customer confirms receipt.
  const { token: staff } = await api<{ token: string }>(
    seller.baseUrl,
    null,
    'POST',
    'counter-portal/store/lanji/merchant/login',
    CONSOLE_OWNER,
  )
  await api(seller.baseUrl, staff, 'POST', `counter-portal/store/lanji/merchant/orders/${order.orderId}/ship`, {
    shipments: [{ carrierCode: 'yuantong', waybillNo: `YT${Date.now()}` }],
  })
  await api(buyer.baseUrl, buyerToken, 'POST', `ec-portal/store/lanji/member_order/${order.orderId}/deliver`)

  // A month and a day later the after-sale window has closed: the commission is available (the release job or its
  // sweep). The journeys' tokens outlive the move (e2e/support/global-setup.ts).
  const moved = 31 * DAY_MS
  await moveClock(seller.baseUrl, moved)
  try {
    await expect
      .poll(
        async () => {
          await seller.page.goto('/pages/distributor/workArea/index')
          await visibleText(seller.page, '可提现').waitFor()
          return (await figure(seller.page, '可提现')) - availableBefore
        },
        { timeout: 90_000, interval: 3_000 },
      )
      .toBeGreaterThan(0)
    expect(await figure(seller.page, '冻结中')).toBeLessThan(frozenBefore)
    await snap(seller.page, 'distribution-work-area-available')
  } finally {
    await moveClock(seller.baseUrl, -moved)
  }
  await seller.context.close()
  await buyer.context.close()
})
