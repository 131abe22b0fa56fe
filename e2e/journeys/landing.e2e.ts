import { expect, inject, test } from 'vitest'
import { openPhone, snap, useBrowser } from '../support/browser'
import { api, apiAddress, apiSignIn, openSignedIn, visibleButton, visibleText } from '../support/shop'

// The landing page (emptyPage/index, docs/personal-centre.md): what a mini-program code or short link opens. A
// distributor's share of a goods opens that goods' page; the goods is in the demo's 买赠 activity, so the shopper
// buys it through 买赠购买 and, paid, finds the coupon in the wallet (docs/gifts.md "买赠"). A share no longer kept
// and an unknown link say so and lead home.
const browser = useBrowser()
const portal = 'ec-portal/store/lanji'
const DISTRIBUTOR = '13900000001'

interface Sku {
  id: number
  sellOut: boolean
}

/** The goods of the demo's running 买赠 activity: its first SKU that is sold, and that SKU's goods. */
async function buyGiftGoods(baseUrl: string) {
  const [activity] = await api<{ id: number; skuIds: number[]; couponTitle: string }[]>(
    baseUrl,
    null,
    'GET',
    `${portal}/buy_gift/list`,
  )
  const cards = await api<{ content: { id: number }[] }>(baseUrl, null, 'GET', `${portal}/goods/list?size=50`)
  for (const { id: goodsId } of cards.content) {
    const goods = await api<{ name: string; skus: Sku[] }>(baseUrl, null, 'GET', `${portal}/goods/${goodsId}`)
    if (goods.skus.some((sku) => activity!.skuIds.includes(sku.id) && !sku.sellOut)) {
      return { activity: activity!, goodsId, name: goods.name }
    }
  }
  throw new Error('no goods of the demo 买赠 activity is listed')
}

test('a share of a goods opens its page through the landing; 买赠购买 → paid → the coupon in the wallet', async () => {
  const baseUrl = inject('baseUrl')
  const { activity, goodsId, name } = await buyGiftGoods(baseUrl)
  const sellerToken = await apiSignIn(baseUrl, DISTRIBUTOR)
  const share = await api<{ scene: string }>(baseUrl, sellerToken, 'POST', `${portal}/distribution/share`, {
    page: 'pages/pdp/index',
    params: { id: String(goodsId) },
    source: 'qrcode',
  })

  const mobile = `136${String(Date.now()).slice(-8)}`
  const token = await apiSignIn(baseUrl, mobile)
  await apiAddress(baseUrl, token)
  const { page, context } = await openPhone(browser())
  // What the mini-program code's H5 address is (the WeChat sandbox draws it: docs/distribution.md).
  await openSignedIn(page, token, `/pages/emptyPage/index?scene=${encodeURIComponent(share.scene)}`)
  await expect.poll(() => page.url(), { timeout: 20_000 }).toContain(`/pages/pdp/index?id=${goodsId}`)
  await visibleText(page, `买即赠「${activity.couponTitle}」`, false).waitFor()
  await snap(page, 'landing-share-pdp-buy-gift')
  expect(await visibleText(page, name, false).count()).toBeGreaterThan(0)

  await visibleText(page, '买赠购买', false).first().click()
  await expect.poll(() => page.url()).toContain('/pages/pay/index?buyGift=')
  await visibleText(page, '林小澜').waitFor()
  await visibleText(page, `支付成功后赠送「${activity.couponTitle}」`, false).waitFor()
  await snap(page, 'landing-buy-gift-checkout')
  await visibleText(page, '提交订单').click()
  await page.waitForURL(/\/sandbox\/wechatpay\/pay/)
  await page.getByRole('button', { name: '确认支付' }).click()
  await page.waitForURL((url) => !url.pathname.includes('/sandbox/'), { timeout: 10_000 }).catch(() => undefined)

  let coupons: { title: string; buyGiftActivityId: number | null }[] = []
  for (let i = 0; i < 100 && coupons.length === 0; i++) {
    const wallet = await api<{ content: typeof coupons }>(
      baseUrl,
      token,
      'GET',
      `${portal}/customer/coupon?status=usable&page=0&size=20`,
    )
    coupons = wallet.content.filter((c) => c.buyGiftActivityId === activity.id)
    if (coupons.length === 0) await new Promise((resolve) => setTimeout(resolve, 100))
  }
  expect(coupons.map((c) => c.title)).toEqual([activity.couponTitle])
  // The binding the share made at launch (docs/distribution.md).
  const bound = await api<{ distributor: { realName: string } }[]>(
    baseUrl,
    token,
    'GET',
    `${portal}/distributor/binding`,
  )
  expect(bound.map((b) => b.distributor.realName)).toEqual(['周宁'])
  await context.close()
})

test.each([
  ['a share no longer kept', '/pages/emptyPage/index?scene=sp~NoSuchShare1', '分享已失效'],
  ['an unknown link', '/pages/emptyPage/index?type=nothing&id=1', '页面不存在'],
])('%s: said, and the way home', async (name, path, title) => {
  const { page, context } = await openPhone(browser())
  await page.goto(path)
  await visibleText(page, title).waitFor()
  await snap(page, `landing-${name.replace(/\s+/g, '-')}`)
  await visibleButton(page, '回到首页').click()
  await expect.poll(() => new URL(page.url()).pathname).toBe('/pages/index/index')
  await context.close()
})
