import type { GoodsLine, merchantRefunds, RefundDetail, RefundSummary } from '@shop/contracts'
import { REFUND_REASONS } from '@shop/contracts'
import {
  DomainError,
  isRefundInProgress,
  orderRefundState,
  REFUND_STATUS_LABELS,
  REFUND_TIMELINE_LABELS,
  REFUND_TYPE_LABELS,
  refundLifecycle,
  timelineOf,
  type RefundableOrder,
  type RefundEvent,
  type RefundRecord,
  type RefundStatus,
} from '@shop/domain'
import type { z } from 'zod'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { findCarrier } from '../../providers/kuaidi100'
import { goodsLine, type OrdersService } from '../orders'
import {
  refundsRepository,
  type MerchantRefundFilter,
  type NewRefundEvent,
  type RefundRow,
  type RefundWithLines,
} from './refunds.repository'
import type { RefundActor } from './refunds.tables'
import { toPage } from '../../platform/paging'

/** Where RETURN_REFUND goods go back to (shown once the return is approved). */
export const RETURN_ADDRESS = {
  name: '澜肌官方商城售后组',
  mobile: '021-61230000',
  address: '上海市青浦区华新镇华志路1688号 澜肌电商仓 退货组',
}

/** An order line's units held by refunds: all of them, and those taken before they were shipped. */
export interface LineHold {
  /** Units held or taken by refunds in progress or refunded. */
  quantity: number
  /** Units taken before shipping, by refunds in progress or refunded: they are not to be shipped. */
  unshipped: number
  /** Of those, units of refunds that succeeded: gone for good. */
  unshippedRefunded: number
}

/** The refunds an order's refund rules count, as the domain reads them. */
export const refundRecords = (refunds: readonly RefundWithLines[]): RefundRecord[] =>
  refunds.map(({ refund, lines }) => ({
    status: refund.status,
    shippingAmount: refund.shippingAmount,
    lines: lines.map((l) => ({
      lineId: String(l.orderLineId),
      quantity: l.quantity,
      amount: l.amount,
      points: l.points,
    })),
  }))

/** Per order line id, the units refunds hold. */
export function lineHolds(refunds: readonly RefundWithLines[]): Map<number, LineHold> {
  const holds = new Map<number, LineHold>()
  for (const { refund, lines } of refunds) {
    if (refund.status !== 'refunded' && !isRefundInProgress(refund.status)) continue
    for (const line of lines) {
      const hold = holds.get(line.orderLineId) ?? { quantity: 0, unshipped: 0, unshippedRefunded: 0 }
      hold.quantity += line.quantity
      hold.unshipped += line.unshippedQuantity
      if (refund.status === 'refunded') hold.unshippedRefunded += line.unshippedQuantity
      holds.set(line.orderLineId, hold)
    }
  }
  return holds
}

/** An order as the refund rules read it. */
export const refundableOrder = (
  order: { actualShippingPrice: number; totalRealPayPoints: number },
  lines: readonly { id: number; quantity: number; realPayAmount: number; pointsAmount: number }[],
): RefundableOrder => ({
  actualShippingPrice: order.actualShippingPrice,
  totalRealPayPoints: order.totalRealPayPoints,
  lines: lines.map((l) => ({
    id: String(l.id),
    quantity: l.quantity,
    realPayAmount: l.realPayAmount,
    pointsAmount: l.pointsAmount,
  })),
})

/** The out_refund_no of a refund's current attempt: the refund number, `_n` from the second attempt on. */
export const outRefundNo = (refund: Pick<RefundRow, 'refundNo' | 'attempt'>) =>
  refund.attempt > 1 ? `${refund.refundNo}_${refund.attempt}` : refund.refundNo

export type RefundsService = ReturnType<typeof createRefundsService>

/**
 * The refunds' records and views: moving a refund through its lifecycle (guarded, with its timeline), what its
 * order's refunds hold, and the answers of the refund pages. The moves that touch other modules (the order, money,
 * stock, points, coupon) are the refund flows' (src/flows/ask-refund.ts, decide-refund.ts, settle-refund.ts).
 */
export interface RefundsDeps {
  db: Db
  clock: Clock
  orders: Pick<OrdersService, 'get' | 'linesByIds' | 'linesOfOrders' | 'orderNos' | 'idByOrderNo'>
}

export function createRefundsService({ db, clock, orders }: RefundsDeps) {
  const reader = refundsRepository(db)

  const goodsOf = async (lineIds: readonly number[]): Promise<Map<number, GoodsLine>> =>
    new Map((await orders.linesByIds(lineIds)).map((line) => [line.id, goodsLine(line)]))

  const summaries = async (items: readonly RefundWithLines[]): Promise<RefundSummary[]> => {
    const goods = await goodsOf([...new Set(items.flatMap((i) => i.lines.map((l) => l.orderLineId)))])
    const numbers = await orders.orderNos([...new Set(items.map((i) => i.refund.orderId))])
    return items.map(({ refund, lines }) => ({
      refundId: refund.id,
      id: refund.id,
      refundNo: refund.refundNo,
      orderId: refund.orderId,
      orderNo: numbers.get(refund.orderId) ?? '',
      type: refund.type,
      typeLabel: REFUND_TYPE_LABELS[refund.type],
      status: refund.status,
      statusLabel: REFUND_STATUS_LABELS[refund.status],
      totalAmount: refund.totalAmount,
      points: refund.points,
      goodsNum: lines.reduce((n, l) => n + l.quantity, 0),
      lines: lines.map((l) => ({
        ...goods.get(l.orderLineId)!,
        quantity: l.quantity,
        amount: l.amount,
        points: l.points,
      })),
      createTime: refund.createdAt.toISOString(),
      updateTime: refund.updatedAt.toISOString(),
    }))
  }

  const detail = async (item: RefundWithLines): Promise<RefundDetail> => {
    const [summary] = await summaries([item])
    const { refund } = item
    const events = await reader.events(refund.id)
    const carrier = refund.returnCarrierCode ? findCarrier(refund.returnCarrierCode) : undefined
    const returning = refund.type === 'RETURN_REFUND' && ['waiting_return', 'returned'].includes(refund.status)
    return {
      ...summary!,
      goodsAmount: refund.goodsAmount,
      shippingAmount: refund.shippingAmount,
      reason: refund.reason,
      reasonLabel: REFUND_REASONS[refund.reason],
      description: refund.description,
      images: refund.images,
      rejectReason: refund.rejectReason,
      returnAddress: returning ? RETURN_ADDRESS : null,
      returnCarrierCode: refund.returnCarrierCode,
      returnCarrierName: carrier?.name ?? null,
      returnWaybillNo: refund.returnWaybillNo,
      refundedAt: refund.refundedAt?.toISOString() ?? null,
      actions: [
        ...(refund.status === 'submitted' ? (['modify'] as const) : []),
        ...(['submitted', 'waiting_return'].includes(refund.status) ? (['cancel'] as const) : []),
        ...(refund.status === 'waiting_return' ? (['buyer_confirm'] as const) : []),
      ],
      timeline: timelineOf(events, REFUND_TIMELINE_LABELS),
    }
  }

  const found = async (refundId: number, customerId?: number, handle: Db = db): Promise<RefundWithLines> => {
    const item = await refundsRepository(handle).find(refundId, customerId)
    if (!item) throw new DomainError('refundNotFound', { refundId })
    return item
  }

  return {
    /** Money refunded and refunds paid out per China day, for refunds paid out in [from, to) (the dashboard). */
    refundedPerDay: (from: Date, to: Date) => reader.refundedPerDay(from, to),
    tally: () => reader.tally(),

    /**
     * Moves a refund by a lifecycle event inside the caller's transaction, guarded by the status and version it was
     * read in, and writes the timeline entry. Throws refundStatusInvalid when the event does not apply (or the
     * refund moved meanwhile).
     */
    async move(
      tx: Db,
      refund: RefundRow,
      event: RefundEvent,
      by: { actor: RefundActor; actorId?: string | null; details?: Record<string, unknown> },
      set: Partial<Omit<RefundRow, 'id' | 'status'>> = {},
    ): Promise<RefundRow> {
      const to = refundLifecycle(refund.type).next(refund.status, event)
      const repo = refundsRepository(tx)
      const now = clock.now()
      const moved = await repo.update(refund, { ...set, status: to }, now)
      if (!moved) throw new DomainError('refundStatusInvalid', { refundId: refund.id, from: refund.status, event })
      await repo.insertEvent(refund.id, {
        type: event,
        fromStatus: refund.status,
        toStatus: to,
        actor: by.actor,
        actorId: by.actorId ?? null,
        details: by.details ?? null,
        at: now,
      })
      return moved
    },

    /** Every refund of an order with its lines (inside a transaction, pass it). */
    ofOrder: (orderId: number, tx: Db = db) => refundsRepository(tx).ofOrder(orderId),

    /** What `allowedActions` needs per order: a refund in progress, everything refunded. */
    async stateOf(
      orderIds: readonly number[],
    ): Promise<Map<number, { refundInProgress: boolean; fullyRefunded: boolean }>> {
      const items = await reader.ofOrders(orderIds)
      if (items.length === 0) return new Map()
      const lines = await orders.linesOfOrders([...new Set(items.map((i) => i.refund.orderId))])
      const states = new Map<number, { refundInProgress: boolean; fullyRefunded: boolean }>()
      for (const orderId of new Set(items.map((i) => i.refund.orderId))) {
        const order = refundableOrder(
          { actualShippingPrice: 0, totalRealPayPoints: 0 },
          lines.filter((l) => l.orderId === orderId),
        )
        states.set(orderId, orderRefundState(order, refundRecords(items.filter((i) => i.refund.orderId === orderId))))
      }
      return states
    },

    /** The money refunded so far per order (refunds that succeeded). */
    refundedAmount: async (orderId: number, tx: Db = db) =>
      (await refundsRepository(tx).ofOrder(orderId))
        .filter((i) => i.refund.status === 'refunded')
        .reduce((sum, i) => sum + i.refund.totalAmount, 0),

    /** The refund with its lines (only the customer's when one is named); refundNotFound else. */
    get: found,
    detail: async (refundId: number, customerId?: number) => detail(await found(refundId, customerId)),
    summary: async (refundId: number, customerId?: number) =>
      (await summaries([await found(refundId, customerId)]))[0]!,

    /** The refunds of one of the customer's orders, newest first (another's order: orderNotFound). */
    async ofCustomerOrder(customerId: number, orderId: number): Promise<RefundSummary[]> {
      await orders.get(orderId, customerId)
      return summaries((await reader.ofOrder(orderId)).toReversed())
    },

    async customerPage(customerId: number, status: RefundStatus | undefined, page: number, size: number) {
      const { items, total } = await reader.customerPage(customerId, status, page, size)
      return toPage(await summaries(items), total, page, size)
    },

    /** The merchant's list: the query's filters, the order number resolved to its order. */
    async merchantPage(query: z.output<NonNullable<(typeof merchantRefunds)['query']>>) {
      const { page, size, orderNo, refundNo, createdFrom, createdTo, ...rest } = query
      const filter: MerchantRefundFilter = {
        ...rest,
        refundNo: refundNo && (refundNo.startsWith('R') ? refundNo : `R${refundNo}`),
        orderId: orderNo === undefined ? undefined : await orders.idByOrderNo(orderNo),
        createdFrom: createdFrom === undefined ? undefined : new Date(createdFrom),
        createdTo: createdTo === undefined ? undefined : new Date(createdTo),
      }
      const { items, total } = await reader.allPage(filter, page, size)
      const content = (await summaries(items)).map((summary, i) => {
        const { refund } = items[i]!
        return {
          ...summary,
          customerId: refund.customerId,
          reasonLabel: REFUND_REASONS[refund.reason],
          refundedAt: refund.refundedAt?.toISOString() ?? null,
        }
      })
      return toPage(content, total, page, size)
    },

    /** The merchant's view: the detail and whose it is. */
    async merchantDetail(refundId: number) {
      const item = await found(refundId)
      return { ...(await detail(item)), customerId: item.refund.customerId }
    },

    byRefundNo: (refundNo: string) => reader.byRefundNo(refundNo),
    lock: (tx: Db, refundId: number, customerId?: number) => refundsRepository(tx).lock(refundId, customerId),
    insert: (tx: Db, ...args: Parameters<ReturnType<typeof refundsRepository>['insert']>) =>
      refundsRepository(tx).insert(...args),
    replaceLines: (tx: Db, ...args: Parameters<ReturnType<typeof refundsRepository>['replaceLines']>) =>
      refundsRepository(tx).replaceLines(...args),
    insertEvent: (tx: Db, refundId: number, event: NewRefundEvent) =>
      refundsRepository(tx).insertEvent(refundId, event),
    claimDue: (tx: Db, now: Date, limit: number) => refundsRepository(tx).claimDue(now, limit),
    setNextCheck: (tx: Db, refundIds: readonly number[], at: Date) => refundsRepository(tx).setNextCheck(refundIds, at),
    leaseCheck: (tx: Db, refundId: number, now: Date, until: Date) =>
      refundsRepository(tx).leaseCheck(refundId, now, until),
    update: (tx: Db, refund: RefundRow, set: Parameters<ReturnType<typeof refundsRepository>['update']>[1]) =>
      refundsRepository(tx).update(refund, set, clock.now()),
  }
}
