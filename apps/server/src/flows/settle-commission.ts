import { DEFAULT_ORDER_RULES } from '@shop/domain'
import type { Db } from '../platform/database'
import type { FlowDeps } from './flow-deps'

const DAY_MS = 86_400_000
const BATCH = 100

/** The job added when an attributed order is paid, run when its after-sale window may have closed (platform/jobs.ts). */
export const SETTLE_COMMISSION_TASK = 'settle-commission'
const jobKey = (orderId: number) => `${SETTLE_COMMISSION_TASK}:${orderId}`

/** In the payment's transaction: the order's commission is looked at again when the refund window closes. */
export const scheduleSettle = (deps: Pick<FlowDeps, 'jobs'>, tx: Db, order: { id: number; paidAt: Date | null }) =>
  deps.jobs.add(
    tx,
    SETTLE_COMMISSION_TASK,
    { orderId: order.id },
    {
      runAt: new Date((order.paidAt?.getTime() ?? 0) + DEFAULT_ORDER_RULES.refundWindowDays * DAY_MS),
      key: jobKey(order.id),
    },
  )

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

  /** When the order's commission is to be looked at again: null when it can be released now. */
  async function due(orderId: number, settleDays: number): Promise<Date | null> {
    const now = clock.now()
    const end = windowEnd(await orders.get(orderId), settleDays)
    // Not received yet, or a refund in progress: a day later (receipt and refunds do not move this job).
    if (!end || (await refunds.stateOf([orderId])).get(orderId)?.refundInProgress)
      return new Date(now.getTime() + DAY_MS)
    return end > now ? end : null
  }

  return {
    windowEnd,
    /** The job: releases the order's commission when its window has closed, else looks again when it may have. */
    async settleWhenDue(orderId: number): Promise<void> {
      const later = await due(orderId, await distribution.settleDays())
      await db.transaction(async (tx) => {
        if (later) await deps.jobs.add(tx, SETTLE_COMMISSION_TASK, { orderId }, { runAt: later, key: jobKey(orderId) })
        else await distribution.release(tx, orderId)
      })
    },
    /** The sweep (the jobs' safety net): releases every order whose window has closed; answers how many. */
    async releaseDue(): Promise<number> {
      const settleDays = await distribution.settleDays()
      let released = 0
      for (const orderId of await distribution.frozenOrders(BATCH)) {
        if (await due(orderId, settleDays)) continue
        if ((await db.transaction((tx) => distribution.release(tx, orderId))) !== 0) released++
      }
      return released
    },
  }
}
