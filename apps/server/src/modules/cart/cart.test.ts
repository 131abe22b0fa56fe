import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  basicInfo,
  buyAgain,
  buyNowLocate,
  buyNowSubmit,
  cartAppend,
  cartBatchAppend,
  cartBatchAppendNoBreak,
  cartLocate,
  cartRemove,
  cartReservation,
  cartSelect,
  cartSubmit,
  cartUpdate,
  multiBuyNowLocate,
  multiBuyNowSubmit,
  orderSimpleDetailRoute,
  receiveCoupon,
  type RouteDef,
} from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import {
  catalogueChanged,
  couponTemplateId,
  givePoints,
  key,
  locate,
  makeSkus,
  setSku,
  shopper,
  type Shopper,
} from '../../../test/checkout.fixtures'
import { catalogueSettings, skus } from '../catalogue/catalogue.tables'
import { cartLines } from './cart.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

const append = async (who: Shopper, skuId: number, quantity: number) => {
  const answer = await t.call(cartAppend, { token: who.token, body: { skuId, quantity } })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}
const linesOf = (who: Shopper) =>
  db
    .select({ skuId: cartLines.skuId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(eq(cartLines.customerId, who.customerId))

const [plain, second, scarce] = await makeSkus(t, [
  { price: 12_900, stock: 50, marketingPrice: 15_900 },
  { price: 4_500, stock: 50 },
  { price: 3_000, stock: 2 },
])
const me = await shopper(t)

describe('the cart', () => {
  it('adds, changes, ticks and removes lines, and answers the priced cart each time', async () => {
    const who = await shopper(t)
    let cart = await append(who, plain!, 1)
    cart = await append(who, plain!, 2)
    expect(cart.goods).toHaveLength(1)
    expect(cart.goods[0]).toMatchObject({
      skuId: plain,
      quantity: 3,
      selected: true,
      inTotals: true,
      price: 12_900,
      marketingPrice: 15_900,
      priceWhenAdded: 12_900,
      priceChanged: false,
      status: 'normal',
      originAmount: 38_700,
    })
    cart = await append(who, second!, 1)
    expect(cart).toMatchObject({ cartItemNum: 4, totalOriginAmount: 38_700 + 4_500, actualShippingPrice: 0 })
    expect((await t.call(basicInfo, { token: who.token })).body.cartItemNum).toBe(4)

    cart = (await t.call(cartUpdate, { token: who.token, body: { skuId: plain, quantity: 1 } })).body
    expect(cart.goods.find((l) => l.skuId === plain)!.quantity).toBe(1)
    cart = (await t.call(cartSelect, { token: who.token, body: { skuIds: [plain], selected: false } })).body
    expect(cart).toMatchObject({
      totalOriginAmount: 4_500,
      actualShippingPrice: 1_000,
      totalRealPayAmount: 5_500,
      cartItemNum: 2,
    })
    expect(cart.cartNotices).toContain('再买¥154.00即可免运费')
    cart = (await t.call(cartSelect, { token: who.token, body: { skuIds: 'all', selected: false } })).body
    expect(cart.goods.every((l) => !l.selected && !l.inTotals)).toBe(true)
    expect(cart).toMatchObject({ totalRealPayAmount: 0, actualShippingPrice: 0 })
    cart = (await t.call(cartSelect, { token: who.token, body: { skuIds: 'all', selected: true } })).body
    expect(cart.totalOriginAmount).toBe(12_900 + 4_500)
    cart = (await t.call(cartRemove, { token: who.token, body: { skuIds: [plain, 999_999] } })).body
    expect(cart.goods.map((l) => l.skuId)).toEqual([second])
    expect(await linesOf(who)).toEqual([{ skuId: second, quantity: 1 }])
  })

  it('locates without a body, and an empty cart prices to nothing', async () => {
    const who = await shopper(t)
    const answer = await t.call(cartLocate, { token: who.token })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({
      goods: [],
      cartItemNum: 0,
      totalRealPayAmount: 0,
      actualShippingPrice: 0,
      cartMaxQuantity: 99,
    })
    expect(answer.body.address).toMatchObject({ id: who.addressId, isDefault: true })
  })

  it('holds at most cartMaxQuantity units in all (cartQuantityExceeded)', async () => {
    await db.update(catalogueSettings).set({ cartMaxQuantity: 5 })
    await catalogueChanged(t)
    try {
      const who = await shopper(t)
      await append(who, plain!, 3)
      await append(who, second!, 2)
      const over = await t.call(cartAppend, { token: who.token, body: { skuId: second, quantity: 1 } })
      expect(over).toMatchObject({ status: 400, body: { code: 'cartQuantityExceeded' } })
      expect((await t.call(cartUpdate, { token: who.token, body: { skuId: plain, quantity: 4 } })).body.code).toBe(
        'cartQuantityExceeded',
      )
      expect((await t.call(cartUpdate, { token: who.token, body: { skuId: plain, quantity: 2 } })).status).toBe(200)
      expect((await t.call(buyNowLocate, { token: who.token, body: { skuId: plain, quantity: 6 } })).body.code).toBe(
        'cartQuantityExceeded',
      )
      expect((await locate(t, who)).cartMaxQuantity).toBe(5)
    } finally {
      await db.update(catalogueSettings).set({ cartMaxQuantity: 99 })
      await catalogueChanged(t)
    }
  })

  it('refuses more units than are available, and SKUs it does not sell', async () => {
    const who = await shopper(t)
    await append(who, scarce!, 2)
    expect((await t.call(cartAppend, { token: who.token, body: { skuId: scarce, quantity: 1 } })).body.code).toBe(
      'stockInsufficient',
    )
    expect((await t.call(cartUpdate, { token: who.token, body: { skuId: scarce, quantity: 3 } })).body.code).toBe(
      'stockInsufficient',
    )
    expect(await t.call(cartAppend, { token: who.token, body: { skuId: 999_999, quantity: 1 } })).toMatchObject({
      status: 404,
      body: { code: 'skuNotFound' },
    })
    expect((await t.call(cartUpdate, { token: who.token, body: { skuId: second, quantity: 1 } })).body.code).toBe(
      'cartLineNotFound',
    )
  })

  it('flags sold-out lines, moved prices, lines no longer sold and lines over the limit', async () => {
    const [soldOut, moving, leaving, limited] = await makeSkus(t, [
      { price: 1_000, stock: 5 },
      { price: 2_000, stock: 5 },
      { price: 3_000, stock: 5 },
      { price: 500, stock: 50, limit: 2 },
    ])
    const who = await shopper(t)
    for (const sku of [soldOut!, moving!, leaving!]) await append(who, sku, 1)
    await append(who, limited!, 3)
    await setSku(t, soldOut!, { stock: 0 })
    await setSku(t, moving!, { price: 1_800 })
    await db.delete(skus).where(eq(skus.id, leaving!))
    await catalogueChanged(t)
    const cart = await locate(t, who)
    const line = (skuId: number) => cart.goods.find((l) => l.skuId === skuId)!
    expect(line(soldOut!)).toMatchObject({
      status: 'soldOut',
      reason: '商品已售罄',
      sellOut: true,
      stock: 0,
      inTotals: false,
    })
    expect(line(moving!)).toMatchObject({
      status: 'normal',
      priceChanged: true,
      priceWhenAdded: 2_000,
      price: 1_800,
      inTotals: true,
    })
    expect(line(leaving!)).toMatchObject({
      status: 'unavailable',
      reason: '商品已下架',
      inTotals: false,
      originAmount: 0,
    })
    expect(line(limited!)).toMatchObject({ status: 'limitExceeded', reason: '每人限购2件', inTotals: true })
    expect(cart.totalOriginAmount).toBe(1_800 + 3 * 500)
    expect(cart.cartNotices).toEqual(
      expect.arrayContaining(['部分商品已售罄或已下架，未计入结算', '部分商品价格有变动']),
    )
    // Changing the line is seeing its price: the flag goes.
    const updated = await t.call(cartUpdate, { token: who.token, body: { skuId: moving, quantity: 2 } })
    expect(updated.body.goods.find((l) => l.skuId === moving)).toMatchObject({
      priceChanged: false,
      priceWhenAdded: 1_800,
    })
  })

  it('keeps each customer to their own lines', async () => {
    const [mine, theirs] = [await shopper(t), await shopper(t)]
    await append(mine, plain!, 2)
    expect((await t.call(cartUpdate, { token: theirs.token, body: { skuId: plain, quantity: 5 } })).body.code).toBe(
      'cartLineNotFound',
    )
    await t.call(cartRemove, { token: theirs.token, body: { skuIds: [plain] } })
    await t.call(cartSelect, { token: theirs.token, body: { skuIds: 'all', selected: false } })
    expect((await locate(t, theirs)).goods).toEqual([])
    expect((await locate(t, mine)).goods.map((l) => [l.skuId, l.quantity, l.selected])).toEqual([[plain, 2, true]])
  })
})

describe('batch appends', () => {
  it('batchAppend adds all or nothing; noBreak adds what it can and reports the rest', async () => {
    const who = await shopper(t)
    const items = [
      { skuId: plain, quantity: 1 },
      { skuId: 999_999, quantity: 1 },
      { skuId: scarce, quantity: 3 },
    ]
    const refused = await t.call(cartBatchAppend, { token: who.token, body: { items } })
    expect(refused).toMatchObject({ status: 400, body: { code: 'cartItemsRefused' } })
    expect(refused.body.details).toEqual({
      items: [
        { skuId: 999_999, quantity: 1, code: 'skuNotFound', reason: '商品规格不存在或已下架' },
        { skuId: scarce, quantity: 3, code: 'stockInsufficient', reason: '部分商品库存不足' },
      ],
    })
    expect(await linesOf(who)).toEqual([])

    const partly = await t.call(cartBatchAppendNoBreak, { token: who.token, body: { items } })
    expect(partly.status).toBe(200)
    expect(partly.body.refused.map((r) => r.skuId)).toEqual([999_999, scarce])
    expect(partly.body.cart.goods.map((l) => [l.skuId, l.quantity])).toEqual([[plain, 1]])

    const whole = await t.call(cartBatchAppend, {
      token: who.token,
      body: {
        items: [
          { skuId: plain, quantity: 1 },
          { skuId: second, quantity: 2 },
        ],
      },
    })
    expect(whole.body.cartItemNum).toBe(4)
  })
})

describe('pricing choices', () => {
  it('applies a coupon (the best one unless chosen), points, a promotion code, an add-on and a card', async () => {
    const who = await shopper(t)
    const coupon = (
      await t.call(receiveCoupon, {
        token: who.token,
        params: { templateId: await couponTemplateId(t, 'SHOP-199-30') },
      })
    ).body
    await givePoints(t, who.customerId, 1_000)
    await append(who, plain!, 2)

    const auto = await locate(t, who)
    expect(auto).toMatchObject({
      selectedCouponId: coupon.id,
      couponAutoSelected: true,
      totalBenefitAmount: 3_000,
      pointsBalance: 1_000,
      usablePoints: 1_000,
    })
    expect(auto.coupons.usable[0]).toMatchObject({ id: coupon.id, selected: true, tag: '满减券', benefitAmount: 3_000 })
    expect((await locate(t, who, { couponId: null })).totalBenefitAmount).toBe(0)

    const offer = auto.selectGifts.find((o) => o.code === 'one_more_item')!
    expect(offer).toMatchObject({ eligible: true, swapPrice: 990, tag: '随手带一件' })
    const full = await locate(t, who, {
      usePoints: true,
      promotionCode: 'lanji10',
      selectGifts: [{ promotionId: offer.promotionId, skuId: offer.skuId, quantity: 1 }],
      customCard: { from: '小澜', content: '生日快乐', to: '妈妈' },
    })
    const addOn = full.goods.find((l) => l.addOnOf === offer.promotionId)!
    expect(addOn).toMatchObject({ skuId: offer.skuId, inTotals: true, actualAmount: expect.any(Number), addedAt: null })
    expect(addOn.originAmount - addOn.benefitAmount).toBe(addOn.actualAmount)
    expect(full).toMatchObject({
      promotionCode: 'LANJI10',
      promotionCodeInvalid: false,
      totalRealPayPoints: 1_000,
      totalPointsToAmount: 1_000,
    })
    expect(full.customCard).toEqual({ from: '小澜', content: '生日快乐', to: '妈妈' })
    expect(full.adjustments.map((a) => a.source)).toEqual(expect.arrayContaining(['promotionCode', 'coupon']))
    expect(full.totalRealPayAmount).toBe(
      full.totalOriginAmount - full.totalBenefitAmount - full.totalPointsToAmount + full.actualShippingPrice,
    )
    expect(full.cartItemNum).toBe(3)

    const invalid = await locate(t, who, { promotionCode: 'NOPE' })
    expect(invalid).toMatchObject({ promotionCodeInvalid: true, promotionCodeInvalidReason: '优惠码无效' })

    // The order keeps what locate showed, add-on included; the add-on never was a cart line.
    const ordered = await t.call(cartSubmit, {
      token: who.token,
      body: {
        usePoints: true,
        promotionCode: 'lanji10',
        selectGifts: [{ promotionId: offer.promotionId, skuId: offer.skuId, quantity: 1 }],
        customCard: { from: '小澜', content: '生日快乐', to: '妈妈' },
        addressId: who.addressId,
        idempotencyKey: key(),
        quote: full.quote,
      },
    })
    expect(ordered.status, JSON.stringify(ordered.body)).toBe(200)
    expect(ordered.body.totalRealPayAmount).toBe(full.totalRealPayAmount)
    const detail = await t.call(orderSimpleDetailRoute, { token: who.token, params: { id: ordered.body.orderId } })
    expect(detail.body).toMatchObject({
      goodsNum: 3,
      totalPointsToAmount: 1_000,
      totalBenefitAmount: full.totalBenefitAmount,
    })
    expect(await linesOf(who)).toEqual([])
  })

  it('buy-now and multi-buy-now price without touching the cart', async () => {
    const who = await shopper(t)
    await append(who, second!, 1)
    const before = await linesOf(who)
    const one = await t.call(buyNowLocate, { token: who.token, body: { skuId: plain, quantity: 2 } })
    expect(one.body).toMatchObject({ cartItemNum: 2, totalOriginAmount: 25_800 })
    expect(one.body.goods).toMatchObject([{ skuId: plain, quantity: 2, addedAt: null, priceWhenAdded: null }])
    const several = await t.call(multiBuyNowLocate, {
      token: who.token,
      body: {
        items: [
          { skuId: plain, quantity: 1 },
          { skuId: scarce, quantity: 1 },
        ],
      },
    })
    expect(several.body.totalOriginAmount).toBe(12_900 + 3_000)
    expect((await t.call(buyNowLocate, { token: who.token, body: { skuId: 999_999, quantity: 1 } })).body.code).toBe(
      'skuNotFound',
    )
    expect(await linesOf(who)).toEqual(before)
  })
})

describe('the reservation list', () => {
  it('lists the lines of goods with a flash sale on, by pages of at most 100', async () => {
    const [onSale] = await makeSkus(t, [{ price: 9_900, stock: 20, sale: { price: 5_900, inventory: 10 } }])
    const who = await shopper(t)
    await append(who, onSale!, 1)
    await append(who, plain!, 1)
    const listed = await t.call(cartReservation, { token: who.token, query: { page: '0', size: '100' } })
    expect(listed.status).toBe(200)
    expect(listed.body).toMatchObject({
      totalElements: 1,
      size: 100,
      content: [{ skuId: onSale, activityPrice: 5_900, activity: { status: 2, type: 'sec_kill' } }],
    })
    expect((await t.call(cartReservation, { token: who.token, query: { size: '101' } })).status).toBe(400)
  })
})

describe('cart/locate queries', () => {
  it('issues the same number of SQL queries for 1 line and for 50', async () => {
    const fifty = await makeSkus(
      t,
      Array.from({ length: 50 }, (_, i) => ({ price: 1_000 + i, stock: 10, limit: i % 2 ? 5 : undefined }) as const),
    )
    const [one, many] = [await shopper(t), await shopper(t)]
    await append(one, fifty[1]!, 1) // with a limit, as half of the fifty: what was bought before is read
    const added = await t.call(cartBatchAppend, {
      token: many.token,
      body: { items: fifty.map((skuId) => ({ skuId, quantity: 1 })) },
    })
    expect(added.body.goods).toHaveLength(50)
    await locate(t, one) // the read model is current: what follows is the cart's own reads
    const queriesOf = async (who: Shopper) => {
      const before = t.queryCount()
      await locate(t, who, { usePoints: true, promotionCode: 'VIP95' })
      return t.queryCount() - before
    }
    const [forOne, forFifty] = [await queriesOf(one), await queriesOf(many)]
    expect(forFifty).toBe(forOne)
    // lines, coupons, points, the code, bought before, the year card, the address (the promotions are in memory)
    expect(forOne).toBe(7)
  })
})

describe('bad input', () => {
  const id = 1
  const item = { skuId: id, quantity: 1 }
  const submit = { addressId: id, idempotencyKey: 'k-12345678', quote: 'q'.repeat(22) }
  const cases: [string, RouteDef, object | undefined, Record<string, string>?][] = [
    ['append without quantity', cartAppend, { skuId: id }],
    ['append with a text sku', cartAppend, { skuId: 'abc', quantity: 1 }],
    ['append with a price', cartAppend, { ...item, price: 1 }],
    ['append 0 units', cartAppend, { skuId: id, quantity: 0 }],
    ['append 1.5 units', cartAppend, { skuId: id, quantity: 1.5 }],
    ['append 1000 units', cartAppend, { skuId: id, quantity: 1_000 }],
    ['update with an extra field', cartUpdate, { ...item, selected: true }],
    ['select nothing', cartSelect, { skuIds: [], selected: true }],
    ['select some', cartSelect, { skuIds: 'some', selected: true }],
    ['select without the choice', cartSelect, { skuIds: 'all' }],
    ['remove nothing', cartRemove, { skuIds: [] }],
    ['remove 201 lines', cartRemove, { skuIds: Array.from({ length: 201 }, (_, i) => i + 1) }],
    ['batch of nothing', cartBatchAppend, { items: [] }],
    ['batch of 51', cartBatchAppend, { items: Array.from({ length: 51 }, (_, i) => ({ skuId: i + 1, quantity: 1 })) }],
    ['batch with a SKU twice', cartBatchAppendNoBreak, { items: [item, item] }],
    ['batch item with a price', cartBatchAppendNoBreak, { items: [{ ...item, price: 1 }] }],
    ['locate with a total', cartLocate, { totalRealPayAmount: 1 }],
    ['locate with a text coupon', cartLocate, { couponId: 'best' }],
    ['locate with points as text', cartLocate, { usePoints: 'yes' }],
    ['locate with a long code', cartLocate, { promotionCode: 'X'.repeat(33) }],
    [
      'locate with an add-on priced',
      cartLocate,
      { selectGifts: [{ promotionId: 1, skuId: 1, quantity: 1, swapPrice: 1 }] },
    ],
    ['submit without an address', cartSubmit, { idempotencyKey: 'k-12345678', quote: 'q'.repeat(22) }],
    ['submit without a key', cartSubmit, { addressId: id, quote: 'q'.repeat(22) }],
    ['submit with a short key', cartSubmit, { ...submit, idempotencyKey: 'abc' }],
    ['submit without a quote', cartSubmit, { addressId: id, idempotencyKey: 'k-12345678' }],
    ['submit with a long remark', cartSubmit, { ...submit, remark: '备'.repeat(101) }],
    ['submit from an unknown channel', cartSubmit, { ...submit, channel: 'pc' }],
    ['submit with a price', cartSubmit, { ...submit, price: 1 }],
    ['buy now without quantity', buyNowLocate, { skuId: id }],
    ['buy now with a price', buyNowSubmit, { ...item, ...submit, price: 1 }],
    ['multi buy now without items', multiBuyNowLocate, {}],
    ['multi buy now with a total', multiBuyNowSubmit, { items: [item], ...submit, totalRealPayAmount: 0 }],
    ['reservation page 101 long', cartReservation, undefined, { size: '101' }],
    ['reservation with another filter', cartReservation, undefined, { status: 'all' }],
  ]
  it.each(cases)('%s is refused (400 validationFailed)', async (_, def, body, query) => {
    const answer = await t.call(def, { token: me.token, ...(body !== undefined && { body }), ...(query && { query }) })
    expect(answer).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })

  it.each([
    ['buy again', buyAgain, 'abc'],
    ['simple detail', orderSimpleDetailRoute, '0'],
  ] as const)('%s with a bad order id is refused', async (_, def, bad) => {
    expect((await t.call(def, { token: me.token, params: { id: bad } })).status).toBe(400)
  })

  it('refuses a staff token and no token on the cart', async () => {
    const staff = await t.loginStaff()
    for (const def of [cartLocate, cartAppend, cartSubmit, buyNowSubmit, cartReservation] as RouteDef[]) {
      expect((await t.call(def, { token: staff, body: {} })).status).toBe(401)
      expect((await t.call(def, { body: {} })).status).toBe(401)
      expect((await t.call(def, { token: me.token, body: {}, storeCode: 'elsewhere' })).status).toBe(404)
    }
  })
})
