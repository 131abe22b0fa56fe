import type {
  Cart,
  MerchantOnePrice,
  OnePriceView,
  OrderSubmitted,
  ParsedBodyOf,
  onePriceInput,
  onePriceLocate,
  onePriceSubmit,
} from '@shop/contracts'
import {
  ONE_PRICE_STATUS_LABELS,
  ActivityStatus,
  DomainError,
  onePriceGoodsProblem,
  onePriceQuantityProblem,
  onePriceStatus,
  onePriceTermsProblem,
} from '@shop/domain'
import type { z } from 'zod'
import type { Db } from '../platform/database'
import type { SaleView } from '../modules/catalogue'
import type { OnePriceActivityInput, OnePriceActivityRow, OnePriceGoodsRow } from '../modules/one-prices'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'

export type OnePrice = ReturnType<typeof createOnePrice>

/** The mall page of one price (spec §2 `price/index`). */
export const ONE_PRICE_PAGE = 'pages/price/index'

/**
 * The one price is the offer (docs/one-price.md): no running promotion, promotion code, coupon or points apply to a
 * one-price order; the shop's shipping rule does.
 */
const ONE_PRICE_CHOICES = { couponId: null, usePoints: false, withoutPromotions: true } as const

/**
 * One price (一口价, docs/one-price.md), across the one-price activities, catalogue and checkout: the page's
 * activity and its goods; a goods bought now as a normal order at its one price (the checkout's `fixed_price`
 * source), its allotment and the buyer's limit claimed in the order's transaction (`Placing.attach`) and given back
 * once by the close or the refund (close-order.ts, settle-refund.ts); the console's activities with their figures.
 */
export function createOnePrice(deps: FlowDeps) {
  const { db, clock, onePrices, catalogue, cart, audit } = deps
  const checkout = createCheckout(deps)

  const statusOf = (a: OnePriceActivityRow) =>
    onePriceStatus({ startsAt: a.startsAt.getTime(), endsAt: a.endsAt.getTime() }, clock.now().getTime())

  function view(a: OnePriceActivityRow, goods: OnePriceGoodsRow[], sale: SaleView, held: number): OnePriceView {
    const status = statusOf(a)
    return {
      id: a.id,
      name: a.name,
      title: a.title,
      startsAt: a.startsAt.toISOString(),
      endsAt: a.endsAt.toISOString(),
      status,
      statusLabel: ONE_PRICE_STATUS_LABELS[status],
      limitPerCustomer: a.limitPerCustomer,
      limitPerOrder: a.limitPerOrder,
      held,
      goods: goods.flatMap((g) => {
        const item = sale.item(g.skuId)
        if (!item) return []
        return [
          {
            skuId: g.skuId,
            goodsId: item.sku.goodsId,
            goodsName: item.goodsName,
            image: item.sku.image ?? item.goodsImage,
            specifications: item.sku.specifications,
            skuPrice: item.sku.price,
            price: g.price,
            // The allotment, never more than the SKU's own stock.
            left: Math.max(0, Math.min(g.stock - g.sold, item.sku.stock)),
            sold: g.sold,
          },
        ]
      }),
    }
  }

  /**
   * A goods of an activity on sale and running, within the per-order limit and what the shopper may still hold:
   * onePriceNotFound, onePriceNotRunning, purchaseLimitExceeded (the database counts again atomically).
   */
  async function selling(customerId: number, choice: { activityId: number; skuId: number; quantity: number }) {
    const activity = await onePrices.find(choice.activityId)
    const [goods] = (await onePrices.goodsOf([activity.id])).filter((g) => g.skuId === choice.skuId)
    if (!activity.onSale || !goods || !(await catalogue.saleView()).item(goods.skuId)) {
      throw new DomainError('onePriceNotFound', { activityId: activity.id, skuId: choice.skuId })
    }
    if (statusOf(activity) !== ActivityStatus.InProgress) {
      throw new DomainError('onePriceNotRunning', { activityId: activity.id })
    }
    const held = await onePrices.held(activity.id, customerId)
    if (onePriceQuantityProblem(activity, choice.quantity, held) !== null) {
      throw new DomainError('purchaseLimitExceeded', {
        activityId: activity.id,
        skuIds: [String(goods.skuId)],
        limit: activity.limitPerCustomer,
      })
    }
    return { activity, goods }
  }

  // ─── Console ─────────────────────────────────────────────────────────────────────────────────────

  async function checkInput(input: z.output<typeof onePriceInput>, sold: Map<number, number>): Promise<void> {
    const terms = {
      startsAt: new Date(input.startsAt).getTime(),
      endsAt: new Date(input.endsAt).getTime(),
      limitPerCustomer: input.limitPerCustomer,
      limitPerOrder: input.limitPerOrder,
    }
    const problem = onePriceTermsProblem(terms)
    if (problem) throw new DomainError('onePriceTermsInvalid', { problem })
    const sale = await catalogue.saleView()
    for (const g of input.goods) {
      const item = sale.item(g.skuId)
      if (!item) throw new DomainError('skuNotFound', { skuId: g.skuId })
      const bad = onePriceGoodsProblem({ ...g, skuPrice: item.sku.price, sold: sold.get(g.skuId) ?? 0 })
      if (bad) throw new DomainError('onePriceTermsInvalid', { problem: bad, skuId: g.skuId })
    }
  }

  const inputRow = (input: z.output<typeof onePriceInput>): OnePriceActivityInput => ({
    name: input.name,
    title: input.title,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    limitPerCustomer: input.limitPerCustomer,
    limitPerOrder: input.limitPerOrder,
    onSale: input.onSale,
  })

  async function merchantViews(rows: OnePriceActivityRow[]): Promise<MerchantOnePrice[]> {
    const sale = await catalogue.saleView()
    const goods = await onePrices.goodsOf(rows.map((r) => r.id))
    const figures = await onePrices.figures(rows.map((r) => r.id))
    return rows.map((a) => {
      const status = statusOf(a)
      return {
        id: a.id,
        name: a.name,
        title: a.title,
        startsAt: a.startsAt.toISOString(),
        endsAt: a.endsAt.toISOString(),
        limitPerCustomer: a.limitPerCustomer,
        limitPerOrder: a.limitPerOrder,
        onSale: a.onSale,
        goods: goods
          .filter((g) => g.activityId === a.id)
          .map((g) => {
            const item = sale.item(g.skuId)
            return {
              skuId: g.skuId,
              price: g.price,
              stock: g.stock,
              sold: g.sold,
              goodsName: item ? item.goodsName : '（商品已下架）',
              skuPrice: item?.sku.price ?? 0,
            }
          }),
        statusLabel: a.onSale ? ONE_PRICE_STATUS_LABELS[status] : '已下架',
        ...(figures.get(a.id) ?? { orders: 0, units: 0, buyers: 0 }),
        updatedAt: a.updatedAt.toISOString(),
      }
    })
  }

  const auditActivity = (tx: Db, userid: string, a: OnePriceActivityRow, before: OnePriceActivityRow | null) =>
    audit.record(tx, {
      staffUserid: userid,
      action: 'programmes.edit',
      targetType: 'one_price',
      targetId: a.id,
      summary: `${before ? '修改' : '新建'}一口价活动「${a.name}」：${a.onSale ? '上架' : '下架'}`,
      before,
      after: a,
    })

  return {
    /** The page's activity (running, else the next) with its goods as sold now; null when there is none. */
    async current(customerId: number | null): Promise<{ activity: OnePriceView | null }> {
      const activity = await onePrices.current()
      if (!activity) return { activity: null }
      const goods = await onePrices.goodsOf([activity.id])
      const held = customerId === null ? 0 : await onePrices.held(activity.id, customerId)
      return { activity: view(activity, goods, await catalogue.saleView(), held) }
    },

    async locate(customerId: number, body: ParsedBodyOf<typeof onePriceLocate>): Promise<Cart> {
      const { goods } = await selling(customerId, body)
      return cart.locateItems(
        customerId,
        [{ skuId: goods.skuId, quantity: body.quantity, groupPrice: goods.price }],
        ONE_PRICE_CHOICES,
        body.addressId,
      )
    },

    /**
     * A normal order of one goods at its one price (decision: the spec's order types have none for one price;
     * the claim row says it is one), from the SKU's stock and the goods' allotment, within the buyer's limit.
     */
    async submit(customerId: number, body: ParsedBodyOf<typeof onePriceSubmit>): Promise<OrderSubmitted> {
      const { activityId, skuId, quantity, ...request } = body
      const { activity, goods } = await selling(customerId, { activityId, skuId, quantity })
      return checkout.submit(
        customerId,
        { kind: 'fixed_price', item: { skuId, quantity }, unitPrice: goods.price },
        { ...request, ...ONE_PRICE_CHOICES },
        {
          orderType: 'normal',
          attach: (tx, order) => onePrices.claim(tx, { activity, goods, orderId: order.id, customerId, quantity }),
        },
      )
    },

    async merchantList(): Promise<MerchantOnePrice[]> {
      return merchantViews(await onePrices.list(false))
    },

    async create(userid: string, input: z.output<typeof onePriceInput>): Promise<MerchantOnePrice> {
      await checkInput(input, new Map())
      const created = await db.transaction(async (tx) => {
        const row = await onePrices.create(tx, inputRow(input), input.goods)
        await auditActivity(tx, userid, row, null)
        return row
      })
      return (await merchantViews([created]))[0]!
    },

    /** Orders placed keep their price; a goods' stock never drops below what it sold. */
    async update(userid: string, activityId: number, input: z.output<typeof onePriceInput>): Promise<MerchantOnePrice> {
      await onePrices.find(activityId)
      const sold = new Map((await onePrices.goodsOf([activityId])).map((g) => [g.skuId, g.sold]))
      await checkInput(input, sold)
      const updated = await db.transaction(async (tx) => {
        const { before, after } = await onePrices.update(tx, activityId, inputRow(input), input.goods)
        await auditActivity(tx, userid, after, before)
        return after
      })
      return (await merchantViews([updated]))[0]!
    },
  }
}
