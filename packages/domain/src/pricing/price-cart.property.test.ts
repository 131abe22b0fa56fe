import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { DAY, NOW } from './cart.fixtures'
import { priceCart } from './price-cart'
import { inScope } from './scope'
import type { CartLineInput, CouponInput, GoodsScope, PricedCart, PricingInput, PromotionInput } from './types'

const RUNS = { numRuns: 1000 }
const SKUS = ['A', 'B', 'C', 'D', 'E', 'S', 'T']
const SWAP_IDS = ['W1', 'W2']

const fen = (max: number) => fc.integer({ min: 0, max })
const rate = fc.integer({ min: 1, max: 9999 }).map((n) => n / 10_000)
const scope: fc.Arbitrary<GoodsScope> = fc.oneof(
  fc.constant('all' as const),
  fc.record({ skuIds: fc.subarray(SKUS) }),
  fc.record({ goodsIds: fc.subarray(['g1', 'g2', 'g3']) }),
)
/** Mostly running now, sometimes not yet or no longer (days from now). */
const window = fc.record({ from: fc.constantFrom(-2, -1, -1, 0, 1), to: fc.constantFrom(-1, 0, 1, 1, 2) })
/** An arbitrary that gives `rare` about one time in five, and otherwise `usual`. */
const mostly = <T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 4 }, { arbitrary: rare, weight: 1 })

const lineArb = (skuId: string): fc.Arbitrary<CartLineInput> =>
  fc.record({
    skuId: fc.constant(skuId),
    goodsId: fc.constantFrom('g1', 'g2', 'g3'),
    quantity: fc.integer({ min: 1, max: 5 }),
    price: fen(30_000),
    marketingPrice: fen(40_000),
    selected: mostly(fc.constant(true), fc.constant(false)),
    activityPrice: mostly(fc.constant(null), fen(30_000)),
    // S and T are the swap items: mostly added through an offer, the other goods mostly not.
    addOnOf: ['S', 'T'].includes(skuId)
      ? mostly(fc.constantFrom(...SWAP_IDS), fc.constant(null))
      : mostly(fc.constant(null), fc.constantFrom(...SWAP_IDS)),
  })

const lines = fc
  .uniqueArray(fc.constantFrom(...SKUS), { maxLength: SKUS.length })
  .chain((skus) => fc.tuple(...skus.map(lineArb)))

const gift = fc.record({
  skuId: fc.constantFrom('G1', 'G2'),
  goodsId: fc.constant('gg'),
  name: fc.constant('赠品'),
  quantity: fc.integer({ min: 1, max: 3 }),
  costPrice: fen(2000),
})
const tiers = <T>(tier: fc.Arbitrary<T>) => fc.array(tier, { minLength: 1, maxLength: 3 })
const reductionTier = fc
  .integer({ min: 1, max: 50_000 })
  .chain((threshold) =>
    fc.record({ threshold: fc.constant(threshold), reduction: fc.integer({ min: 1, max: threshold }) }),
  )
const swapItems = fc.array(
  fc.record({ skuId: fc.constantFrom('S', 'T'), swapPrice: fen(5000), maxQuantity: fc.integer({ min: 1, max: 3 }) }),
  { minLength: 1, maxLength: 2 },
)

const priceOrGiftArgs: fc.Arbitrary<{ code: string; args: unknown }> = fc.oneof(
  fc.record({
    code: fc.constant('threshold_reduction'),
    args: fc.record({ tiers: tiers(reductionTier), repeatable: fc.boolean() }),
  }),
  fc.record({
    code: fc.constant('discount'),
    args: fc.record({ tiers: tiers(fc.record({ threshold: fen(50_000), rate })) }),
  }),
  fc.record({
    code: fc.constant('free_gift'),
    args: fc.record({
      threshold: fc.integer({ min: 1, max: 50_000 }),
      gifts: fc.array(gift, { minLength: 1, maxLength: 2 }),
    }),
  }),
  fc.record({
    code: fc.constant('gift'),
    args: fc.record({ gifts: fc.array(gift, { minLength: 1, maxLength: 2 }), perUnit: fc.boolean() }),
  }),
)
const swapArgs = fc.record({
  code: fc.constantFrom('order_amount_swap', 'amount_swap', 'one_more_item'),
  args: fc.record({ threshold: fen(50_000), items: swapItems }),
})

const promotions: fc.Arbitrary<PromotionInput[]> = fc
  .uniqueArray(fc.constantFrom('P1', 'P2', 'P3', ...SWAP_IDS), { maxLength: 5 })
  .chain((ids) =>
    fc.tuple(
      ...ids.map((id) =>
        fc
          .record({ kind: SWAP_IDS.includes(id) ? swapArgs : priceOrGiftArgs, scope, window })
          .map(({ kind, scope, window }) => ({
            id,
            name: id,
            ...kind,
            scope,
            startAt: NOW + window.from * DAY,
            endAt: NOW + window.to * DAY,
          })),
      ),
    ),
  )

const couponArb = (id: string): fc.Arbitrary<CouponInput> =>
  fc
    .record({
      promotionType: fc.constantFrom(1, 2, 3, 4) as fc.Arbitrary<1 | 2 | 3 | 4>,
      amountOff: fen(20_000),
      rate,
      threshold: mostly(fen(20_000), fen(60_000)),
      scope,
      window,
      gifts: fc.array(gift, { maxLength: 2 }),
    })
    .map(({ promotionType, amountOff, rate, window, ...c }) => ({
      id,
      templateId: `t-${id}`,
      title: id,
      promotionType,
      promotionValue: promotionType === 2 ? rate : amountOff,
      validFrom: NOW + window.from * DAY,
      validTo: NOW + window.to * DAY,
      ...c,
    }))

const coupons = fc
  .uniqueArray(fc.constantFrom('K1', 'K2', 'K3', 'K4'), { minLength: 1, maxLength: 4 })
  .chain((ids) => fc.tuple(...ids.map(couponArb)))

const cartInput: fc.Arbitrary<PricingInput> = fc.record({
  lines,
  promotions,
  coupons,
  couponId: fc.constantFrom(undefined, null, 'K1', 'K2'),
  promotionCode: fc.option(
    fc.oneof(
      fc.record({
        code: fc.constant('CODE'),
        valid: fc.constant(true as const),
        promotionType: fc.constant(1 as const),
        promotionValue: fen(20_000),
        threshold: fen(50_000),
      }),
      fc.record({
        code: fc.constant('CODE'),
        valid: fc.constant(true as const),
        promotionType: fc.constant(2 as const),
        promotionValue: rate,
        threshold: fen(50_000),
      }),
      fc.record({ code: fc.constant('BAD'), valid: fc.constant(false as const), reason: fc.constant('优惠码无效') }),
    ),
  ),
  points: fc.record({ balance: fen(50_000), use: fc.boolean() }),
  rules: fc.record({
    points: fc.record({
      pointsPerYuan: fc.constantFrom(1, 10, 100, 150, 1000),
      maxPayableShare: fc.constantFrom(0, 0.1, 0.5, 1),
    }),
    shipping: fc.record({ baseFee: fen(2000), freeThreshold: fen(50_000) }),
    cartMaxQuantity: fc.integer({ min: 1, max: 40 }),
  }),
})

const price = (input: PricingInput) => priceCart(input, { now: NOW })

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)
const allocatedTo = (r: PricedCart, source: string, sourceId: string | null) =>
  sumOf(
    r.lines.flatMap((l) =>
      l.adjustments.filter((a) => a.source === source && a.sourceId === sourceId).map((a) => a.amount),
    ),
  )

describe('pricing invariants (fast-check)', () => {
  it('no total and no line amount is ever negative', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const r = price(input)
        const amounts = [
          r.totalOriginAmount,
          r.totalBenefitAmount,
          r.totalActualAmount,
          r.totalRealPayAmount,
          r.totalPointsToAmount,
          r.totalRealPayPoints,
          r.usablePoints,
          r.actualShippingPrice,
          r.originShippingPrice,
          r.giftTotalPrice,
          ...r.lines.flatMap((l) => [
            l.originAmount,
            l.benefitAmount,
            l.actualAmount,
            l.pointsAmount,
            l.realPayAmount,
            ...l.adjustments.map((a) => a.amount),
          ]),
        ]
        expect(amounts.filter((a) => !(Number.isSafeInteger(a) && a >= 0))).toEqual([])
        expect(r.totalRealPayPoints).toBeLessThanOrEqual(input.points?.balance ?? 0)
      }),
      RUNS,
    )
  })

  it('the real-pay identity holds exactly, and the totals are the sums of the lines', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const r = price(input)
        expect(r.totalRealPayAmount).toBe(
          r.totalOriginAmount - r.totalBenefitAmount - r.totalPointsToAmount + r.actualShippingPrice,
        )
        expect(r.totalActualAmount).toBe(r.totalOriginAmount - r.totalBenefitAmount)
        expect(sumOf(r.lines.map((l) => l.originAmount))).toBe(r.totalOriginAmount)
        expect(sumOf(r.lines.map((l) => l.benefitAmount))).toBe(r.totalBenefitAmount)
        expect(sumOf(r.lines.map((l) => l.pointsAmount))).toBe(r.totalPointsToAmount)
        for (const l of r.lines) {
          expect(l.actualAmount).toBe(l.originAmount - l.benefitAmount)
          expect(l.realPayAmount).toBe(l.actualAmount - l.pointsAmount)
          expect(sumOf(l.adjustments.map((a) => a.amount))).toBe(l.benefitAmount)
        }
      }),
      RUNS,
    )
  })

  it('line allocations sum to each discount', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const r = price(input)
        for (const p of r.promotions) expect(allocatedTo(r, 'promotion', p.id)).toBe(p.discountAmount)
        const selected = r.coupons.usable.find((c) => c.selected)
        expect(selected?.id ?? null).toBe(r.selectedCouponId)
        if (selected) expect(allocatedTo(r, 'coupon', selected.id)).toBe(selected.benefitAmount)
        for (const a of r.adjustments) expect(allocatedTo(r, a.source, a.sourceId)).toBe(a.amount)
        expect(sumOf(r.adjustments.map((a) => a.amount))).toBe(r.totalBenefitAmount)
      }),
      RUNS,
    )
  })

  it('a coupon never applies below its threshold, and the pick is never beaten', () => {
    fc.assert(
      fc.property(cartInput, (input) => {
        const r = price(input)
        const coupon = input.coupons?.find((c) => c.id === r.selectedCouponId)
        if (!coupon) return
        // The coupon is the last discount, so a line's amount before it is its actual amount plus its coupon share.
        const base = sumOf(
          r.lines
            .filter((l) => l.status === 'priced' && l.addOnOf === null && inScope(coupon.scope, l))
            .map((l) => l.actualAmount + allocatedTo({ ...r, lines: [l] }, 'coupon', coupon.id)),
        )
        expect(base).toBeGreaterThanOrEqual(coupon.threshold)
        expect(NOW).toBeGreaterThanOrEqual(coupon.validFrom)
        expect(NOW).toBeLessThan(coupon.validTo)
        if (r.couponAutoSelected)
          for (const c of r.coupons.usable) expect(c.benefitAmount).toBeLessThanOrEqual(r.totalBenefitAmount)
      }),
      RUNS,
    )
  })

  it('the result does not depend on the order of the lines', () => {
    const shuffled = cartInput.chain((input) =>
      fc.tuple(fc.constant(input), fc.shuffledSubarray([...input.lines.keys()], { minLength: input.lines.length })),
    )
    fc.assert(
      fc.property(shuffled, ([input, order]) => {
        const r = price(input)
        const s = price({ ...input, lines: order.map((i) => input.lines[i]!) })
        const { lines, ...totals } = s
        expect(lines).toEqual(order.map((i) => r.lines[i]))
        expect(totals).toEqual((({ lines: _, ...rest }) => rest)(r))
      }),
      RUNS,
    )
  })
})
