import { eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  availableCoupons,
  customerCouponDetail,
  customerCoupons,
  receiveCoupon,
  registerReceive,
  type CustomerCouponStatus,
} from '@shop/contracts'
import { DomainError, priceCart, type PricingRules } from '@shop/domain'
import { createTestApp } from '../../../test/harness'
import { demoCatalogueIds } from '../catalogue'
import { skus } from '../catalogue/catalogue.tables'
import { DEMO_CAMPAIGN } from './coupons.seed'
import { createCouponsService } from './coupons.service'
import { couponTemplates, customerCoupons as customerCouponsTable } from './coupons.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database
const coupons = createCouponsService({ db, clock: t.clock })

const DAY = 86_400_000
const iso = (ms: number) => new Date(ms).toISOString()

let templates = 0
/** A template with the test's terms: by default 满100减10, 7 days from receiving, one per customer. */
const template = async (terms: Partial<typeof couponTemplates.$inferInsert> = {}) => {
  const [row] = await db
    .insert(couponTemplates)
    .values({
      code: `TEST-${++templates}`,
      title: '满100减10',
      promotionType: 1,
      promotionValue: 1000,
      threshold: 10000,
      validDays: 7,
      ...terms,
    })
    .returning()
  return row!
}

const customer = async () => {
  const session = await t.loginCustomer()
  return { token: session.jwtString, id: session.customerId }
}

const receive = (token: string, templateId: number) => t.call(receiveCoupon, { token, params: { templateId } })

const received = async (token: string, templateId: number) => {
  const answer = await receive(token, templateId)
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

const wallet = async (token: string, status: CustomerCouponStatus, page = 0, size = 20) =>
  (await t.call(customerCoupons, { token, query: { status, page: String(page), size: String(size) } })).body

const order = (name: string) => `${name}-${Math.random().toString(36).slice(2, 10)}`

describe('the demo templates', () => {
  it('offer all four types, the gift coupons naming demo goods; the campaign is not on offer', async () => {
    const offered = new Map((await t.call(availableCoupons, { query: {} })).body.map((c) => [c.title, c]))
    expect(offered.get('满199减30')).toMatchObject({
      promotionType: 1,
      displayValue: '30',
      threshold: 19900,
      validDays: 30,
    })
    expect(offered.get('满300享8.5折')).toMatchObject({
      promotionType: 2,
      displayValue: '8.5',
      threshold: 30000,
      validDays: null,
    })
    const { goods } = await demoCatalogueIds(db)
    const kit = offered.get('满399赠旅行装')
    expect(kit).toMatchObject({
      promotionType: 3,
      threshold: 39900,
      gifts: [{ goodsId: goods.get('LJTRY04'), name: '澜肌护肤旅行套装', quantity: 1 }],
    })
    const [kitSku] = await db.select().from(skus).where(eq(skus.id, kit!.gifts[0]!.skuId))
    expect(kitSku?.goodsId).toBe(goods.get('LJTRY04'))
    expect(offered.get('精华体验装礼品券')).toMatchObject({
      promotionType: 4,
      scope: { all: false, goodsIds: [goods.get('LJTRY01')] },
    })
    expect([...offered.keys()].filter((title) => title.startsWith('新人'))).toEqual([])
  })
})

describe('receiveCoupon/{templateId}', () => {
  it('gives a coupon with the spec fields and a window of validDays from now', async () => {
    const tpl = await template({
      title: '满199减30',
      description: '全场通用',
      promotionValue: 3000,
      threshold: 19900,
      validDays: 30,
    })
    const { token, id } = await customer()
    const coupon = await received(token, tpl.id)
    const now = t.clock.now().getTime()
    expect(coupon).toEqual({
      id: expect.any(Number),
      couponId: coupon.id,
      customerId: id,
      status: 'usable',
      templateId: tpl.id,
      couponTemplateId: tpl.id,
      title: '满199减30',
      description: '全场通用',
      promotionType: 1,
      promotionValue: 3000,
      threshold: 19900,
      tag: '满减券',
      displayValue: '30',
      condition: '满199元可用',
      scope: { all: true, goodsIds: [], skuIds: [], summary: '全场通用' },
      gifts: [],
      validFrom: iso(now),
      validTo: iso(now + 30 * DAY),
      receivedAt: iso(now),
      orderId: null,
      usedAt: null,
      buyGiftActivityId: null,
    })
    const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, tpl.id))
    expect(row!.issuedCount).toBe(1)
  })

  it.each([
    [
      '满折券',
      { promotionType: 2, promotionValue: 0.85, threshold: 30000 },
      { tag: '满折券', displayValue: '8.5', condition: '满300元可用' },
    ],
    [
      'an odd rate',
      { promotionType: 2, promotionValue: 0.888, threshold: 0 },
      { tag: '满折券', displayValue: '8.88', condition: '无门槛' },
    ],
    [
      '满减 in fen',
      { promotionType: 1, promotionValue: 1250, threshold: 9950 },
      { tag: '满减券', displayValue: '12.5', condition: '满99.5元可用' },
    ],
    [
      '赠品券',
      {
        promotionType: 3,
        promotionValue: 0,
        threshold: 39900,
        gifts: [{ skuId: 7, goodsId: 3, name: '旅行装', quantity: 1, costPrice: 2500 }],
      },
      {
        tag: '赠品券',
        displayValue: '赠品',
        gifts: [{ skuId: 7, goodsId: 3, name: '旅行装', quantity: 1, costPrice: 2500 }],
      },
    ],
    [
      '礼品券 for some goods',
      { promotionType: 4, promotionValue: 0, threshold: 0, goodsIds: [11], skuIds: [31, 32] },
      {
        tag: '礼品券',
        displayValue: '礼品',
        scope: { all: false, goodsIds: [11], skuIds: [31, 32], summary: '指定商品可用' },
      },
    ],
  ])('shows a %s as its ticket does', async (_, terms, shown) => {
    const tpl = await template(terms)
    const { token } = await customer()
    expect(await received(token, tpl.id)).toMatchObject({
      promotionType: terms.promotionType,
      promotionValue: terms.promotionValue,
      ...shown,
    })
  })

  it("keeps a fixed window as the template's", async () => {
    const from = t.clock.now().getTime() + DAY
    const tpl = await template({ validDays: null, validFrom: new Date(from), validTo: new Date(from + 10 * DAY) })
    const { token } = await customer()
    expect(await received(token, tpl.id)).toMatchObject({
      status: 'usable',
      validFrom: iso(from),
      validTo: iso(from + 10 * DAY),
    })
  })

  it('keeps to the per-customer limit', async () => {
    const tpl = await template({ perCustomerLimit: 2 })
    const { token } = await customer()
    await received(token, tpl.id)
    await received(token, tpl.id)
    expect(await receive(token, tpl.id)).toMatchObject({
      status: 409,
      body: { code: 'couponLimitReached', message: '您已领取过该优惠券' },
    })
    const other = await customer()
    await received(other.token, tpl.id)
  })

  it('hands out exactly the total quantity when 50 customers receive at once', async () => {
    const tpl = await template({ totalQuantity: 10 })
    const tokens = await Promise.all(Array.from({ length: 50 }, async () => (await customer()).token))
    const answers = await Promise.all(tokens.map((token) => receive(token, tpl.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(10)
    expect(answers.filter((a) => a.status === 409 && a.body.code === 'couponSoldOut')).toHaveLength(40)
    const [row] = await db.select().from(couponTemplates).where(eq(couponTemplates.id, tpl.id))
    expect(row!.issuedCount).toBe(10)
    expect(await db.$count(customerCouponsTable, eq(customerCouponsTable.templateId, tpl.id))).toBe(10)
  })

  it('hands out exactly the per-customer limit when one customer receives 20 times at once', async () => {
    const tpl = await template({ perCustomerLimit: 3, totalQuantity: 100 })
    const { token } = await customer()
    const answers = await Promise.all(Array.from({ length: 20 }, () => receive(token, tpl.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(3)
    expect(answers.filter((a) => a.body.code === 'couponLimitReached')).toHaveLength(17)
    expect((await wallet(token, 'usable')).totalElements).toBe(3)
  })

  it('refuses templates that are stopped, over, campaign-only or unknown', async () => {
    const { token } = await customer()
    const now = t.clock.now().getTime()
    const stopped = await template({ active: false })
    const over = await template({ validDays: null, validFrom: new Date(now - 10 * DAY), validTo: new Date(now) })
    const campaignOnly = await template({ campaign: 'ADS-ONLY' })
    expect(await receive(token, stopped.id)).toMatchObject({
      status: 400,
      body: { code: 'couponNotReceivable', message: '该优惠券暂不可领取' },
    })
    expect(await receive(token, over.id)).toMatchObject({ status: 400, body: { code: 'couponNotReceivable' } })
    expect(await receive(token, campaignOnly.id)).toMatchObject({ status: 404, body: { code: 'notFound' } })
    expect(await receive(token, 2_000_000_000)).toMatchObject({ status: 404, body: { code: 'notFound' } })
    expect((await t.call(receiveCoupon, { token, params: { templateId: 'abc' } })).body.code).toBe('validationFailed')
    expect((await t.call(receiveCoupon, { token, params: { templateId: '-1' } })).body.code).toBe('validationFailed')
  })

  it('needs a customer token and the store code', async () => {
    const tpl = await template()
    expect(await t.call(receiveCoupon, { params: { templateId: tpl.id } })).toMatchObject({
      status: 401,
      body: { code: '401' },
    })
    const staff = await t.loginStaff()
    expect((await t.call(receiveCoupon, { token: staff, params: { templateId: tpl.id } })).status).toBe(401)
    const { token } = await customer()
    expect(
      (await t.call(receiveCoupon, { token, params: { templateId: tpl.id }, storeCode: 'elsewhere' })).body.code,
    ).toBe('storeNotFound')
    expect((await t.call(customerCoupons, { token: staff })).status).toBe(401)
  })
})

describe('receiveCoupon/registerReceive', () => {
  it("gives the demo campaign's coupons once; the second call gives nothing and says so", async () => {
    const { token } = await customer()
    const first = await t.call(registerReceive, { token, query: { param: DEMO_CAMPAIGN } })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ received: true, message: '已领取2张优惠券' })
    expect(first.body.coupons.map((c) => [c.title, c.status])).toEqual([
      ['新人专享 满99减20', 'usable'],
      ['新人无门槛5元券', 'usable'],
    ])
    const again = await t.call(registerReceive, { token, query: { param: DEMO_CAMPAIGN } })
    expect(again.body).toEqual({ received: false, coupons: [], message: '您已领取过本活动的优惠券' })
    expect((await wallet(token, 'usable')).totalElements).toBe(2)
  })

  it('gives a campaign once when the same customer asks five times at once', async () => {
    await template({ campaign: 'BURST', perCustomerLimit: 5 })
    const { token } = await customer()
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => t.call(registerReceive, { token, query: { param: 'BURST' } })),
    )
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200])
    expect(answers.filter((a) => a.body.received)).toHaveLength(1)
    expect((await wallet(token, 'usable')).totalElements).toBe(1)
  })

  it('skips sold-out coupons, and records nothing when none is left to give', async () => {
    const kept = await template({ campaign: 'SCARCE', totalQuantity: 1, title: '稀缺' })
    await template({ campaign: 'SCARCE', title: '充足' })
    const first = await customer()
    expect(
      (await t.call(registerReceive, { token: first.token, query: { param: 'SCARCE' } })).body.coupons,
    ).toHaveLength(2)
    const second = await customer()
    const partly = await t.call(registerReceive, { token: second.token, query: { param: 'SCARCE' } })
    expect(partly.body.coupons.map((c) => c.title)).toEqual(['充足'])

    await template({ campaign: 'GONE', totalQuantity: 1 })
    const late = await customer()
    await t.call(registerReceive, { token: first.token, query: { param: 'GONE' } })
    expect(await t.call(registerReceive, { token: late.token, query: { param: 'GONE' } })).toMatchObject({
      status: 409,
      body: { code: 'couponSoldOut' },
    })
    // Nothing was recorded: when the shop adds stock, the late customer still gets it.
    await db.update(couponTemplates).set({ totalQuantity: 2 }).where(eq(couponTemplates.campaign, 'GONE'))
    expect((await t.call(registerReceive, { token: late.token, query: { param: 'GONE' } })).body.received).toBe(true)
    expect(kept.id).toBeGreaterThan(0)
  })

  it('answers couponCampaignNotFound for an unknown, stopped or ended campaign', async () => {
    const now = t.clock.now().getTime()
    await template({ campaign: 'STOPPED', active: false })
    await template({
      campaign: 'ENDED',
      validDays: null,
      validFrom: new Date(now - 2 * DAY),
      validTo: new Date(now - DAY),
    })
    const { token } = await customer()
    for (const param of ['NOPE', 'STOPPED', 'ENDED']) {
      expect(await t.call(registerReceive, { token, query: { param } })).toMatchObject({
        status: 404,
        body: { code: 'couponCampaignNotFound', message: '活动不存在或已结束' },
      })
    }
  })

  it.each([
    ['no param', {}],
    ['an empty param', { param: '' }],
    ['a param of 129 characters', { param: 'A'.repeat(129) }],
    ['an unknown query field', { param: DEMO_CAMPAIGN, channel: 'ad' }],
  ])('refuses %s', async (_, query) => {
    const { token } = await customer()
    expect(await t.call(registerReceive, { token, query })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
  })
})

describe('customer/coupon (the wallet)', () => {
  it('files coupons under usable, expired and used by the clock, expiring first', async () => {
    const short = await template({ title: '一天券', validDays: 1 })
    const long = await template({ title: '五天券', validDays: 5 })
    const spent = await template({ title: '用掉的' })
    const { token, id } = await customer()
    const a = await received(token, long.id)
    const b = await received(token, short.id)
    const c = await received(token, spent.id)
    await db.transaction((tx) => coupons.consume(tx, { customerId: id, couponId: String(c.id), orderId: 'W-1' }))

    expect((await wallet(token, 'usable')).content.map((x) => x.id)).toEqual([b.id, a.id])
    expect((await wallet(token, 'expired')).content).toEqual([])
    expect((await wallet(token, 'used')).content).toMatchObject([
      { id: c.id, status: 'used', orderId: 'W-1', usedAt: iso(t.clock.now().getTime()) },
    ])

    t.clock.advance(DAY - 1)
    expect((await wallet(token, 'usable')).content.map((x) => x.id)).toEqual([b.id, a.id])
    t.clock.advance(1)
    expect((await wallet(token, 'usable')).content.map((x) => x.id)).toEqual([a.id])
    expect((await wallet(token, 'expired')).content).toMatchObject([{ id: b.id, status: 'expired' }])
    expect((await t.call(customerCouponDetail, { token, params: { id: b.id } })).body.status).toBe('expired')

    t.clock.advance(4 * DAY)
    expect((await wallet(token, 'usable')).content).toEqual([])
    expect((await wallet(token, 'expired')).content.map((x) => x.id)).toEqual([a.id, b.id])
    expect((await wallet(token, 'used')).content.map((x) => x.id)).toEqual([c.id])
  })

  it('pages, usable by default', async () => {
    const tpl = await template({ perCustomerLimit: 5 })
    const { token } = await customer()
    for (let i = 0; i < 5; i++) await received(token, tpl.id)
    const page1 = await wallet(token, 'usable', 1, 2)
    expect(page1).toMatchObject({ page: 1, size: 2, totalElements: 5, totalPages: 3 })
    expect(page1.content).toHaveLength(2)
    const whole = await t.call(customerCoupons, { token, query: { page: '0', size: '1000' } })
    expect(whole.body.content).toHaveLength(5)
    expect(new Set([...page1.content, ...whole.body.content].map((c) => c.id)).size).toBe(5)
  })

  it.each([
    ['an unknown status', { status: 'locked' }],
    ['a size of 1001', { size: '1001' }],
    ['a negative page', { page: '-1' }],
    ['a size of 0', { size: '0' }],
    ['an unknown field', { sort: 'id' }],
  ])('refuses %s', async (_, query) => {
    const { token } = await customer()
    expect(await t.call(customerCoupons, { token, query })).toMatchObject({
      status: 400,
      body: { code: 'validationFailed' },
    })
  })

  it("answers notFound for another customer's coupon", async () => {
    const tpl = await template()
    const owner = await customer()
    const coupon = await received(owner.token, tpl.id)
    const other = await customer()
    expect(await t.call(customerCouponDetail, { token: other.token, params: { id: coupon.id } })).toMatchObject({
      status: 404,
      body: { code: 'notFound' },
    })
    expect((await t.call(customerCouponDetail, { token: owner.token, params: { id: coupon.id } })).body).toEqual(coupon)
    expect((await t.call(customerCouponDetail, { token: owner.token, params: { id: 'x' } })).status).toBe(400)
  })
})

describe('coupon/available', () => {
  it('offers receivable templates covering the goods asked, with what the customer holds', async () => {
    const now = t.clock.now().getTime()
    const everywhere = await template({ title: '全场' })
    const forGoods = await template({ title: '指定商品', goodsIds: [101] })
    const forSku = await template({ title: '指定规格', skuIds: [5001] })
    const scarce = await template({ title: '限量', totalQuantity: 1 })
    const hidden = [
      await template({ active: false }),
      await template({ campaign: 'HIDDEN' }),
      await template({ validDays: null, validFrom: new Date(now - 2 * DAY), validTo: new Date(now - 1) }),
    ]
    const ids = async (query: Record<string, string>, token?: string) => {
      const answer = await t.call(availableCoupons, { query, ...(token && { token }) })
      expect(answer.status).toBe(200)
      return answer.body.map((c) => c.templateId)
    }
    const shop = await ids({})
    expect(shop).toEqual(expect.arrayContaining([everywhere.id, forGoods.id, forSku.id, scarce.id]))
    for (const h of hidden) expect(shop).not.toContain(h.id)

    const goods101 = await ids({ goodsId: '101' })
    expect(goods101).toEqual(expect.arrayContaining([everywhere.id, forGoods.id]))
    expect(goods101).not.toContain(forSku.id)
    const goods102 = await ids({ goodsId: '102', skuIds: '5002,5001' })
    expect(goods102).toEqual(expect.arrayContaining([everywhere.id, forSku.id]))
    expect(goods102).not.toContain(forGoods.id)

    const { token } = await customer()
    await received(token, scarce.id)
    const mine = (await t.call(availableCoupons, { token, query: {} })).body
    expect(mine.find((c) => c.templateId === scarce.id)).toMatchObject({
      remaining: 0,
      received: 1,
      perCustomerLimit: 1,
      receivable: false,
    })
    expect(mine.find((c) => c.templateId === everywhere.id)).toMatchObject({
      remaining: null,
      received: 0,
      receivable: true,
      validDays: 7,
      validFrom: null,
      validTo: null,
      tag: '满减券',
    })
    const visitor = (await t.call(availableCoupons, { query: {} })).body
    expect(visitor.find((c) => c.templateId === scarce.id)).toMatchObject({ received: 0, receivable: false })
  })

  it.each([
    ['letters in skuIds', { skuIds: 'a,b' }],
    ['an empty skuIds', { skuIds: '' }],
    ['a goods id of 0', { goodsId: '0' }],
    ['an unknown field', { categoryId: '1' }],
  ])('refuses %s', async (_, query) => {
    expect(await t.call(availableCoupons, { query })).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })
})

describe('the checkout interface', () => {
  const rules: PricingRules = {
    points: { pointsPerYuan: 100, maxPayableShare: 0.5 },
    shipping: { baseFee: 1000, freeThreshold: 9900 },
    cartMaxQuantity: 99,
  }
  const line = { skuId: '5001', goodsId: '101', quantity: 1, price: 25000, marketingPrice: 30000, selected: true }

  it('maps usable coupons to the pricing engine, which applies them', async () => {
    const now = t.clock.now().getTime()
    const off = await template({ title: '满200减30', promotionValue: 3000, threshold: 20000, skuIds: [5001] })
    const later = await template({ validDays: null, validFrom: new Date(now + DAY), validTo: new Date(now + 2 * DAY) })
    const gift = await template({
      promotionType: 3,
      promotionValue: 0,
      threshold: 0,
      gifts: [{ skuId: 9, goodsId: 4, name: '旅行装', quantity: 1, costPrice: 2500 }],
    })
    const spent = await template()
    const { token, id } = await customer()
    const a = await received(token, off.id)
    const b = await received(token, later.id)
    const c = await received(token, gift.id)
    const d = await received(token, spent.id)
    await db.transaction((tx) =>
      coupons.consume(tx, { customerId: id, couponId: String(d.id), orderId: order('used') }),
    )

    const candidates = await coupons.candidatesFor(id, t.clock.now())
    expect(candidates.map((x) => x.id).sort()).toEqual([a.id, b.id, c.id].map(String).sort())
    expect(candidates.find((x) => x.id === String(a.id))).toEqual({
      id: String(a.id),
      templateId: String(off.id),
      title: '满200减30',
      promotionType: 1,
      promotionValue: 3000,
      threshold: 20000,
      validFrom: now,
      validTo: now + 7 * DAY,
      scope: { goodsIds: [], skuIds: ['5001'] },
    })
    expect(candidates.find((x) => x.id === String(c.id))).toMatchObject({
      scope: 'all',
      gifts: [{ skuId: '9', goodsId: '4', name: '旅行装', quantity: 1, costPrice: 2500 }],
    })

    const cart = priceCart({ lines: [line], coupons: candidates, rules }, { now })
    expect(cart.selectedCouponId).toBe(String(a.id))
    expect(cart.totalActualAmount).toBe(22000)
    expect(cart.coupons.unusable.find((o) => o.id === String(b.id))?.reason).toBe('不在有效期内')

    t.clock.advance(7 * DAY)
    expect(await coupons.candidatesFor(id, t.clock.now())).toEqual([])
  })

  it('consumes a coupon once when two orders submit it at once', async () => {
    const tpl = await template()
    const { token, id } = await customer()
    const coupon = await received(token, tpl.id)
    const submits = await Promise.allSettled(
      ['A', 'B'].map((name) =>
        db.transaction((tx) =>
          coupons.consume(tx, { customerId: id, couponId: String(coupon.id), orderId: order(name) }),
        ),
      ),
    )
    expect(submits.filter((s) => s.status === 'fulfilled')).toHaveLength(1)
    const refused = submits.find((s) => s.status === 'rejected')
    expect((refused as PromiseRejectedResult).reason).toMatchObject({
      code: 'couponUnavailable',
      message: '优惠券不可用',
    })
    expect((await wallet(token, 'used')).content.map((c) => c.id)).toEqual([coupon.id])
  })

  it("refuses another customer's coupon, a spent one, one outside its window and an id that is no number", async () => {
    const now = t.clock.now().getTime()
    const { token, id } = await customer()
    const other = await customer()
    const theirs = await received(other.token, (await template()).id)
    const notYet = await received(
      token,
      (await template({ validDays: null, validFrom: new Date(now + 2 * DAY), validTo: new Date(now + 3 * DAY) })).id,
    )
    const mine = await received(token, (await template()).id)
    await db.transaction((tx) =>
      coupons.consume(tx, { customerId: id, couponId: String(mine.id), orderId: order('first') }),
    )
    const expiring = await received(token, (await template({ validDays: 1 })).id)
    t.clock.advance(DAY)

    for (const couponId of [theirs.id, notYet.id, mine.id, expiring.id, 'abc', '0', '1.5']) {
      const attempt = db.transaction((tx) =>
        coupons.consume(tx, { customerId: id, couponId: String(couponId), orderId: order('x') }),
      )
      await expect(attempt).rejects.toBeInstanceOf(DomainError)
      await expect(attempt).rejects.toMatchObject({ code: 'couponUnavailable' })
    }
    expect((await t.call(customerCouponDetail, { token: other.token, params: { id: theirs.id } })).body.status).toBe(
      'usable',
    )
  })

  it("is undone with the order's transaction", async () => {
    const { token, id } = await customer()
    const coupon = await received(token, (await template()).id)
    const failing = db.transaction(async (tx) => {
      await coupons.consume(tx, { customerId: id, couponId: String(coupon.id), orderId: order('rolled-back') })
      throw new Error('stock ran out')
    })
    await expect(failing).rejects.toThrow('stock ran out')
    expect((await t.call(customerCouponDetail, { token, params: { id: coupon.id } })).body).toMatchObject({
      status: 'usable',
      orderId: null,
    })
  })

  it('gives the coupon back once on cancel or refund; past its window it comes back expired', async () => {
    const { token, id } = await customer()
    const coupon = await received(token, (await template({ validDays: 2 })).id)
    const orderId = order('cancelled')
    await db.transaction((tx) => coupons.consume(tx, { customerId: id, couponId: String(coupon.id), orderId }))

    expect(await db.transaction((tx) => coupons.release(tx, { orderId }))).toEqual({
      couponId: String(coupon.id),
      status: 'usable',
    })
    expect(await db.transaction((tx) => coupons.release(tx, { orderId }))).toBeNull()
    expect((await t.call(customerCouponDetail, { token, params: { id: coupon.id } })).body).toMatchObject({
      status: 'usable',
      orderId: null,
      usedAt: null,
    })

    // Used again by a second order: releasing the first order again does not touch it.
    const second = order('refunded')
    await db.transaction((tx) => coupons.consume(tx, { customerId: id, couponId: String(coupon.id), orderId: second }))
    expect(await db.transaction((tx) => coupons.release(tx, { orderId }))).toBeNull()
    t.clock.advance(3 * DAY)
    expect(await db.transaction((tx) => coupons.release(tx, { orderId: second }))).toEqual({
      couponId: String(coupon.id),
      status: 'expired',
    })
    expect((await wallet(token, 'expired')).content.map((c) => c.id)).toEqual([coupon.id])
    expect(await db.transaction((tx) => coupons.release(tx, { orderId: 'never-used' }))).toBeNull()
  })
})
