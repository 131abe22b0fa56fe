import type { OrderStatus } from '@shop/domain'
import type { Db } from '../platform/database'
import type { OrderRow } from '../modules/orders'
import type { FlowDeps } from './flow-deps'
import { createCompleteOrder } from './complete-order'

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
  deps: FlowDeps,
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

/**
 * The order timers: shipped orders whose receipt nobody confirmed within the settings' auto-receive days of shipping are received
 * (wait_receive → wait_estimate); received orders nobody evaluated within their auto-complete days complete and earn their
 * points (wait_estimate → completed).
 */
export function createAutoReceive(deps: FlowDeps) {
  const { clock, orders, settings } = deps
  const { complete } = createCompleteOrder(deps)
  return {
    async autoReceive(): Promise<number> {
      const { autoReceiveDays } = (await settings.current()).orders
      const now = clock.now()
      const before = new Date(now.getTime() - autoReceiveDays * DAY_MS)
      return sweepDue(deps, 'wait_receive', 'shippedAt', before, (tx, order) =>
        orders.transition(tx, order, 'auto_receive', { actor: 'system', set: { receivedAt: now } }),
      )
    },
    async autoComplete(): Promise<number> {
      const { autoCompleteDays } = (await settings.current()).orders
      const before = new Date(clock.now().getTime() - autoCompleteDays * DAY_MS)
      return sweepDue(deps, 'wait_estimate', 'receivedAt', before, (tx, order) =>
        complete(tx, order, { event: 'auto_complete', actor: 'system' }),
      )
    },
  }
}
