import { createHash } from 'node:crypto'
import type {
  baBehaviorAppend,
  baSubmit,
  Cart,
  OrderSubmitted,
  ParsedBodyOf,
  PushOrder,
  PushOrderStatus,
  pushOrderLocate,
  pushOrderSubmit,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { CartItem } from '../modules/cart'
import type { SaleView } from '../modules/catalogue'
import type { GuideBadge, GuideRow, PushOrderRow } from '../modules/guides'
import { toPage } from '../platform/paging'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'

export type PushOrderFlow = ReturnType<typeof createPushOrder>

/** The shop page that opens a push order (the link the guide sends). */
export const pushOrderPath = (code: string) => `pages/guide/order/index?code=${code}`

/**
 * A guide's push order (导购推单, docs/guides-and-counters.md), across the guides module, the cart's pricing, the
 * catalogue and checkout. The guide prices goods (`baLocate`) and saves a draft (`baSubmit`) that holds no stock;
 * the customer opens it by its code (the first customer keeps it, or the one it names), sees it priced from today's
 * catalogue (`locate`) and orders it (`submit`): a normal checkout of those items, of type `ba_push_order`, whose
 * transaction also marks the push order ordered (once), which is the order's attribution to the guide.
 */
export function createPushOrder(deps: FlowDeps) {
  const { clock, guides, customers, cart, catalogue, orders } = deps
  const checkout = createCheckout(deps)

  const mobileOf = async (customerId: number) => (await customers.mobilesOf([customerId])).get(customerId) ?? null
  const guideOf = async (customerId: number) => guides.activeGuide(await mobileOf(customerId))

  /** What the guide's chosen goods cost now, as anyone sees them (no coupon, no points). */
  const quote = (customerId: number, items: readonly CartItem[]) =>
    cart.locateItems(customerId, items, { couponId: null, usePoints: false, selectGifts: [] })

  const statusOf = (row: PushOrderRow): PushOrderStatus =>
    row.orderId !== null ? 'ordered' : row.expiresAt <= clock.now() ? 'expired' : 'draft'

  const lineOf = (sale: SaleView, { skuId, quantity }: CartItem) => {
    const item = sale.item(skuId)
    return {
      skuId,
      goodsId: item?.sku.goodsId ?? null,
      name: item?.goodsName ?? '商品已下架',
      image: item ? (item.sku.image ?? item.goodsImage) : null,
      specifications: item?.sku.specifications.map((s) => s.value).join(' ') ?? '',
      quantity,
      price: item ? (item.sku.activityPrice ?? item.sku.price) : null,
    }
  }

  /** The push orders as their guide and customer read them, with today's goods and their orders' standing. */
  const views = async (rows: PushOrderRow[], known?: Map<number, GuideBadge>): Promise<PushOrder[]> => {
    const [sale, badges, standings] = await Promise.all([
      catalogue.saleView(),
      known ?? guides.badges([...new Set(rows.map((row) => row.guideId))]),
      orders.standings(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]))),
    ])
    const standing = new Map(standings.map((s) => [s.id, s]))
    return rows.map((row) => {
      const order = row.orderId === null ? undefined : standing.get(row.orderId)
      const badge = badges.get(row.guideId)
      return {
        id: row.id,
        code: row.code,
        path: pushOrderPath(row.code),
        status: statusOf(row),
        guide: { name: badge?.name ?? '', counterName: badge?.counterName ?? null },
        customerMobile: row.customerMobile,
        lines: row.items.map((item) => lineOf(sale, item)),
        remark: row.remark,
        quotedAmount: row.quotedAmount,
        orderId: row.orderId,
        orderStatus: order?.status ?? null,
        orderAmount: order?.totalRealPayAmount ?? null,
        createTime: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }
    })
  }
  const view = async (row: PushOrderRow) => (await views([row]))[0]!

  const opened = async (customerId: number, code: string) =>
    guides.open(code, { id: customerId, mobile: await mobileOf(customerId) })

  /** The guide's push orders, newest first (a guide sees only their own). */
  const pageOf = async (guide: GuideRow, status: PushOrderStatus | undefined, page: number, size: number) => {
    const { rows, total } = await guides.pushOrderPage(guide.id, status, page, size)
    const badge = new Map([[guide.id, await guides.badgeOf(guide)]])
    return toPage(await views(rows, badge), total, page, size)
  }

  return {
    /** The guide prices the goods before sending: nothing is saved, no stock is held. */
    async baLocate(customerId: number, items: CartItem[]): Promise<Cart> {
      await guideOf(customerId)
      return quote(customerId, items)
    },

    /** The guide saves the push order (a draft holding no stock); a retry with the same requestId answers it. */
    async baSubmit(customerId: number, body: ParsedBodyOf<typeof baSubmit>): Promise<PushOrder> {
      const guide = await guideOf(customerId)
      if (body.customerMobile !== undefined && body.customerMobile === guide.mobile) {
        throw new DomainError('pushOrderOwnGuide')
      }
      const priced = await quote(customerId, body.items)
      const gone = priced.goods.filter((line) => line.status === 'unavailable').map((line) => line.skuId)
      if (gone.length > 0) throw new DomainError('skuNotFound', { skuIds: gone })
      const request = {
        items: body.items.map(({ skuId, quantity }) => ({ skuId, quantity })),
        customerMobile: body.customerMobile ?? null,
        remark: body.remark || null,
      }
      const row = await guides.send(guide, {
        ...request,
        quotedAmount: priced.totalActualAmount,
        requestId: body.requestId,
        requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
      })
      return view(row)
    },

    mine: async (customerId: number, status: PushOrderStatus | undefined, page: number, size: number) =>
      pageOf(await guideOf(customerId), status, page, size),

    async detailForGuide(customerId: number, id: number): Promise<PushOrder> {
      const guide = await guideOf(customerId)
      return view(await guides.pushOrderOfGuide(guide.id, id))
    },

    /** findOrderDetail4customer: the customer opens the push order (and keeps it, when it was nobody's yet). */
    openForCustomer: async (customerId: number, code: string) => view(await opened(customerId, code)),

    /** The customer's push order priced now with their own choices; `priceChanged` when it differs from the quote. */
    async locate(customerId: number, body: ParsedBodyOf<typeof pushOrderLocate>) {
      const { code, addressId, ...choices } = body
      const row = await opened(customerId, code)
      const [pushOrder, priced, asQuoted] = await Promise.all([
        view(row),
        cart.locateItems(customerId, row.items, choices, addressId),
        quote(customerId, row.items),
      ])
      return { pushOrder, cart: priced, priceChanged: asQuoted.totalActualAmount !== row.quotedAmount }
    },

    /** The customer orders the push order: type ba_push_order, the push order marked ordered in the same transaction. */
    async submit(customerId: number, body: ParsedBodyOf<typeof pushOrderSubmit>): Promise<OrderSubmitted> {
      const { code, ...request } = body
      const row = await opened(customerId, code)
      if (row.orderId !== null) {
        // A retry of the submit that made it answers that order; anything else is refused.
        const earlier = await orders.findByKey(customerId, request.idempotencyKey)
        if (earlier?.order?.id !== row.orderId) throw new DomainError('pushOrderUsed')
      }
      return checkout.submit(customerId, { kind: 'items', items: row.items }, request, {
        orderType: 'ba_push_order',
        attach: (tx, order) => guides.attach(tx, row, customerId, order.id),
      })
    },

    /** ba_behavior/append: what the guide did for whom. */
    behavior: async (customerId: number, body: ParsedBodyOf<typeof baBehaviorAppend>) =>
      guides.appendBehavior(await guideOf(customerId), body),

    /** The counter portal: the push orders of the guide signed in with this WeCom account. */
    ofStaff: async (userid: string, status: PushOrderStatus | undefined, page: number, size: number) =>
      pageOf(await guides.guideOfStaff(userid), status, page, size),
  }
}
