import { formatFen } from '../money'
import { isFen, isPositive, isRate, isShare } from './args'
import { applyPromotions } from './apply-promotions'
import { priceCoupons } from './coupons'
import { usablePointsFor } from './points'
import { applyPromotionCode } from './promotion-code'
import { shippingFor } from './shipping'
import { isYearCardActive, memberPrice, type YearCardBenefit } from '../year-card'
import type {
  Adjustment,
  AdjustmentSource,
  CartLineInput,
  CustomCard,
  Gift,
  GiftItem,
  PricedCart,
  PricedLine,
  PricingInput,
  PricingOptions,
} from './types'
import { compare, spread, startLine, sumAmounts, take, type WorkingLine } from './working-line'

/**
 * Prices a cart. Pure: no I/O, the clock is passed in, and the result does not depend on the order of the
 * lines. Stages, each on the amounts the previous one left (docs/pricing.md):
 * unit price (the activity price or a year card's member price when lower) → promotions → promotion code → coupon
 * (one per order) → points → shipping (free for a year card that gives it, and for an order with nothing to ship).
 */
export function priceCart(input: PricingInput, { now }: PricingOptions): PricedCart {
  assertInput(input)
  const { rules } = input
  const member = isYearCardActive(input.yearCard, now) ? input.yearCard! : null
  const inputLines = member ? input.lines.map((line) => withMemberPrice(line, member)) : input.lines
  const working = inputLines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => line.selected)
    .sort((a, b) => compare(lineKey(a.line), lineKey(b.line)))
    .map(({ line, index }) => startLine(line, index))
  const labels: { source: AdjustmentSource; sourceId: string | null; label: string }[] = []

  const promotions = applyPromotions(input.promotions ?? [], working, now)
  labels.push(...promotions.outcomes.map((p) => ({ source: 'promotion' as const, sourceId: p.id, label: p.name })))
  const priced = working.filter((l) => !promotions.unavailable.has(l))
  const goods = priced.filter((l) => l.addOnOf === null)

  const code = applyPromotionCode(input.promotionCode, goods)
  if (code.promotionCode)
    labels.push({ source: 'promotionCode', sourceId: code.promotionCode, label: `优惠码 ${code.promotionCode}` })

  const coupons = priceCoupons(input.coupons ?? [], input.couponId, goods, now)
  const gifts: Gift[] = [...promotions.gifts]
  if (coupons.applied) {
    const { coupon, effect } = coupons.applied
    take(effect.discounts, 'coupon', coupon.id)
    gifts.push(...effect.gifts.map((g) => ({ ...g, source: 'coupon' as const, sourceId: coupon.id })))
    labels.push({ source: 'coupon', sourceId: coupon.id, label: coupon.title })
  }

  const totalActualAmount = sumAmounts(priced)
  const usable = usablePointsFor(totalActualAmount, input.points?.balance ?? 0, rules.points)
  const allowPointsPay = usable.points > 0
  const usePoints = allowPointsPay && input.points?.use === true
  if (usePoints) for (const { line, amount } of spread(usable.amount, priced)) line.pointsAmount = amount
  const totalPointsToAmount = usePoints ? usable.amount : 0

  const charged = shippingFor(totalActualAmount, priced.length > 0 && input.virtual !== true, rules.shipping)
  const shipping = member?.freeShipping ? { ...charged, actual: 0 } : charged

  const lines = pricedLines(inputLines, working, promotions.unavailable)
  const totalOriginAmount = sum(lines.map((l) => l.originAmount))
  const totalBenefitAmount = sum(lines.map((l) => l.benefitAmount))
  const cartNotices = notices(input, shipping.actual, totalActualAmount, promotions.unavailable.size > 0)

  return {
    lines,
    adjustments: adjustmentsOf(labels, priced),
    promotions: promotions.outcomes,
    originShippingPrice: shipping.origin,
    actualShippingPrice: shipping.actual,
    coupons: { usable: coupons.usable, unusable: coupons.unusable },
    selectedCouponId: coupons.applied?.coupon.id ?? null,
    couponAutoSelected: coupons.autoSelected,
    gifts,
    selectGifts: promotions.offers,
    ...code,
    totalOriginAmount,
    totalBenefitAmount,
    totalActualAmount,
    // The identity of docs/pricing.md; every term is ≥ 0 and points never exceed the actual amount.
    totalRealPayAmount: totalOriginAmount - totalBenefitAmount - totalPointsToAmount + shipping.actual,
    usablePoints: usable.points,
    totalRealPayPoints: usePoints ? usable.points : 0,
    totalPointsToAmount,
    allowPointsPay,
    giftsReportList: mergeGiftsBySku(gifts),
    cartMaxQuantity: rules.cartMaxQuantity,
    giftPackages: (input.gift?.packages ?? []).map((p) => ({ ...p })),
    customCard: cardOf(input.gift?.customCard),
    giftTotalPrice: sum(gifts.map((g) => g.quantity * g.costPrice)),
    showCartNotice: cartNotices.length > 0,
    cartNotices,
  }
}

/**
 * A year card's member price is an activity price (docs/pricing.md): the line's unit price when lower. Add-on lines
 * keep their swap price.
 */
function withMemberPrice(line: CartLineInput, card: YearCardBenefit): CartLineInput {
  const price = line.addOnOf ? null : memberPrice(line.price, card.memberPricePercent)
  if (price === null || (line.activityPrice != null && line.activityPrice <= price)) return line
  return { ...line, activityPrice: price }
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0)

/** Lines are worked in an order of their own content, so the caller's order cannot change the result. */
const lineKey = (l: CartLineInput) =>
  JSON.stringify([l.skuId, l.goodsId, l.addOnOf ?? '', l.quantity, l.price, l.activityPrice ?? -1, l.marketingPrice])

function pricedLines(
  inputs: readonly CartLineInput[],
  working: readonly WorkingLine[],
  unavailable: ReadonlyMap<WorkingLine, string>,
): PricedLine[] {
  const byIndex = new Map(working.map((l) => [l.index, l]))
  return inputs.map((input, index) => {
    const line = byIndex.get(index)
    const reason = line ? unavailable.get(line) : undefined
    const base = {
      skuId: input.skuId,
      goodsId: input.goodsId,
      quantity: input.quantity,
      price: input.price,
      marketingPrice: input.marketingPrice,
      activityPrice: input.activityPrice ?? null,
      addOnOf: input.addOnOf ?? null,
    }
    if (!line || reason !== undefined) {
      const zero = {
        originAmount: 0,
        adjustments: [],
        benefitAmount: 0,
        actualAmount: 0,
        pointsAmount: 0,
        realPayAmount: 0,
      }
      return { ...base, status: line ? 'unavailable' : 'unselected', unavailableReason: reason ?? null, ...zero }
    }
    const benefitAmount = sum(line.adjustments.map((a) => a.amount))
    return {
      ...base,
      status: 'priced',
      unavailableReason: null,
      originAmount: line.unitPrice * input.quantity,
      adjustments: line.adjustments.map((a) => ({ ...a })),
      benefitAmount,
      actualAmount: line.amount,
      pointsAmount: line.pointsAmount,
      realPayAmount: line.amount - line.pointsAmount,
    }
  })
}

/** Order-level discounts in the order they were applied; each is the sum of its line allocations. */
function adjustmentsOf(
  labels: readonly { source: AdjustmentSource; sourceId: string | null; label: string }[],
  lines: readonly WorkingLine[],
): Adjustment[] {
  return labels
    .map((l) => ({
      ...l,
      amount: sum(
        lines.flatMap((line) =>
          line.adjustments.filter((a) => a.source === l.source && a.sourceId === l.sourceId).map((a) => a.amount),
        ),
      ),
    }))
    .filter((a) => a.amount > 0)
}

/** Gifts merged per sku, in sku order, none of 0 units: what the warehouse packs. */
export function mergeGiftsBySku(gifts: readonly GiftItem[]): GiftItem[] {
  const merged = new Map<string, GiftItem>()
  for (const g of gifts) {
    if (g.quantity <= 0) continue
    const seen = merged.get(g.skuId)
    if (seen) seen.quantity += g.quantity
    else
      merged.set(g.skuId, {
        skuId: g.skuId,
        goodsId: g.goodsId,
        name: g.name,
        quantity: g.quantity,
        costPrice: g.costPrice,
      })
  }
  return [...merged.values()].sort((a, b) => compare(a.skuId, b.skuId))
}

function cardOf(card: CustomCard | null | undefined): CustomCard | null {
  if (!card) return null
  const trimmed = { from: card.from.trim(), content: card.content.trim(), to: card.to.trim() }
  return trimmed.from || trimmed.content || trimmed.to ? trimmed : null
}

function notices(input: PricingInput, actualShipping: number, goodsPayable: number, hasUnavailable: boolean): string[] {
  const list: string[] = []
  const { freeThreshold } = input.rules.shipping
  if (actualShipping > 0) list.push(`再买¥${formatFen(freeThreshold - goodsPayable)}即可免运费`)
  if (hasUnavailable) list.push('部分换购商品不满足条件，未计入结算')
  const quantity = sum(input.lines.map((l) => l.quantity))
  if (quantity > input.rules.cartMaxQuantity) list.push(`购物车最多可放${input.rules.cartMaxQuantity}件商品`)
  return list
}

/** Typed inputs come from our own server; a bad amount is a bug upstream, so it fails loudly here. */
function assertInput(input: PricingInput): void {
  const need = (ok: boolean, what: string) => {
    if (!ok) throw new RangeError(`priceCart: ${what}`)
  }
  const card = input.yearCard
  need(
    !card ||
      (Number.isInteger(card.memberPricePercent) && card.memberPricePercent >= 1 && card.memberPricePercent <= 100),
    'a year card member price is 1–100 percent of the price',
  )
  for (const l of input.lines) {
    need(isPositive(l.quantity), `quantity of ${l.skuId} must be a whole number ≥ 1`)
    need(isFen(l.price) && isFen(l.marketingPrice), `prices of ${l.skuId} must be whole fen ≥ 0`)
    need(l.activityPrice == null || isFen(l.activityPrice), `activity price of ${l.skuId} must be whole fen ≥ 0`)
  }
  for (const c of input.coupons ?? []) {
    need(isFen(c.threshold), `threshold of coupon ${c.id} must be whole fen ≥ 0`)
    if (c.promotionType === 1) need(isFen(c.promotionValue), `value of coupon ${c.id} must be whole fen`)
    if (c.promotionType === 2) need(isRate(c.promotionValue), `rate of coupon ${c.id} must be in (0, 1)`)
  }
  const code = input.promotionCode
  if (code?.valid) {
    need(isFen(code.threshold), 'promotion code threshold must be whole fen ≥ 0')
    need(code.promotionType === 1 ? isFen(code.promotionValue) : isRate(code.promotionValue), 'promotion code value')
  }
  need(isFen(input.points?.balance ?? 0), 'points balance must be a whole number ≥ 0')
  need(isPositive(input.rules.points.pointsPerYuan), 'pointsPerYuan must be a whole number ≥ 1')
  need(isShare(input.rules.points.maxPayableShare), 'maxPayableShare must be in [0, 1]')
  need(
    isFen(input.rules.shipping.baseFee) && isFen(input.rules.shipping.freeThreshold),
    'shipping amounts must be whole fen',
  )
  need(isFen(input.rules.cartMaxQuantity), 'cartMaxQuantity must be a whole number ≥ 0')
}
