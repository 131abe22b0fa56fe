import { DomainError } from '@shop/domain'
import type { Db } from '../platform/database'
import type { OrderActor, OrderRow } from '../modules/orders'
import { GIFT_EXPIRE_TASK, giftExpireKey } from '../modules/gifts'
import { subscribeNotices } from '../modules/outreach'
import { PAID_PAYMENT_STATUSES } from '../modules/payments'
import type { FlowDeps } from './flow-deps'
import { lateRefundKey, REFUND_LATE_PAYMENT_TASK } from './refund-late-payment'
import { createGroupSeat } from './group-seat'
import { scheduleSettle } from './settle-commission'
import { activateYearCard } from './activate-year-card'
import { giveBuyGiftCoupon } from './buy-gift-coupon'
import { scheduleCycle } from './cycle-purchase'
import { presalePaid } from './presale-paid'
import { revealBox } from './reveal-box'

/** What the provider (or the free route) says about a payment. */
export interface PaidFact {
  transactionId: string | null
  amount: number
  paidAt: Date
  /** The notification that said so; null for a query, a close that found it paid, or a free order. */
  notificationId: string | null
  actor: OrderActor
}

export type MarkPaidOutcome =
  /** `stockMoved`: SKUs whose stock the payment moved (a surprise box's reveal), to refresh after the commit. */
  | { outcome: 'paid'; order: OrderRow; stockMoved: number[] }
  | { outcome: 'already_paid' }
  /** Money came in for an order that is no longer waiting for it: recorded on the order, refunded by a job. */
  | { outcome: 'late'; order: OrderRow }

export type MarkPaid = ReturnType<typeof createMarkPaid>

/**
 * Settling a payment: `markPaid` settles one inside the caller's transaction: the attempt → paid, the order wait_pay → wait_shipment with
 * `payed` in its timeline. Exactly once however often and however concurrently it is told (notifications repeat, a
 * queryIsPaid or a close may find the same payment): the order's row is locked first, then the attempt's
 * (docs/orders.md "Lock order"), and the first to commit wins; the others find the attempt paid. An amount other
 * than the attempt's is refused (paymentAmountMismatch) before anything is written. Points are earned when the
 * order completes, not here (docs/coupons-and-points.md). The first paid order sets the customer's firstShopTime;
 * a gift order's gift starts its claim deadline; a year card's order starts its period and completes; a buy_gift
 * order's coupon is given; a cycle order's deliveries are scheduled; a pre-sale's deposit is held for its balance,
 * and its balance order completes. Null when the out_trade_no is none of ours.
 * `factFromQuery` asks WeChat Pay's order query about a paid attempt, as a fact to settle it with.
 */
export function createMarkPaid(deps: FlowDeps) {
  const { orders, payments, customers, gifts, clock, outreach } = deps
  const groupSeat = createGroupSeat(deps)

  async function markPaid(tx: Db, outTradeNo: string, fact: PaidFact): Promise<MarkPaidOutcome | null> {
    const seen = await payments.byOutTradeNo(tx, outTradeNo)
    if (!seen) return null
    const order = await orders.lock(tx, seen.orderId)
    const payment = (await payments.byOutTradeNo(tx, outTradeNo, { lock: true }))!
    if ((PAID_PAYMENT_STATUSES as readonly string[]).includes(payment.status)) return { outcome: 'already_paid' }
    if (fact.amount !== payment.amount) {
      throw new DomainError('paymentAmountMismatch', { outTradeNo, expected: payment.amount, got: fact.amount })
    }
    if (order.status !== 'wait_pay') {
      await orders.record(tx, order.id, {
        type: 'late_payment',
        actor: fact.actor,
        details: { outTradeNo, transactionId: fact.transactionId, amount: fact.amount },
      })
      // The money goes back by itself, in full (docs/orders.md "A payment after the close").
      await deps.jobs.add(
        tx,
        REFUND_LATE_PAYMENT_TASK,
        { orderId: order.id, outTradeNo, amount: fact.amount },
        { key: lateRefundKey(outTradeNo) },
      )
      return { outcome: 'late', order }
    }

    // An attempt whose prepay answer was never stored can still have been paid.
    const prepaid =
      payment.status === 'created' && payment.product !== 'free' ? await payments.move(tx, payment, 'prepay') : payment
    await payments.move(tx, prepaid, payment.product === 'free' ? 'pay_free' : 'pay_succeeded', {
      transactionId: fact.transactionId,
      paidAt: fact.paidAt,
      notificationId: fact.notificationId,
    })
    await deps.insidePaymentTransaction?.()
    const paid = await orders.transition(tx, order, 'pay', {
      type: 'payed',
      actor: fact.actor,
      details: { outTradeNo, transactionId: fact.transactionId, amount: fact.amount },
      set: { paidAt: fact.paidAt },
    })
    // A paid order (money, not a prize's zero-price order) gives the lotteries' order chances (lotteryNumber).
    if (paid.totalRealPayAmount > 0) await deps.rewards.orderPaid(tx, paid.customerId, paid.id)
    // An attributed order's commission, frozen until its after-sale window closes (docs/distribution.md); a group
    // order's once its group succeeds (docs/group-buys.md).
    if (
      order.orderType !== 'group_purchasing' &&
      (await deps.distribution.accrue(tx, order.id, () => orders.linesOf(tx, order.id))) > 0
    )
      await scheduleSettle(deps, tx, paid)
    // The first paid order makes a returning customer (spec §4 old, firstShopTime).
    await customers.markFirstShop(tx, order.customerId, fact.paidAt)
    // A gift order's gift now waits to be given, and expires unclaimed at its deadline (docs/gifts.md).
    const gift = order.orderType === 'give_gift' ? await gifts.paid(tx, order.id) : null
    if (gift?.expiresAt) {
      await deps.jobs.add(
        tx,
        GIFT_EXPIRE_TASK,
        { giftId: gift.id },
        { runAt: gift.expiresAt, key: giftExpireKey(gift.id) },
      )
    }
    // A group order takes its seat now (or, a late payer, is refunded at once: docs/group-buys.md).
    if (order.orderType === 'group_purchasing') await groupSeat.seat(tx, paid)
    await outreach.notify(tx, subscribeNotices.orderPaid(paid, fact.paidAt))
    await outreach.queueConversion(tx, paid.customerId, 'PURCHASE', paid.orderNo, paid.totalRealPayAmount)
    // A buy-with-gift order: the activity's coupon, once (docs/gifts.md "买赠").
    if (paid.orderType === 'buy_gift') await giveBuyGiftCoupon(deps, tx, paid)
    // A surprise box's goods is drawn, once, and its line names it (docs/members-programmes.md "Surprise box").
    const stockMoved = await revealBox(deps, tx, paid)
    // A cycle order's deliveries are scheduled, the first due now (docs/cycle-purchases.md).
    if (paid.orderType === 'accompany') await scheduleCycle(deps, tx, paid)
    // A year card's order: the membership starts or extends, and the order (nothing ships) completes.
    if (paid.orderType === 'year_card')
      return { outcome: 'paid', order: await activateYearCard(deps, tx, paid), stockMoved }
    // A pre-sale's deposit waits for its balance, a balance completes (docs/pre-sales.md).
    return { outcome: 'paid', order: await presalePaid(deps, tx, paid), stockMoved }
  }

  async function factFromQuery(outTradeNo: string): Promise<PaidFact> {
    const status = await deps.wechatPay.merchant.queryByOutTradeNo(outTradeNo)
    return {
      transactionId: status.transactionId ?? null,
      amount: status.amountTotal ?? 0,
      paidAt: status.successTime ?? clock.now(),
      notificationId: null,
      actor: 'provider',
    }
  }

  return { markPaid, factFromQuery }
}
