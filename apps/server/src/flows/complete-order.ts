import type { Db } from '../platform/database'
import type { OrderActor, OrderRow } from '../modules/orders'
import type { FlowDeps } from './flow-deps'

/**
 * The points an order earns: the settings' points (1 by default) per whole yuan paid in money for its goods
 * (shipping does not count). Earned when the order completes, so a refund before then takes nothing back
 * (docs/coupons-and-points.md).
 */
const pointsEarnedBy = (order: Pick<OrderRow, 'totalRealPayAmount' | 'actualShippingPrice'>, earnPerYuan: number) =>
  Math.floor(Math.max(order.totalRealPayAmount - order.actualShippingPrice, 0) / 100) * earnPerYuan

/**
 * wait_estimate → completed (the shopper evaluated, or the review window passed), with the order's points earned,
 * inside the caller's transaction on the locked order. Once: the move is guarded by the status it was read in, and
 * the points ledger earns once per order.
 */
export function createCompleteOrder({ clock, orders, points, settings }: FlowDeps) {
  return {
    async complete(
      tx: Db,
      order: OrderRow,
      move: { event: 'evaluate' | 'auto_complete'; actor: OrderActor; actorId?: string | null },
    ): Promise<OrderRow> {
      const completed = await orders.transition(tx, order, move.event, {
        actor: move.actor,
        actorId: move.actorId ?? null,
        set: { completedAt: clock.now() },
      })
      const { earnPerYuan } = (await settings.current(tx)).points
      await points.earn(tx, {
        customerId: order.customerId,
        points: pointsEarnedBy(order, earnPerYuan),
        orderId: String(order.id),
      })
      return completed
    },
  }
}
