import type { OrderCounts, OrderSimpleDetail, OrderSubmitted } from '@shop/contracts'
import {
  DomainError,
  ORDER_INITIAL_STATUS,
  ORDER_LIST_FILTERS,
  ORDER_STATUS_LABELS,
  payDeadline,
  statusesForListFilter,
} from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { ordersRepository, type NewOrder, type NewOrderLine, type OrderRow } from './orders.repository'

export interface OrdersDeps {
  db: Db
  clock: Clock
}

export type OrdersService = ReturnType<typeof createOrdersService>

/** Everything an order is made of at submit, besides what the orders module decides (number, status, times). */
export type OrderDraft = Omit<NewOrder, 'status' | 'payDeadline' | 'createdAt' | 'updatedAt'> & {
  lines: NewOrderLine[]
}

/** Order numbers carry the day as a shopper in China reads it. */
const CHINA_OFFSET_MS = 8 * 3_600_000
const dayOf = (moment: Date) => new Date(moment.getTime() + CHINA_OFFSET_MS).toISOString().slice(0, 10).replaceAll('-', '')

/**
 * The base of the orders: placing an order inside the checkout's transaction, the submit's idempotency keys, the
 * units a customer bought (per-customer limits), and what the checkout and the personal centre read back.
 * Payment, fulfilment and refunds build on these tables.
 */
export function createOrdersService({ db, clock }: OrdersDeps) {
  const reader = ordersRepository(db)

  return {
    /**
     * Creates the order in wait_pay with its lines and its `submit` event, inside the checkout's transaction. The
     * customer pays until `payDeadline`.
     */
    async place(tx: Db, { lines, ...draft }: OrderDraft): Promise<OrderRow> {
      const repo = ordersRepository(tx)
      const now = clock.now()
      const order = await repo.insertOrder(
        {
          ...draft,
          status: ORDER_INITIAL_STATUS,
          payDeadline: new Date(payDeadline(now.getTime())),
          createdAt: now,
          updatedAt: now,
        },
        dayOf(now),
      )
      await repo.insertLines(order.id, lines)
      await repo.insertEvent(order.id, {
        type: 'submit',
        fromStatus: null,
        toStatus: order.status,
        actor: 'customer',
        actorId: String(order.customerId),
        at: now,
      })
      return order
    },

    /**
     * Claims a submit's idempotency key inside its transaction. False: another submit holds it; on PostgreSQL this
     * waits for that submit's transaction, so afterwards `findByKey` sees its order (or the key is free again).
     */
    claimKey: (tx: Db, customerId: number, key: string, requestHash: string) =>
      ordersRepository(tx).claimKey(customerId, key, requestHash, clock.now()),

    attachKey: (tx: Db, customerId: number, key: string, orderId: number) =>
      ordersRepository(tx).attachKey(customerId, key, orderId),

    /** The order a key made, and the hash of the request that made it; null when the key is unused. */
    findByKey: (customerId: number, key: string, handle: Db = db) => ordersRepository(handle).findKey(customerId, key),

    /** Units of each SKU the customer bought in orders not cancelled (per-customer limits count these). */
    bought: (customerId: number, skuIds: readonly number[], handle: Db = db): Promise<Map<number, number>> =>
      skuIds.length === 0 ? Promise.resolve(new Map()) : ordersRepository(handle).bought(customerId, skuIds),

    async simpleDetail(customerId: number, orderId: number): Promise<OrderSimpleDetail> {
      const found = await reader.find(customerId, orderId)
      if (!found) throw new DomainError('orderNotFound', { orderId })
      const { order, goodsNum } = found
      return {
        orderId: order.id,
        id: order.id,
        orderNo: order.orderNo,
        orderType: order.orderType,
        status: order.status,
        statusLabel: ORDER_STATUS_LABELS[order.status],
        totalOriginAmount: order.totalOriginAmount,
        totalBenefitAmount: order.totalBenefitAmount,
        totalPointsToAmount: order.totalPointsToAmount,
        totalRealPayPoints: order.totalRealPayPoints,
        actualShippingPrice: order.actualShippingPrice,
        totalRealPayAmount: order.totalRealPayAmount,
        goodsNum,
        createTime: order.createdAt.toISOString(),
        payDeadline: order.payDeadline.toISOString(),
        paidAt: order.paidAt?.toISOString() ?? null,
      }
    },

    /**
     * The SKUs and quantities of one of the customer's orders, to buy it again: any order but an unpaid one (the
     * domain's buy_again rule; that one is paid, not bought again).
     */
    async itemsToBuyAgain(customerId: number, orderId: number): Promise<{ skuId: number; quantity: number }[]> {
      const found = await reader.find(customerId, orderId)
      if (!found) throw new DomainError('orderNotFound', { orderId })
      const { status } = found.order
      if (status === 'wait_pay') throw new DomainError('orderStatusInvalid', { action: 'buy_again', status })
      return (await reader.lines(orderId)).map(({ skuId, quantity }) => ({ skuId, quantity }))
    },

    async counts(customerId: number): Promise<OrderCounts> {
      const byStatus = await reader.countsByStatus(customerId)
      const countOf = (filter: (typeof ORDER_LIST_FILTERS)[number]) =>
        statusesForListFilter(filter).reduce((n, status) => n + (byStatus.get(status) ?? 0), 0)
      return Object.fromEntries(ORDER_LIST_FILTERS.map((filter) => [filter, countOf(filter)])) as OrderCounts
    },
  }
}

/** What a submit answers for an order. */
export const submittedAnswer = (order: OrderRow): OrderSubmitted => ({
  orderId: order.id,
  orderNo: order.orderNo,
  totalRealPayAmount: order.totalRealPayAmount,
  status: order.status,
  payDeadline: order.payDeadline.toISOString(),
  createTime: order.createdAt.toISOString(),
})
