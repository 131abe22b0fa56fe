import { DomainError, orderRefundState, refundWindowStart, type OrderFacts } from '@shop/domain'
import type { Db } from '../platform/database'
import type { OrderRow } from '../modules/orders'
import { lineHolds, refundableOrder, refundRecords, type RefundRow, type RefundWithLines } from '../modules/refunds'
import type { FlowDeps } from './flow-deps'

/** How long after asking WeChat Pay the sweep checks a refund still processing (and retries one that failed to reach it). */
export const REFUND_CHECK_AFTER_MS = 30_000

/** What WeChat Pay says about a refund. */
export interface ProviderRefundAnswer {
  outRefundNo: string
  refundId: string
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'
}

/** Who moves a refund. */
export type By = { actor: 'customer' | 'staff' | 'system' | 'provider'; actorId?: string | null }

/**
 * What the refund flows (ask-refund, decide-refund, settle-refund; docs/orders.md "Refunds in this shop") share: an
 * order as the refund rules see it, the refund locked after its order, and the earned points a refund takes back.
 */
export function createRefundContext(deps: FlowDeps) {
  const { clock, orders, refunds, fulfilment, points } = deps

  /** An order as the refund rules see it, inside the transaction that holds it (one query at a time on `tx`). */
  async function orderContext(tx: Db, order: OrderRow, leaveOut?: number) {
    const lines = await orders.linesOf(tx, order.id)
    const all = await refunds.ofOrder(order.id, tx)
    const shipped = await fulfilment.shippedByLine(order.id, tx)
    const items = all.filter((item) => item.refund.id !== leaveOut)
    const snapshot = refundableOrder(order, lines)
    const records = refundRecords(items)
    const facts: OrderFacts = {
      now: clock.now().getTime(),
      payDeadline: order.payDeadline.getTime(),
      paidAt: order.paidAt?.getTime() ?? null,
      shipped: shipped.size > 0,
      invoiceRequested: false,
      ...orderRefundState(snapshot, records),
      refundWindowFrom: refundWindowStart(
        {
          orderType: order.orderType,
          status: order.status,
          paidAt: order.paidAt?.getTime() ?? null,
          shippedAt: order.shippedAt?.getTime() ?? null,
        },
        clock.now().getTime(),
      ),
    }
    return { lines, items, snapshot, records, shipped, holds: lineHolds(items), facts }
  }

  type Ctx = Awaited<ReturnType<typeof orderContext>>

  /** Per line, shipped units no refund holds yet: the most a return can send back. */
  const returnable = (ctx: Ctx, lineId: number) => {
    const hold = ctx.holds.get(lineId)
    return (ctx.shipped.get(lineId) ?? 0) - ((hold?.quantity ?? 0) - (hold?.unshipped ?? 0))
  }

  /**
   * Locks the refund's order, then the refund (the order first, as every refund move does; docs/orders.md "Lock
   * order"): refundNotFound.
   */
  async function lockRefund(tx: Db, refundId: number, customerId?: number) {
    const { refund: peeked } = await refunds.get(refundId, customerId, tx)
    const order = await orders.lock(tx, peeked.orderId)
    const refund = await refunds.lock(tx, refundId, customerId)
    if (!refund) throw new DomainError('refundNotFound', { refundId })
    return { order, refund }
  }

  /**
   * The earned points a refund takes back: the order's earned points in proportion to the money refunded so far
   * (all of them with its last goods), less what earlier refunds took.
   */
  async function earnedToTakeBack(tx: Db, order: OrderRow, refund: RefundRow, items: readonly RefundWithLines[]) {
    const earned = await points.earned(String(order.id), tx)
    if (earned === 0) return 0
    const earlier = items.filter((i) => i.refund.status === 'refunded' && i.refund.id !== refund.id)
    const taken = earlier.reduce((n, i) => n + i.refund.pointsTakenBack, 0)
    const refundedMoney = earlier.reduce((n, i) => n + i.refund.totalAmount, 0) + refund.totalAmount
    const paid = order.totalRealPayAmount
    const due = refund.completesOrder || paid === 0 ? earned : Math.floor((earned * refundedMoney) / paid)
    return Math.max(0, Math.min(earned, due) - taken)
  }

  return { orderContext, returnable, lockRefund, earnedToTakeBack }
}

export type OrderContext = Awaited<ReturnType<ReturnType<typeof createRefundContext>['orderContext']>>
