import { createHash } from 'node:crypto'
import type {
  baBehaviorAppend,
  baSubmit,
  Cart,
  OrderSubmitted,
  ParsedBodyOf,
  PushOrder,
  PushOrderKind,
  PushOrderStatus,
  pushOrderLocate,
  pushOrderSubmit,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { CartItem } from '../modules/cart'
import type { SaleView } from '../modules/catalogue'
import type { GuideBadge, GuideRow, PushOrderRow, PushSender } from '../modules/guides'
import { toPage } from '../platform/paging'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'

export type PushOrderFlow = ReturnType<typeof createPushOrder>

/** The shop page that opens a push order (the link its sender sends). */
export const pushOrderPath = (kind: PushOrderKind, code: string) =>
  kind === 'ba_push_order' ? `pages/guide/order/index?code=${code}` : `pages/distributor/pushDetail/index?code=${code}`

const kindOf = (row: PushOrderRow): PushOrderKind => (row.guideId !== null ? 'ba_push_order' : 'distribution_order')

/**
 * A push order (推单, docs/guides-and-counters.md), sent by a guide (导购, `ba_push_order`) or by a distributor
 * (分销员 or 推荐官, `distribution_order`, docs/distribution.md), across the guides module (which keeps both
 * kinds), distribution, the cart's pricing, the catalogue and checkout. The sender prices goods (`baLocate`,
 * `distribution_cart/origin/locate`) and saves a draft (`baSubmit`, `distribution_cart/origin/submit`) that holds
 * no stock; the customer opens it by its code (the first customer keeps it, or the one it names), sees it priced from
 * today's catalogue (`locate`) and orders it (`submit`): a normal checkout of those items, of the push order's type,
 * whose transaction also marks the push order ordered (once), which is the order's attribution to the guide, and for
 * a distributor's also the order's attribution in distribution (the commission).
 */
export function createPushOrder(deps: FlowDeps) {
  const { clock, guides, customers, cart, catalogue, orders, distribution } = deps
  const checkout = createCheckout(deps)

  const mobileOf = async (customerId: number) => (await customers.mobilesOf([customerId])).get(customerId) ?? null
  const guideOf = async (customerId: number) => guides.activeGuide(await mobileOf(customerId))

  /** The signed-in sender of a kind: the active guide, or the approved distributor. */
  async function senderOf(customerId: number, kind: PushOrderKind): Promise<PushSender> {
    if (kind === 'ba_push_order') return { guideId: (await guideOf(customerId)).id }
    return { distributorId: (await distribution.pushSender(customerId)).id }
  }

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

  const idsOf = (ids: (number | null)[]) => [...new Set(ids.filter((id) => id !== null))]

  /** The push orders as their sender and customer read them, with today's goods and their orders' standing. */
  const views = async (rows: PushOrderRow[], known?: Map<number, GuideBadge>): Promise<PushOrder[]> => {
    const [sale, guideBadges, distributorBadges, standings] = await Promise.all([
      catalogue.saleView(),
      known ?? guides.badges(idsOf(rows.map((row) => row.guideId))),
      distribution.badges(idsOf(rows.map((row) => row.distributorId))),
      orders.standings(rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]))),
    ])
    const standing = new Map(standings.map((s) => [s.id, s]))
    return rows.map((row) => {
      const order = row.orderId === null ? undefined : standing.get(row.orderId)
      const badge = row.guideId !== null ? guideBadges.get(row.guideId) : distributorBadges.get(row.distributorId!)
      const kind = kindOf(row)
      return {
        id: row.id,
        code: row.code,
        kind,
        path: pushOrderPath(kind, row.code),
        status: statusOf(row),
        guide: { name: badge?.name ?? '', counterName: badge?.counterName ?? null },
        customerMobile: row.customerMobile,
        lines: row.items.map((item) => lineOf(sale, item)),
        remark: row.remark,
        quotedAmount: row.quotedAmount,
        wishId: row.wishId,
        orderId: row.orderId,
        orderStatus: order?.status ?? null,
        orderAmount: order?.totalRealPayAmount ?? null,
        createTime: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }
    })
  }
  const view = async (row: PushOrderRow) => (await views([row]))[0]!

  /** The customer's push order by its code; one of another kind than the call's is not found. */
  const opened = async (customerId: number, code: string, kind?: PushOrderKind) => {
    const row = await guides.open(code, { id: customerId, mobile: await mobileOf(customerId) }, distribution.customerOf)
    if (kind !== undefined && kindOf(row) !== kind) throw new DomainError('pushOrderNotFound')
    return row
  }

  /** The sender's push orders, newest first (a sender sees only their own). */
  const pageOf = async (
    sender: PushSender,
    status: PushOrderStatus | undefined,
    page: number,
    size: number,
    badge?: Map<number, GuideBadge>,
  ) => {
    const { rows, total } = await guides.pushOrderPage(sender, status, page, size)
    return toPage(await views(rows, badge), total, page, size)
  }
  const guidePage = async (guide: GuideRow, status: PushOrderStatus | undefined, page: number, size: number) =>
    pageOf({ guideId: guide.id }, status, page, size, new Map([[guide.id, await guides.badgeOf(guide)]]))

  return {
    /** The sender prices the goods before sending: nothing is saved, no stock is held. */
    async senderLocate(customerId: number, kind: PushOrderKind, items: CartItem[]): Promise<Cart> {
      await senderOf(customerId, kind)
      return quote(customerId, items)
    },

    /**
     * The sender saves the push order (a draft holding no stock); a retry with the same requestId answers it. A
     * distributor's push order for a customer's wish names the wish (one push order per wish: wishNotOpen else).
     */
    async send(
      customerId: number,
      kind: PushOrderKind,
      body: ParsedBodyOf<typeof baSubmit>,
      wishId?: number,
    ): Promise<PushOrder> {
      const sender = await senderOf(customerId, kind)
      if (body.customerMobile !== undefined && body.customerMobile === (await mobileOf(customerId))) {
        throw new DomainError(kind === 'ba_push_order' ? 'pushOrderOwnGuide' : 'pushOrderOwnDistributor')
      }
      const priced = await quote(customerId, body.items)
      const gone = priced.goods.filter((line) => line.status === 'unavailable').map((line) => line.skuId)
      if (gone.length > 0) throw new DomainError('skuNotFound', { skuIds: gone })
      const request = {
        items: body.items.map(({ skuId, quantity }) => ({ skuId, quantity })),
        customerMobile: body.customerMobile ?? null,
        remark: body.remark || null,
        ...(wishId !== undefined && { wishId }),
      }
      const row = await guides.send(sender, {
        ...request,
        quotedAmount: priced.totalActualAmount,
        requestId: body.requestId,
        requestHash: createHash('sha256').update(JSON.stringify(request)).digest('hex'),
      })
      return view(row)
    },

    mine: async (
      customerId: number,
      kind: PushOrderKind,
      status: PushOrderStatus | undefined,
      page: number,
      size: number,
    ) =>
      kind === 'ba_push_order'
        ? guidePage(await guideOf(customerId), status, page, size)
        : pageOf(await senderOf(customerId, kind), status, page, size),

    /** Push orders by id as their sender and customer read them (the wish list shows each wish's). */
    async byIds(ids: readonly number[]): Promise<Map<number, PushOrder>> {
      const rows = await guides.pushOrdersByIds(ids)
      return new Map((await views(rows)).map((view) => [view.id, view]))
    },

    detailForSender: async (customerId: number, kind: PushOrderKind, id: number): Promise<PushOrder> =>
      view(await guides.pushOrderOf(await senderOf(customerId, kind), id)),

    /** findOrderDetail4customer: the customer opens the push order (and keeps it, when it was nobody's yet). */
    openForCustomer: async (customerId: number, code: string) => view(await opened(customerId, code)),

    /** The customer's push order priced now with their own choices; `priceChanged` when it differs from the quote. */
    async locate(customerId: number, kind: PushOrderKind, body: ParsedBodyOf<typeof pushOrderLocate>) {
      const { code, addressId, ...choices } = body
      const row = await opened(customerId, code, kind)
      const [pushOrder, priced, asQuoted] = await Promise.all([
        view(row),
        cart.locateItems(customerId, row.items, choices, addressId),
        quote(customerId, row.items),
      ])
      return { pushOrder, cart: priced, priceChanged: asQuoted.totalActualAmount !== row.quotedAmount }
    },

    /**
     * The customer orders the push order: an order of its kind, the push order marked ordered (and a distributor's
     * order attributed to them) in the same transaction.
     */
    async submit(
      customerId: number,
      kind: PushOrderKind,
      body: ParsedBodyOf<typeof pushOrderSubmit>,
    ): Promise<OrderSubmitted> {
      const { code, ...request } = body
      const row = await opened(customerId, code, kind)
      if (row.orderId !== null) {
        // A retry of the submit that made it answers that order; anything else is refused.
        const earlier = await orders.findByKey(customerId, request.idempotencyKey)
        if (earlier?.order?.id !== row.orderId) throw new DomainError('pushOrderUsed')
      }
      return checkout.submit(customerId, { kind: 'items', items: row.items }, request, {
        // A distributor's push order for a customer's wish is a wish-list order (docs/wish-list.md).
        orderType: row.wishId !== null ? 'wish_list' : kind,
        async attach(tx, order) {
          await guides.attach(tx, row, customerId, order.id)
          if (row.distributorId !== null) await distribution.attributeTo(tx, order, row.distributorId)
        },
      })
    },

    /** ba_behavior/append: what the guide did for whom. */
    behavior: async (customerId: number, body: ParsedBodyOf<typeof baBehaviorAppend>) =>
      guides.appendBehavior(await guideOf(customerId), body),

    /** The counter portal: the push orders of the guide signed in with this WeCom account. */
    ofStaff: async (userid: string, status: PushOrderStatus | undefined, page: number, size: number) =>
      guidePage(await guides.guideOfStaff(userid), status, page, size),
  }
}
