import type { Clock } from '../platform/clock'
import type { Db } from '../platform/database'
import type { OrderActor, OrderRow, OrdersService } from '../modules/orders'
import type { PointsService } from '../modules/points'

export interface CompleteOrderDeps {
  clock: Clock
  orders: Pick<OrdersService, 'transition'>
  points: Pick<PointsService, 'earn'>
}

/**
 * The points an order earns: 1 point per whole yuan paid in money for its goods (shipping does not count). Earned
 * when the order completes, so a refund before then takes nothing back (docs/coupons-and-points.md).
 */
export const pointsEarnedBy = (order: Pick<OrderRow, 'totalRealPayAmount' | 'actualShippingPrice'>) =>
  Math.floor(Math.max(order.totalRealPayAmount - order.actualShippingPrice, 0) / 100)

/**
 * wait_estimate → completed (the shopper evaluated, or the review window passed), with the order's points earned,
 * inside the caller's transaction on the locked order. Once: the move is guarded by the status it was read in, and
 * the points ledger earns once per order.
 */
export async function completeOrder(
  tx: Db,
  deps: CompleteOrderDeps,
  order: OrderRow,
  move: { event: 'evaluate' | 'auto_complete'; actor: OrderActor; actorId?: string | null },
): Promise<OrderRow> {
  const completed = await deps.orders.transition(tx, order, move.event, {
    actor: move.actor,
    actorId: move.actorId ?? null,
    set: { completedAt: deps.clock.now() },
  })
  await deps.points.earn(tx, { customerId: order.customerId, points: pointsEarnedBy(order), orderId: String(order.id) })
  return completed
}
