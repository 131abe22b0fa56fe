import { createHash } from 'node:crypto'
import type { Cart, CartLine, CartLineStatus, selectedGift } from '@shop/contracts'
import {
  allotGifts,
  DomainError,
  priceCart,
  type CartLineInput,
  type CouponOption,
  type GiftPackage,
  type PricedCart,
  type PricedLine,
  type PromotionCodeInput,
  type PromotionInput,
  unitPrice,
  type YearCardBenefit,
} from '@shop/domain'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { CouponsService } from '../coupons'
import type { PointsService } from '../points'
import type { SaleItem, SaleView } from '../catalogue'
import { cartRepository, type PromotionCodeRow, type PromotionRow } from './cart.repository'

/** Units of each SKU the customer bought before, read on the given handle (the checkout's transaction). */
export type BoughtSource = (customerId: number, skuIds: readonly number[], db: Db) => Promise<Map<number, number>>

export interface PricingDeps {
  clock: Clock
  coupons: Pick<CouponsService, 'candidatesFor'>
  points: Pick<PointsService, 'balance' | 'rule'>
  bought: BoughtSource
  /** The customer's year card running now, read on the given handle (docs/year-cards.md). */
  yearCard: (customerId: number, db: Db) => Promise<YearCardBenefit | null>
  /** The promotions running at a time (PromotionsService.running: kept in memory, a cold cache read on the handle). */
  running: (now: Date, db: Db) => Promise<PromotionRow[]>
}

/** A line to price: a cart line, or an item of a buy-now. */
export interface LineSource {
  skuId: number
  quantity: number
  selected: boolean
  priceWhenAdded: number | null
  addedAt: Date | null
  /** Sold at this price, which stands for the SKU's activity price: a group buy's (flows/group-buy.ts), a key client's agreed price (flows/key-client.ts). */
  groupPrice?: number | undefined
}

/** The shopper's choices (the contracts' pricingChoices). */
export interface PricingChoices {
  couponId?: number | null | undefined
  usePoints?: boolean | undefined
  promotionCode?: string | undefined
  selectGifts?: z.output<typeof selectedGift>[] | undefined
  customCard?: { from: string; content: string; to: string } | null | undefined
  /** The gift box of a gift order (docs/gifts.md), resolved from the gift settings by the gift checkout. */
  giftPackages?: readonly GiftPackage[] | undefined
  /** Nothing ships (a year card's own order): no shipping fee. */
  virtual?: boolean | undefined
  /** The line's own price is the offer (a pre-sale's deposit or price): no running promotion applies. */
  withoutPromotions?: boolean | undefined
}

/** A priced line with what the checkout snapshots: the SKU as sold and the engine's amounts. */
export interface QuotedLine {
  answer: CartLine
  item: SaleItem | undefined
  priced: PricedLine | undefined
}

/** A priced cart: the answer (without the address) and what the checkout needs to place it. */
export interface Quote {
  cart: Omit<Cart, 'address'>
  lines: QuotedLine[]
  priced: PricedCart
}

const NO_LONGER_SOLD = '商品已下架'
const GIFTS_OUT = '部分赠品已赠完，本单不再赠送'

/**
 * Prices lines the way every cart, buy-now and checkout answer is priced: from the catalogue's current prices (a
 * client never sends one), the customer's coupons and points, the running promotions and a promotion code, through
 * the pricing engine. Reads are set-based and do not depend on the number of lines: coupons, points balance,
 * promotions, what was bought before (of SKUs with a per-customer limit only), and the code when one is typed.
 */
export function createCartPricing({ clock, coupons, points, bought, yearCard, running: runningAt }: PricingDeps) {
  return async function price(
    db: Db,
    {
      customerId,
      lines,
      choices,
      sale,
    }: { customerId: number; lines: readonly LineSource[]; choices: PricingChoices; sale: SaleView },
  ): Promise<Quote> {
    const now = clock.now()
    const addOns: (LineSource & { addOnOf: number | null })[] = (choices.selectGifts ?? []).map((gift) => {
      if (!sale.item(gift.skuId)) throw new DomainError('skuNotFound', { skuId: gift.skuId })
      return {
        skuId: gift.skuId,
        quantity: gift.quantity,
        selected: true,
        priceWhenAdded: null,
        addedAt: null,
        addOnOf: gift.promotionId,
      }
    })
    const all = [...lines.map((line) => ({ ...line, addOnOf: null })), ...addOns]
    const skuIds = [...new Set(all.map((line) => line.skuId))]
    const typedCode = choices.promotionCode?.trim().toUpperCase() || null
    const repo = cartRepository(db)
    // One after the other: `db` may be a transaction, whose connection takes one query at a time.
    const held = await coupons.candidatesFor(customerId, now, db)
    const balance = await points.balance(customerId, db)
    const running = await runningAt(now, db)
    const codeRow = typedCode ? await repo.findCode(typedCode) : null
    const limited = skuIds.filter((skuId) => sale.item(skuId)?.sku.limitPerCustomer != null)
    const before = await bought(customerId, limited, db)
    const card = await yearCard(customerId, db)
    if (choices.couponId != null && !held.some((coupon) => coupon.id === String(choices.couponId))) {
      throw new DomainError('couponUnavailable', { couponId: choices.couponId })
    }

    const wanted = new Map<number, number>()
    for (const line of all) wanted.set(line.skuId, (wanted.get(line.skuId) ?? 0) + line.quantity)
    const statuses = all.map((line) =>
      lineStatus(sale.item(line.skuId), wanted.get(line.skuId)!, before.get(line.skuId) ?? 0),
    )
    const engineLines: CartLineInput[] = []
    const engineIndex = all.map((line, index) => {
      const item = sale.item(line.skuId)
      if (!item) return -1
      const sellable = statuses[index]!.status !== 'soldOut'
      engineLines.push({
        skuId: String(line.skuId),
        goodsId: String(item.sku.goodsId),
        quantity: line.quantity,
        price: item.sku.price,
        marketingPrice: item.sku.marketingPrice,
        activityPrice: line.groupPrice ?? item.sku.activityPrice,
        selected: line.selected && sellable,
        addOnOf: line.addOnOf === null ? null : String(line.addOnOf),
      })
      return engineLines.length - 1
    })

    const priced = priceCart(
      {
        lines: engineLines,
        coupons: held,
        ...(choices.couponId !== undefined && {
          couponId: choices.couponId === null ? null : String(choices.couponId),
        }),
        promotions: choices.withoutPromotions ? [] : running.map(toPromotionInput),
        promotionCode: typedCode ? codeInput(typedCode, codeRow, now) : null,
        points: { balance, use: choices.usePoints === true },
        rules: {
          points: await points.rule(db),
          shipping: { baseFee: sale.settings.shippingPrice, freeThreshold: sale.settings.freeShippingThreshold },
          cartMaxQuantity: sale.settings.cartMaxQuantity,
        },
        yearCard: card,
        ...(choices.virtual && { virtual: true }),
        ...((choices.customCard || choices.giftPackages?.length) && {
          gift: { packages: choices.giftPackages ?? [], customCard: choices.customCard ?? null },
        }),
      },
      { now: now.getTime() },
    )

    const quoted: QuotedLine[] = all.map((line, index) => {
      const item = sale.item(line.skuId)
      const pricedLine = engineIndex[index]! >= 0 ? priced.lines[engineIndex[index]!] : undefined
      const { status, reason } =
        pricedLine?.status === 'unavailable'
          ? { status: 'addOnUnavailable' as const, reason: pricedLine.unavailableReason }
          : statuses[index]!
      return { answer: answerLine(line, item, pricedLine, status, reason), item, priced: pricedLine }
    })
    const goods = quoted.map((q) => q.answer)
    const gifts = allotGifts(priced.gifts, giftsLeft(sale, goods, priced))
    const notices = [...priced.cartNotices]
    if (goods.some((line) => line.status === 'soldOut' || line.status === 'unavailable'))
      notices.push('部分商品已售罄或已下架，未计入结算')
    if (goods.some((line) => line.priceChanged)) notices.push('部分商品价格有变动')
    if (gifts.outOfStock.length > 0) notices.push(GIFTS_OUT)

    const cart: Quote['cart'] = {
      goods,
      cartItemNum: goods.reduce((n, line) => n + line.quantity, 0),
      cartMaxQuantity: priced.cartMaxQuantity,
      originShippingPrice: priced.originShippingPrice,
      actualShippingPrice: priced.actualShippingPrice,
      coupons: { usable: priced.coupons.usable.map(couponAnswer), unusable: priced.coupons.unusable.map(couponAnswer) },
      selectedCouponId: priced.selectedCouponId === null ? null : Number(priced.selectedCouponId),
      couponAutoSelected: priced.couponAutoSelected,
      promotions: priced.promotions.map((p) => ({ ...p, id: Number(p.id) })),
      adjustments: priced.adjustments,
      gifts: gifts.gifts.map((g) => ({ ...g, skuId: Number(g.skuId), goodsId: Number(g.goodsId) })),
      selectGifts: priced.selectGifts.flatMap((offer) => {
        const item = sale.item(Number(offer.skuId))
        if (!item) return []
        const soldOut = item.sku.available === 0
        return [
          {
            promotionId: Number(offer.promotionId),
            code: offer.code,
            tag: offer.tag,
            skuId: item.sku.id,
            goodsId: item.sku.goodsId,
            name: item.goodsName,
            image: item.sku.image ?? item.goodsImage,
            price: item.sku.price,
            swapPrice: offer.swapPrice,
            maxQuantity: offer.maxQuantity,
            eligible: offer.eligible && !soldOut,
            reason: soldOut ? '已售罄' : offer.reason,
            selectedQuantity: offer.selectedQuantity,
          },
        ]
      }),
      promotionCode: priced.promotionCode,
      promotionCodeInvalid: priced.promotionCodeInvalid,
      promotionCodeInvalidReason: priced.promotionCodeInvalidReason,
      totalOriginAmount: priced.totalOriginAmount,
      totalBenefitAmount: priced.totalBenefitAmount,
      totalActualAmount: priced.totalActualAmount,
      totalRealPayAmount: priced.totalRealPayAmount,
      pointsBalance: balance,
      usablePoints: priced.usablePoints,
      totalRealPayPoints: priced.totalRealPayPoints,
      totalPointsToAmount: priced.totalPointsToAmount,
      allowPointsPay: priced.allowPointsPay,
      giftsReportList: gifts.given.map((g) => ({ ...g, skuId: Number(g.skuId), goodsId: Number(g.goodsId) })),
      giftPackages: priced.giftPackages,
      customCard: priced.customCard,
      giftTotalPrice: gifts.giftTotalPrice,
      showCartNotice: notices.length > 0,
      cartNotices: notices,
      quote: quoteOf(goods, priced),
    }
    return { cart, lines: quoted, priced }
  }
}

export type CartPricing = ReturnType<typeof createCartPricing>

/**
 * The units of each gift SKU that can go out as gifts, as the read model sees them: its stock (gifts never take a
 * flash sale's allotment) less the units the order's own counted lines take of it. The submit decides again on the
 * locked rows (reserveStock); this is what the shopper is told beforehand.
 */
function giftsLeft(sale: SaleView, goods: readonly CartLine[], priced: PricedCart): Map<string, number> {
  const left = new Map<string, number>()
  for (const gift of priced.gifts) {
    const ordered = goods
      .filter((line) => line.inTotals && line.skuId === Number(gift.skuId))
      .reduce((n, line) => n + line.quantity, 0)
    left.set(gift.skuId, Math.max(0, (sale.item(Number(gift.skuId))?.sku.stock ?? 0) - ordered))
  }
  return left
}

/** Whether a SKU can be sold in the wanted quantity (all lines of it together) to this customer. */
function lineStatus(
  item: SaleItem | undefined,
  wanted: number,
  bought: number,
): { status: CartLineStatus; reason: string | null } {
  if (!item) return { status: 'unavailable', reason: NO_LONGER_SOLD }
  const { available, limitPerCustomer: limit } = item.sku
  if (available === 0) return { status: 'soldOut', reason: '商品已售罄' }
  if (wanted > available) return { status: 'insufficient', reason: `库存不足，最多可购买${available}件` }
  if (limit !== null && wanted > limit - bought) {
    return {
      status: 'limitExceeded',
      reason: bought > 0 ? `每人限购${limit}件，您已购买${bought}件` : `每人限购${limit}件`,
    }
  }
  return { status: 'normal', reason: null }
}

function answerLine(
  line: LineSource & { addOnOf: number | null },
  item: SaleItem | undefined,
  priced: PricedLine | undefined,
  status: CartLineStatus,
  reason: string | null,
): CartLine {
  const sku = item?.sku
  const payPrice = sku ? unitPrice(sku) : null
  return {
    skuId: line.skuId,
    goodsId: sku?.goodsId ?? 0,
    name: item?.goodsName ?? NO_LONGER_SOLD,
    skuCode: sku?.skuCode ?? '',
    image: sku?.image ?? item?.goodsImage ?? '',
    specifications: sku?.specifications ?? [],
    quantity: line.quantity,
    selected: line.selected,
    inTotals: priced?.status === 'priced',
    price: sku?.price ?? 0,
    marketingPrice: sku?.marketingPrice ?? 0,
    // The engine's: a group's price or a year card's member price is an activity price too (docs/year-cards.md).
    activityPrice: priced ? priced.activityPrice : (line.groupPrice ?? sku?.activityPrice ?? null),
    priceWhenAdded: line.priceWhenAdded,
    priceChanged: line.priceWhenAdded !== null && payPrice !== null && line.priceWhenAdded !== payPrice,
    stock: sku?.available ?? 0,
    sellOut: sku ? sku.sellOut : true,
    limitPerCustomer: sku?.limitPerCustomer ?? null,
    status,
    reason,
    addOnOf: line.addOnOf,
    originAmount: priced?.originAmount ?? 0,
    benefitAmount: priced?.benefitAmount ?? 0,
    actualAmount: priced?.actualAmount ?? 0,
    pointsAmount: priced?.pointsAmount ?? 0,
    realPayAmount: priced?.realPayAmount ?? 0,
    adjustments: priced?.adjustments ?? [],
    addedAt: line.addedAt?.toISOString() ?? null,
  }
}

const couponAnswer = (option: CouponOption) => ({
  ...option,
  id: Number(option.id),
  couponId: Number(option.id),
  templateId: Number(option.templateId),
  validFrom: new Date(option.validFrom).toISOString(),
  validTo: new Date(option.validTo).toISOString(),
})

export function toPromotionInput(row: PromotionRow): PromotionInput {
  const { goodsIds, skuIds } = row.scope
  return {
    id: String(row.id),
    code: row.code,
    name: row.name,
    startAt: row.startAt.getTime(),
    endAt: row.endAt.getTime(),
    scope:
      goodsIds.length === 0 && skuIds.length === 0
        ? 'all'
        : { goodsIds: goodsIds.map(String), skuIds: skuIds.map(String) },
    args: row.args,
  }
}

function codeInput(code: string, row: PromotionCodeRow | null, now: Date): PromotionCodeInput {
  if (!row || !row.active) return { code, valid: false, reason: '优惠码无效' }
  if (now < row.validFrom || now >= row.validTo) return { code, valid: false, reason: '优惠码不在有效期内' }
  if (row.usageLimit !== null && row.usedCount >= row.usageLimit)
    return { code, valid: false, reason: '优惠码已被用完' }
  return {
    code: row.code,
    valid: true,
    promotionType: row.promotionType,
    promotionValue: row.promotionValue,
    threshold: row.threshold,
  }
}

/**
 * Names what the shopper is asked to pay for: the lines counted (SKU, add-on, quantity, unit prices, amounts), the
 * coupon, the points and the totals. A submit whose priced order names something else was not what was shown.
 * Gifts are named as the promotions and the coupon give them, not as far as stock goes: a gift running out between
 * the confirm page and the submit drops the gift (docs/orders.md "Gifts and stock"), it does not refuse the order.
 */
function quoteOf(goods: readonly CartLine[], priced: PricedCart): string {
  const counted = goods
    .filter((line) => line.inTotals)
    .map((line) => [line.skuId, line.addOnOf, line.quantity, line.price, line.activityPrice, line.realPayAmount])
    .sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
  const named = [
    counted,
    priced.selectedCouponId,
    priced.promotionCode,
    priced.totalRealPayPoints,
    priced.actualShippingPrice,
    priced.totalRealPayAmount,
    priced.giftsReportList.map((g) => [g.skuId, g.quantity]),
  ]
  return createHash('sha256').update(JSON.stringify(named)).digest('base64url').slice(0, 22)
}
