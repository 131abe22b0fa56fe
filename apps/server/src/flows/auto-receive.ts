import type { FastifyBaseLogger } from 'fastify'
import type { OrderStatus } from '@shop/domain'
import type { Db } from '../platform/database'
import type { OrderRow, OrdersService } from '../modules/orders'
import { completeOrder, type CompleteOrderDeps } from './complete-order'

export interface OrderTimersDeps extends CompleteOrderDeps {
  db: Db
  orders: Pick<OrdersService, 'transition' | 'claimDue'>
  log: FastifyBaseLogger
}

const DAY_MS = 86_400_000
const BATCH = 100

/**
 * Moves every order in `status` whose `column` moment is at or before `before`, a batch per transaction, claimed
 * with `FOR UPDATE SKIP LOCKED` (another process's batch is skipped, and its orders are no longer due when this
 * one looks again). Answers how many it moved. A batch holds several customers' orders: they are handled in
 * customer id order, so the points accounts they lock (completing an order earns points) are taken in that order
 * (docs/orders.md "Lock order"): two processes sweeping at once never wait for each other's accounts crosswise.
 */
async function sweepDue(
  deps: OrderTimersDeps,
  status: OrderStatus,
  column: 'shippedAt' | 'receivedAt',
  before: Date,
  handle: (tx: Db, order: OrderRow) => Promise<unknown>,
): Promise<number> {
  let afterId = 0
  let moved = 0
  for (;;) {
    const claimed = await deps.db.transaction(async (tx) => {
      const due = await deps.orders.claimDue(tx, status, column, before, { limit: BATCH, afterId })
      const byCustomer = due.toSorted((a, b) => a.customerId - b.customerId || a.id - b.id)
      for (const order of byCustomer) await handle(tx, order)
      return due
    })
    moved += claimed.length
    if (claimed.length < BATCH) return moved
    afterId = claimed.at(-1)!.id
  }
}

/** Shipped orders whose receipt nobody confirmed within `days` of shipping are received (wait_receive → wait_estimate). */
export function autoReceiveOrders(deps: OrderTimersDeps, days: number): Promise<number> {
  const now = deps.clock.now()
  return sweepDue(deps, 'wait_receive', 'shippedAt', new Date(now.getTime() - days * DAY_MS), (tx, order) =>
    deps.orders.transition(tx, order, 'auto_receive', { actor: 'system', set: { receivedAt: now } }),
  )
}

/** Received orders nobody evaluated within `days` complete and earn their points (wait_estimate → completed). */
export function autoCompleteOrders(deps: OrderTimersDeps, days: number): Promise<number> {
  const now = deps.clock.now()
  return sweepDue(deps, 'wait_estimate', 'receivedAt', new Date(now.getTime() - days * DAY_MS), (tx, order) =>
    completeOrder(tx, deps, order, { event: 'auto_complete', actor: 'system' }),
  )
}
