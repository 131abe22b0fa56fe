import { DEFAULT_ORDER_RULES } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

const DAY_MS = 86_400_000
const BATCH = 100

export type SettleCommission = ReturnType<typeof createSettleCommission>

/**
 * Frozen commission becomes available once the order's after-sale window has closed: received, the settle days after
 * receipt passed AND the refund window after payment closed (no refund can be asked any more), with no refund in
 * progress. An order closed by a full refund releases nothing but its reversals (net zero). Each order is released
 * in one transaction by a compare-and-set on its frozen rows, so two processes release it once.
 */
export function createSettleCommission(deps: FlowDeps) {
  const { db, clock, orders, refunds, distribution } = deps

  /** When the order's commission may become available; null while it cannot yet be told (not received). */
  function windowEnd(
    order: { status: string; paidAt: Date | null; receivedAt: Date | null; closedAt: Date | null },
    settleDays: number,
  ) {
    if (order.status === 'refunded' || order.status === 'cancelled') return order.closedAt ?? new Date(0)
    if (!order.receivedAt || !order.paidAt) return null
    return new Date(
      Math.max(
        order.receivedAt.getTime() + settleDays * DAY_MS,
        order.paidAt.getTime() + DEFAULT_ORDER_RULES.refundWindowDays * DAY_MS,
      ),
    )
  }

  return {
    windowEnd,
    /** The sweep: releases every order whose window has closed; answers how many. */
    async releaseDue(): Promise<number> {
      const settleDays = await distribution.settleDays()
      const now = clock.now()
      let released = 0
      for (const orderId of await distribution.frozenOrders(BATCH)) {
        const order = await orders.get(orderId)
        const end = windowEnd(order, settleDays)
        if (!end || end > now) continue
        const state = (await refunds.stateOf([orderId])).get(orderId)
        if (state?.refundInProgress) continue
        await db.transaction((tx) => distribution.release(tx, orderId))
        released++
      }
      return released
    },
  }
}
