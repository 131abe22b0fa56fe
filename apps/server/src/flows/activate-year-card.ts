import { monthlyCouponTimes } from '@shop/domain'
import type { Db } from '../platform/database'
import type { OrderRow } from '../modules/orders'
import { YEAR_CARD_COUPON_TASK, yearCardCouponKey } from '../modules/year-cards'
import type { FlowDeps } from './flow-deps'

/**
 * A year card's order was paid (docs/year-cards.md), inside the payment's transaction on the locked order: its
 * period starts (or extends the membership from its end), each of its monthly coupons becomes a job due on its day,
 * and the order, with nothing to ship, completes (`activate`). Once: the period is unique per order.
 */
export async function activateYearCard(deps: FlowDeps, tx: Db, order: OrderRow): Promise<OrderRow> {
  const granted = await deps.yearCards.grant(tx, order.id)
  if (!granted?.created) return order
  const { period } = granted
  if (period.monthlyCouponTemplateId !== null) {
    const times = monthlyCouponTimes({ startsAt: period.startsAt.getTime(), endsAt: period.endsAt.getTime() })
    for (const [month, at] of times.entries()) {
      await deps.jobs.add(
        tx,
        YEAR_CARD_COUPON_TASK,
        { periodId: period.id, month },
        { runAt: new Date(at), key: yearCardCouponKey(period.id, month) },
      )
    }
  }
  return deps.orders.transition(tx, order, 'activate', {
    type: 'year_card_activated',
    actor: 'system',
    details: { periodId: period.id, startsAt: period.startsAt.toISOString(), endsAt: period.endsAt.toISOString() },
    set: { completedAt: deps.clock.now() },
  })
}
