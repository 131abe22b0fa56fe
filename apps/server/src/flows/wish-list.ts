import type { distributorWishPush, ParsedBodyOf, PushOrder, Wish } from '@shop/contracts'
import { DomainError, maskMobile, pushRefusal, WISH_STATUS_LABELS, wishStatus } from '@shop/domain'
import type { WishFilter, WishRow } from '../modules/distribution'
import { toPage } from '../platform/paging'
import type { FlowDeps } from './flow-deps'
import { createPushOrder } from './push-order'

export type WishListFlow = ReturnType<typeof createWishList>

/**
 * The wish list (docs/wish-list.md) across distribution (the wishes, who is bound to whom), the catalogue (what a
 * wished goods is now), the customers (who wished) and push orders: the distributor a customer is bound to sends a
 * push order for a wish, once; the customer orders it as a `wish_list` order attributed to that distributor.
 */
export function createWishList(deps: FlowDeps) {
  const { clock, wishes, distribution, catalogue, customers } = deps
  const pushOrder = createPushOrder(deps)

  /** The wishes as a page shows them; `withCustomer` for the distributor's and the console's eyes. */
  const views = async (rows: WishRow[], withCustomer: boolean): Promise<Wish[]> => {
    const customerIds = [...new Set(rows.map((row) => row.customerId))]
    const [sale, pushOrders, faces, mobiles] = await Promise.all([
      catalogue.saleView(),
      pushOrder.byIds(rows.flatMap((row) => (row.pushOrderId === null ? [] : [row.pushOrderId]))),
      withCustomer ? customers.facesOf(customerIds) : new Map<number, never>(),
      withCustomer ? customers.mobilesOf(customerIds) : new Map<number, never>(),
    ])
    const now = clock.now()
    return rows.map((row) => {
      const pushed: PushOrder | null = row.pushOrderId === null ? null : (pushOrders.get(row.pushOrderId) ?? null)
      const status = wishStatus({
        cancelled: row.status === 'cancelled',
        pushed: pushed !== null,
        ordered: pushed?.orderId != null,
        expiresAt: row.status === 'expired' ? now : row.expiresAt,
        now,
      })
      const item = row.skuId === null ? undefined : sale.item(row.skuId)
      const face = faces.get(row.customerId)
      const mobile = mobiles.get(row.customerId)
      return {
        id: row.id,
        status,
        statusLabel: WISH_STATUS_LABELS[status],
        goods:
          row.skuId === null
            ? null
            : {
                goodsId: row.goodsId ?? 0,
                skuId: row.skuId,
                name: item?.goodsName ?? '商品已下架',
                image: item ? (item.sku.image ?? item.goodsImage) : null,
                specifications: item?.sku.specifications.map((s) => s.value).join(' ') ?? '',
                price: item ? (item.sku.activityPrice ?? item.sku.price) : null,
              },
        quantity: row.quantity,
        text: row.text,
        customer: withCustomer
          ? {
              nickName: face?.nickName ?? '',
              avatarUrl: face?.avatarUrl ?? null,
              mobile: mobile ? maskMobile(mobile) : null,
            }
          : null,
        pushOrder: pushed,
        createTime: row.createdAt.toISOString(),
        expiresAt: row.expiresAt.toISOString(),
      }
    })
  }
  const view = async (row: WishRow, withCustomer: boolean) => (await views([row], withCustomer))[0]!
  const pageOf = async (
    got: Promise<{ rows: WishRow[]; total: number }>,
    withCustomer: boolean,
    page: number,
    size: number,
  ) => {
    const { rows, total } = await got
    return toPage(await views(rows, withCustomer), total, page, size)
  }

  /** The distributor's view of a wish: one of a customer bound to them now; wishNotFound else. */
  const visible = async (customerId: number, id: number) => {
    const distributor = await distribution.pushSender(customerId)
    const row = await wishes.visibleTo(distributor.id, id)
    if (!row) throw new DomainError('wishNotFound', { id })
    return { distributor, row }
  }

  return {
    /** wishCustom: a goods the catalogue sells now (skuNotFound else), or the customer's own words. */
    async make(customerId: number, body: { skuId?: number | undefined; quantity: number; text?: string | undefined }) {
      let goodsId: number | null = null
      if (body.skuId !== undefined) {
        const item = (await catalogue.saleView()).item(body.skuId)
        if (!item) throw new DomainError('skuNotFound', { skuIds: [body.skuId] })
        goodsId = item.sku.goodsId
      }
      const row = await wishes.make(customerId, {
        goodsId,
        skuId: body.skuId ?? null,
        quantity: body.quantity,
        text: body.text || null,
      })
      return view(row, false)
    },
    mine: (customerId: number, filter: WishFilter | undefined, page: number, size: number) =>
      pageOf(wishes.mine(customerId, filter, page, size), false, page, size),
    detail: async (customerId: number, id: number) => view(await wishes.ofCustomer(customerId, id), false),
    cancel: async (customerId: number, id: number) => view(await wishes.cancel(customerId, id), false),

    /** The distributor's list: the wishes of the customers bound to them now. */
    async forDistributor(customerId: number, filter: WishFilter | undefined, page: number, size: number) {
      const distributor = await distribution.pushSender(customerId)
      return pageOf(wishes.forDistributor(distributor.id, filter, page, size), true, page, size)
    },
    detailForDistributor: async (customerId: number, id: number) => view((await visible(customerId, id)).row, true),

    /**
     * The distributor sends a push order for the wish, to the customer's mobile: the push order's unique wish id
     * makes two sends at once one (the other wishNotOpen), then the wish is marked pushed (a retry repairs it).
     */
    async push(customerId: number, id: number, body: ParsedBodyOf<typeof distributorWishPush>): Promise<Wish> {
      const { distributor, row } = await visible(customerId, id)
      const current = await view(row, false)
      const refusal = pushRefusal({
        boundToDistributor: true,
        cancelled: row.status === 'cancelled',
        // A push order of this wish sent by this same request is a retry, not a refusal.
        pushed: current.pushOrder !== null && row.pushedBy !== distributor.id,
        ordered: current.pushOrder?.orderId != null,
        expiresAt: row.status === 'expired' ? clock.now() : row.expiresAt,
        now: clock.now(),
      })
      if (refusal) throw new DomainError(refusal, { id })
      const mobile = (await customers.mobilesOf([row.customerId])).get(row.customerId)
      const sent = await pushOrder.send(
        customerId,
        'distribution_order',
        {
          items: body.items,
          remark: body.remark,
          requestId: body.requestId,
          ...(mobile && { customerMobile: mobile }),
        },
        row.id,
      )
      await wishes.markPushed(row.id, sent.id, distributor.id)
      return view(await wishes.ofCustomer(row.customerId, row.id), true)
    },

    /** The console's wish list. */
    consolePage: (filter: WishFilter | undefined, customerId: number | undefined, page: number, size: number) =>
      pageOf(wishes.consolePage(filter, customerId, page, size), true, page, size),
  }
}
