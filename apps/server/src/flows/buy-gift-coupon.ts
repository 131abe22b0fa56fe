import { DomainError } from '@shop/domain'
import type { Db } from '../platform/database'
import { buyGiftIssueKey } from '../modules/buy-gifts'
import type { OrderRow } from '../modules/orders'
import type { FlowDeps } from './flow-deps'

/**
 * A buy_gift order was paid (docs/gifts.md "买赠"), inside the payment's transaction on the locked order: the
 * activity's coupon is issued to the buyer under the order's issue key (`buy-gift:<orderId>`), carrying the
 * activity's id, and the order's gift moves placed → given. Once: the move is a compare-and-set, and the issue key
 * gives one coupon however often it is asked. A template that can give none now (stopped, ended, none left) leaves
 * the order paid without it: placed → missed, recorded on the order.
 */
export async function giveBuyGiftCoupon(deps: FlowDeps, tx: Db, order: OrderRow): Promise<void> {
  const gift = await deps.buyGifts.orderOf(tx, order.id)
  if (!gift || gift.status !== 'placed') return
  let title: string | null = null
  try {
    const outcome = await deps.coupons.issue(tx, {
      templateId: gift.couponTemplateId,
      issueKey: buyGiftIssueKey(order.id),
      customerIds: [order.customerId],
      notFound: [],
      staffUserid: 'buy-gift',
      buyGiftActivityId: gift.activityId,
    })
    title = outcome.template.title
  } catch (error) {
    if (!(error instanceof DomainError) || error.status >= 500) throw error
  }
  if (!(await deps.buyGifts.move(tx, order.id, 'placed', title === null ? 'missed' : 'given'))) return
  await deps.orders.record(tx, order.id, {
    type: title === null ? 'buy_gift_coupon_missed' : 'buy_gift_coupon_given',
    actor: 'system',
    details: { activityId: gift.activityId, couponTemplateId: gift.couponTemplateId, title },
  })
}

/**
 * A buy_gift order's last goods were refunded, inside the refund's transaction on the locked order: the coupon it
 * earned is taken back while unused (given → taken_back); spent on another order, it stays (given → kept: the money
 * of this refund is never held back for it). Once: the move is a compare-and-set on the gift's status.
 */
export async function takeBackBuyGiftCoupon(deps: FlowDeps, tx: Db, order: OrderRow): Promise<void> {
  const gift = await deps.buyGifts.orderOf(tx, order.id)
  if (!gift || gift.status !== 'given') return
  const coupon = await deps.coupons.takeBack(tx, { issueKey: buyGiftIssueKey(order.id), customerId: order.customerId })
  const to = coupon === 'used' ? 'kept' : 'taken_back'
  if (!(await deps.buyGifts.move(tx, order.id, 'given', to))) return
  await deps.orders.record(tx, order.id, {
    type: to === 'kept' ? 'buy_gift_coupon_kept' : 'buy_gift_coupon_taken_back',
    actor: 'system',
    details: { activityId: gift.activityId, couponTemplateId: gift.couponTemplateId },
  })
}
