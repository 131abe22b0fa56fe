import { createHash } from 'node:crypto'
import type { Address, buyAgain, OrderSubmitted, ResponseOf } from '@shop/contracts'
import {
  allotGifts,
  DomainError,
  UNADDRESSED_ORDER_TYPES,
  unitPrice,
  type GiftAllotment,
  type OrderType,
  type PayType,
} from '@shop/domain'
import { buyNowLines, type CartItem, type LineSource, type PricingChoices, type Quote } from '../modules/cart'
import { reserveStock } from '../modules/catalogue'
import { submittedAnswer, type AddressSnapshot, type OrderDraft, type OrderRow } from '../modules/orders'
import type { Db } from '../platform/database'
import { CLOSE_UNPAID_TASK, closeUnpaidKey } from './close-order'
import type { FlowDeps } from './flow-deps'

/** What a submit asks for besides its lines (the contracts' submit body). */
export interface SubmitRequest extends PricingChoices {
  /** Null for an order of UNADDRESSED_ORDER_TYPES only. */
  addressId: number | null
  remark?: string | undefined
  channel?: PayType | undefined
  idempotencyKey: string
  quote: string
}

/**
 * What is ordered: the selected lines of the cart, items bought now (the cart untouched), or one flash-sale line
 * (flows/flash-sale.ts), which must sell at its sale's price from the sale's allotment.
 */
export type OrderSource =
  | { kind: 'cart' }
  /** Buy-now lines; a line with a `groupPrice` is sold at it (a key client's agreed price: flows/key-client.ts). */
  | { kind: 'items'; items: (CartItem & Pick<LineSource, 'groupPrice'>)[] }
  | { kind: 'sec_kill'; item: CartItem; activityId: number }
  /**
   * One line at its programme's own unit price, from the SKU's stock (never a flash allotment): a group buy's group
   * price (flows/group-buy.ts), a cycle plan's unit price for all its deliveries' units (flows/cycle-purchase.ts).
   */
  | { kind: 'group_purchasing' | 'accompany'; item: CartItem; groupPrice: number }
  /**
   * One line at a programme's fixed unit price, from the SKU's stock (never a flash allotment): a pre-sale's unit
   * price now, the deposit or the whole price (flows/presale.ts), or a one-price goods' one price
   * (flows/one-price.ts); the programme's own allotment and limit are its `Placing.attach`.
   */
  | { kind: 'fixed_price'; item: CartItem; unitPrice: number }

/**
 * An order of another type than `normal` (a flash sale's `sec_kill`, a guide's `ba_push_order`, a gift's
 * `give_gift`, points goods' `integral` and `integral_gift`, a year card's `year_card`; placed without an address
 * when its type is one of UNADDRESSED_ORDER_TYPES): its own pay window if it has one, its own `terms` if it is not
 * sold at the priced amounts (the points goods: points, and cash besides, instead of the price), and `attach`, run in the order's transaction once
 * the order is placed (the flash sale's limit and claim, the push order's attribution, the gift, the points goods'
 * allotment and limit); a refusal there rolls the whole order back. The points the placed order says it spends are
 * taken after `attach`, through the ledger, once per order.
 */
export interface Placing {
  orderType: OrderType
  payMinutes?: number
  terms?(draft: OrderDraft): OrderDraft
  attach(tx: Db, order: OrderRow): Promise<void>
}

export type Checkout = ReturnType<typeof createCheckout>

/**
 * Turning a priced cart into an order, across the cart, catalogue, coupons, points, addresses and orders. A submit
 * is ONE transaction: claim the idempotency key, lock the customer's cart, price again from current data, check it
 * is what the shopper was shown, take the stock of the goods (guarded, so it never oversells) and of the gifts (the
 * same guarded way, as far as it goes: a gift out of stock is dropped, never the order), place the order (wait_pay)
 * with its lines, the gifts given and its events, use the promotion code (within its usage limit), the coupon and
 * the points (each guarded, once), and take the bought lines out of the cart. Anything refused rolls all of it
 * back. After commit the catalogue's read model learns the new stock. The locks come in the order of docs/orders.md
 * "Lock order": the key, the cart, the SKU rows (id order), the promotion code, the coupon, the points account.
 */
export function createCheckout(deps: FlowDeps) {
  const { db, clock, catalogue, cart, price, addresses, coupons, points, orders, jobs, outreach } = deps

  /** The order an earlier submit with this key made; the same key with another request is refused. */
  const replay = (earlier: NonNullable<Awaited<ReturnType<FlowDeps['orders']['findByKey']>>>, requestHash: string) => {
    if (earlier.requestHash !== requestHash) throw new DomainError('idempotencyKeyReused')
    if (!earlier.order) throw new DomainError('conflict')
    return submittedAnswer(earlier.order)
  }

  return {
    async submit(
      customerId: number,
      source: OrderSource,
      request: SubmitRequest,
      placing?: Placing,
    ): Promise<OrderSubmitted> {
      const { idempotencyKey: key, ...asked } = request
      const requestHash = fingerprint({ source, ...asked })
      const earlier = await orders.findByKey(customerId, key)
      if (earlier) return replay(earlier, requestHash)

      // Read before the transaction: on PGlite a query outside an open transaction waits for it to end.
      const address = request.addressId === null ? null : await addresses.find(customerId, request.addressId)
      const unaddressed = (UNADDRESSED_ORDER_TYPES as readonly OrderType[]).includes(placing?.orderType ?? 'normal')
      if (!address && !unaddressed) throw new DomainError('validationFailed', { addressId: null })
      // The flash price only for a sec_kill of its sale: the cart and buy-now sell at the SKU's price.
      const sale = await catalogue.saleView(source.kind === 'sec_kill' ? source.activityId : null)
      const placed = await db.transaction(async (tx) => {
        if (!(await orders.claimKey(tx, customerId, key, requestHash))) return null
        let lines: LineSource[]
        if (source.kind === 'cart') lines = await cart.lockedLines(tx, customerId)
        else {
          await cart.lock(tx, customerId)
          lines = buyNowLines(sale, source.kind === 'items' ? source.items : [source.item])
          // A fixed price: the group's or the plan's, or a pre-sale's or one price's (the line's activity price).
          const fixed =
            source.kind === 'group_purchasing' || source.kind === 'accompany'
              ? source.groupPrice
              : source.kind === 'fixed_price'
                ? source.unitPrice
                : null
          if (fixed !== null) lines = lines.map((line) => ({ ...line, groupPrice: fixed }))
        }
        const quote = await price(tx, { customerId, lines, choices: request, sale })
        // Before the quote's check: a flash line that lost its price is sold out, not a changed order.
        if (source.kind === 'sec_kill') assertSecKillLine(quote.lines, source.activityId)
        const counted = orderable(quote, source, request.quote)

        // The order and its own rows first, with every gift due: they lock nothing another order waits for.
        const due = quote.priced.giftsReportList
        const dueUnits = new Map<string, number>()
        for (const gift of due) dueUnits.set(gift.skuId, (dueUnits.get(gift.skuId) ?? 0) + gift.quantity)
        const priced = draftOf(customerId, quote, counted, allotGifts(quote.priced.gifts, dueUnits), address, request)
        const draft = placing?.terms ? placing.terms(priced) : priced
        let order = placing
          ? await orders.place(tx, { ...draft, orderType: placing.orderType }, placing)
          : await orders.place(tx, draft)
        await jobs.add(
          tx,
          CLOSE_UNPAID_TASK,
          { orderId: order.id },
          { runAt: order.payDeadline, key: closeUnpaidKey(order.id) },
        )
        await deps.distribution.attribute(tx, order)
        await orders.attachKey(tx, customerId, key, order.id)
        // The first order of a customer who came from an ad (a later one finds the conversion queued already).
        await outreach.queueConversion(tx, customerId, 'COMPLETE_ORDER', 'first-order', order.totalRealPayAmount)

        // Then the stock, as late as the lock order allows (a flash sale's SKU row is every buyer's: the less of
        // the transaction runs after it, the more orders a second): the goods (refused when short), then the gifts
        // from what is left (dropped when out).
        const giftsTaken = await reserveStock(
          tx,
          order.id,
          counted.map(({ answer, item }) => ({
            skuId: answer.skuId,
            quantity: answer.quantity,
            // A sec_kill line at the flash price: from the sale's allotment too (a group's, a plan's or a fixed
            // price's never is).
            onSale:
              source.kind !== 'group_purchasing' &&
              source.kind !== 'accompany' &&
              source.kind !== 'fixed_price' &&
              item!.sku.activityPrice !== null,
          })),
          clock.now(),
          due.map((gift) => ({ skuId: Number(gift.skuId), quantity: gift.quantity })),
        )
        const gifts = allotGifts(
          quote.priced.gifts,
          new Map([...giftsTaken].map(([skuId, units]) => [String(skuId), units])),
        )
        if (gifts.outOfStock.length > 0) {
          order = await orders.keepGifts(tx, order.id, { gifts: gifts.given, giftTotalPrice: gifts.giftTotalPrice })
          await orders.record(tx, order.id, {
            type: 'gift_out_of_stock',
            actor: 'system',
            details: { gifts: gifts.outOfStock },
          })
        }
        await placing?.attach(tx, order)
        const orderId = String(order.id)
        const { promotionCode: code, promotionCodeInvalid } = quote.priced
        if (code !== null && !promotionCodeInvalid) await cart.useCode(tx, { code, orderId: order.id, customerId })
        const couponId = quote.priced.selectedCouponId
        if (couponId !== null) await coupons.consume(tx, { customerId, couponId, orderId })
        const spent = order.totalRealPayPoints
        if (spent > 0) await points.spend(tx, { customerId, points: spent, orderId })
        const skuIds = [...new Set([...counted.map(({ answer }) => answer.skuId), ...giftsTaken.keys()])]
        if (source.kind === 'cart') {
          await cart.removeBought(
            tx,
            customerId,
            counted.filter(({ answer }) => answer.addOnOf === null).map(({ answer }) => answer.skuId),
          )
        }
        return { order, skuIds }
      })
      if (!placed) {
        // Another submit with this key committed while this one waited for the key: answer its order.
        const winner = await orders.findByKey(customerId, key)
        if (!winner) throw new DomainError('conflict')
        return replay(winner, requestHash)
      }
      await catalogue.refreshSkus(placed.skuIds)
      return submittedAnswer(placed.order)
    },

    /** Puts an order's goods back in the cart and selects just them (buying it again). */
    async buyAgain(customerId: number, orderId: number): Promise<ResponseOf<typeof buyAgain>> {
      return cart.putBack(customerId, await orders.itemsToBuyAgain(customerId, orderId))
    },
  }
}

/**
 * The lines to order, once the priced cart is one that can be ordered as shown. Refusals: stockInsufficient (a
 * chosen SKU sold out, or fewer units left than asked), purchaseLimitExceeded, cartNothingSelected (nothing to
 * order; the client words it 部分商品库存不足), 400009 (the priced order is not the one the shopper confirmed).
 */
function orderable(quote: Quote, source: OrderSource, confirmed: string): Quote['lines'] {
  const chosen = quote.lines.filter(({ answer }) => answer.selected && answer.addOnOf === null)
  const counted = quote.lines.filter(({ answer }) => answer.inTotals)
  const skuIdsWith = (lines: Quote['lines'], ...statuses: string[]) =>
    lines.filter(({ answer }) => statuses.includes(answer.status)).map(({ answer }) => answer.skuId)

  const short = skuIdsWith(source.kind === 'cart' ? counted : chosen, 'soldOut', 'insufficient')
  if (short.length > 0) throw new DomainError('stockInsufficient', { skuIds: short })
  const overLimit = skuIdsWith(counted, 'limitExceeded')
  if (overLimit.length > 0) throw new DomainError('purchaseLimitExceeded', { skuIds: overLimit })
  if (!counted.some(({ answer }) => answer.addOnOf === null)) throw new DomainError('cartNothingSelected')
  if (quote.cart.quote !== confirmed) throw new DomainError('400009', { quote: quote.cart.quote })
  return counted
}

/**
 * A sec_kill order is its one flash-sale line, sold at the price of the sale asked for while its allotment lasts:
 * flashSaleSoldOut when the line would sell at its normal price (the allotment used up, or the sale ended).
 */
function assertSecKillLine(lines: Quote['lines'], activityId: number): void {
  const line = lines.find(({ answer }) => answer.addOnOf === null)!
  if (line.item?.saleActivityId !== activityId || line.item.sku.activityPrice === null) {
    throw new DomainError('flashSaleSoldOut', { activityId, skuId: line.answer.skuId })
  }
}

function draftOf(
  customerId: number,
  { priced }: Quote,
  counted: Quote['lines'],
  gifts: GiftAllotment,
  address: Address | null,
  request: SubmitRequest,
): OrderDraft {
  return {
    customerId,
    orderType: 'normal',
    channel: request.channel ?? null,
    totalOriginAmount: priced.totalOriginAmount,
    totalBenefitAmount: priced.totalBenefitAmount,
    totalActualAmount: priced.totalActualAmount,
    totalPointsToAmount: priced.totalPointsToAmount,
    totalRealPayPoints: priced.totalRealPayPoints,
    originShippingPrice: priced.originShippingPrice,
    actualShippingPrice: priced.actualShippingPrice,
    totalRealPayAmount: priced.totalRealPayAmount,
    giftTotalPrice: gifts.giftTotalPrice,
    couponId: priced.selectedCouponId === null ? null : Number(priced.selectedCouponId),
    promotionCode: priced.promotionCode,
    adjustments: priced.adjustments,
    gifts: gifts.given,
    giftStockTaken: true,
    address: address && addressSnapshot(address),
    customCard: priced.customCard,
    remark: request.remark || null,
    lines: counted.map(({ answer }) => ({
      skuId: answer.skuId,
      goodsId: answer.goodsId,
      skuCode: answer.skuCode,
      name: answer.name,
      specifications: answer.specifications,
      image: answer.image,
      quantity: answer.quantity,
      // What each unit was sold at (the flash price when it applied): what the order, its cashier and refunds show.
      price: unitPrice(answer),
      marketingPrice: answer.marketingPrice,
      activityPrice: answer.activityPrice,
      addOnOf: answer.addOnOf,
      originAmount: answer.originAmount,
      benefitAmount: answer.benefitAmount,
      actualAmount: answer.actualAmount,
      pointsAmount: answer.pointsAmount,
      realPayAmount: answer.realPayAmount,
      adjustments: answer.adjustments,
    })),
  }
}

/** Where the goods go, as the address is now (the address book may change later). */
export function addressSnapshot(address: Address): AddressSnapshot {
  return {
    name: address.name,
    mobile: address.mobile,
    province: address.province,
    city: address.city,
    district: address.district,
    detail: address.detail,
    postalCode: address.postalCode,
  }
}

/** The same request always hashes the same, whatever order its fields came in. */
function fingerprint(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v)
              .filter(([, inner]) => inner !== undefined)
              .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
              .map(([k, inner]) => [k, canonical(inner)]),
          )
        : v
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex')
}
