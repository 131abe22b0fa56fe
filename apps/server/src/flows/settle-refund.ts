import { REFUND_REASONS } from '@shop/contracts'
import { DomainError, giftsReturnToStock } from '@shop/domain'
import { returnStock } from '../modules/catalogue'
import { notices } from '../modules/messages'
import { giftTakes } from '../modules/orders'
import { outRefundNo, type RefundRow } from '../modules/refunds'
import type { Db } from '../platform/database'
import type { FlowDeps } from './flow-deps'
import { createRefundContext, REFUND_CHECK_AFTER_MS, type By, type ProviderRefundAnswer } from './refund-context'
import { createShipOrder } from './ship-order'
import { takeBackBuyGiftCoupon } from './buy-gift-coupon'

/** Refunds one sweep takes on. */
const SWEEP_BATCH = 20
/** The job that checks a refund in `refunding` at its next check time (docs/orders.md "Refunds: the money"). */
export const SETTLE_REFUND_TASK = 'settle-refund'

/**
 * Adds the refund's check at `at` in the caller's transaction: sent again when WeChat Pay was not reached, queried
 * while it answers PROCESSING. One waiting check per refund; the sweep is the safety net.
 */
export const scheduleRefundCheck = (deps: FlowDeps, tx: Db, refundId: number, at: Date) =>
  deps.jobs.add(tx, SETTLE_REFUND_TASK, { refundId }, { runAt: at, key: `${SETTLE_REFUND_TASK}:${refundId}` })

export type SettleRefund = ReturnType<typeof createSettleRefund>

/**
 * The money of a refund: sent through WeChat Pay (once per out_refund_no, a PROCESSING answer checked by the sweep
 * until final; nothing to send back: no provider), and on success ONE transaction settles everything: the refund,
 * the points, the stock, the payment, and with the order's last goods the coupon and the order (refunded).
 */
export function createSettleRefund(deps: FlowDeps) {
  const { db, clock, log, orders, refunds, fulfilment, payments, points, coupons, catalogue, messages } = deps
  const wechatPay = deps.wechatPay.merchant
  const { lockRefund, earnedToTakeBack } = createRefundContext(deps)
  const { shipWhatRemains } = createShipOrder(deps)

  /**
   * The refund succeeded: ONE transaction moves the refund to refunded and gives back what it takes: the payment's
   * record, stock (returned goods, units refunded before they shipped, and the gifts with the order's last goods if
   * nothing was ever shipped), with the order's last goods the coupon, points (spent ones back, earned ones taken),
   * and the order itself. Once: a refund no longer refunding is left alone. The locks follow docs/orders.md "Lock
   * order": the order and the refund, the payment attempt, the SKU rows, the coupon, the points account last.
   */
  async function finish(refundId: number, by: By, providerRefundId: string | null): Promise<void> {
    const restocked = await db.transaction(async (tx) => {
      const { order, refund } = await lockRefund(tx, refundId)
      if (refund.status !== 'refunding') return []
      const items = await refunds.ofOrder(order.id, tx)
      const lines = await orders.linesOf(tx, order.id)
      const refundLines = items.find((i) => i.refund.id === refund.id)!.lines
      const takes = refundLines
        .map((l) => ({
          skuId: lines.find((line) => line.id === l.orderLineId)!.skuId,
          quantity: refund.type === 'RETURN_REFUND' ? l.quantity : l.unshippedQuantity,
          onSale: false,
        }))
        .filter((take) => take.quantity > 0)
      // The gifts come back with the order's last goods when no parcel ever left (they travel with the first).
      if (refund.completesOrder) {
        const shipped = (await fulfilment.shippedByLine(order.id, tx)).size > 0
        if (giftsReturnToStock({ kind: 'refund', completesOrder: true, shipped })) takes.push(...giftTakes(order))
      }

      const paid = await payments.paidOf(tx, order.id)
      if (paid) {
        await payments.move(tx, paid, refund.completesOrder ? 'refund_fully' : 'refund_partly', {
          refundedAmount: paid.refundedAmount + refund.totalAmount,
        })
      }
      // A pre-sale's balance order took no stock: its refund gives none back (docs/pre-sales.md).
      if (!(await deps.presales.takesNoStock(tx, order))) {
        await returnStock(tx, takes, order.createdAt, { orderId: order.id, reason: '退款退回', now: clock.now() })
      }
      // A normal order refunded in full before anything shipped: a one-price claim or a surprise box is given back.
      const unshipped =
        refund.completesOrder &&
        order.orderType === 'normal' &&
        (await fulfilment.shippedByLine(order.id, tx)).size === 0
      // The one price's allotment and the buyer's limit come back, once (docs/one-price.md); after shipping they stay
      // counted (undersell, never oversell).
      if (unshipped) await deps.onePrices.release(tx, order.id)
      if (refund.completesOrder) await coupons.release(tx, { orderId: String(order.id) })
      // A surprise box is a box again: its stock, the limit and the goods' allotment come back, once; after shipping
      // it is goods (docs/members-programmes.md "Surprise box"). After the stock, in the lock order of the checkout
      // and the reveal: the SKU rows, then the box's rows.
      if (unshipped && (await deps.surpriseBoxes.release(tx, order.id))) {
        await orders.record(tx, order.id, { ...by, type: 'box_returned', details: { refundId: refund.id } })
      }
      // A buy-with-gift order's coupon goes back with its last goods while unused (docs/gifts.md "买赠").
      if (refund.completesOrder && order.orderType === 'buy_gift') await takeBackBuyGiftCoupon(deps, tx, order)
      // The points account last: a checkout or cancel of the same shopper holds SKU rows while it waits for it.
      const settled = await points.refundPart(tx, {
        customerId: refund.customerId,
        orderId: String(order.id),
        refundId: refund.id,
        points: refund.points,
        takeBack: await earnedToTakeBack(tx, order, refund, items),
      })
      await refunds.move(tx, refund, 'refund_succeeded', by, {
        refundedAt: clock.now(),
        providerRefundId,
        nextCheckAt: null,
        pointsTakenBack: settled.takenBack,
      })
      await messages.send(tx, notices.refundSucceeded(refund))
      await deps.distribution.reverse(tx, order.id, refund.id, refundLines)

      const details = { refundId: refund.id, refundNo: refund.refundNo, totalAmount: refund.totalAmount }
      if (refund.completesOrder) {
        await orders.transition(tx, order, 'refund_completed', {
          ...by,
          details,
          set: { closedAt: clock.now(), closeReason: 'refunded' },
        })
      } else {
        await orders.record(tx, order.id, { ...by, type: 'refund_succeeded', details })
        // After the refund's move: the units it took before shipping count as refunded now.
        await shipWhatRemains(tx, order)
      }
      return takes.map((take) => take.skuId)
    })
    if (restocked.length > 0) await catalogue.refreshSkus(restocked)
  }

  /** Applies WeChat Pay's answer about the refund's current attempt. */
  async function settle(refundId: number, answer: ProviderRefundAnswer, by: By): Promise<void> {
    if (answer.status === 'SUCCESS') return finish(refundId, by, answer.refundId)
    await db.transaction(async (tx) => {
      const { refund } = await lockRefund(tx, refundId)
      if (refund.status !== 'refunding' || outRefundNo(refund) !== answer.outRefundNo) return
      if (answer.status === 'PROCESSING') {
        const nextCheckAt = new Date(clock.now().getTime() + REFUND_CHECK_AFTER_MS)
        await refunds.update(tx, refund, { providerRefundId: answer.refundId, nextCheckAt })
        await scheduleRefundCheck(deps, tx, refund.id, nextCheckAt)
        return
      }
      // CLOSED / ABNORMAL: back to approved, for the merchant to ask again (a new out_refund_no).
      await refunds.move(
        tx,
        refund,
        'refund_failed',
        { ...by, details: { status: answer.status, outRefundNo: answer.outRefundNo } },
        { nextCheckAt: null },
      )
    })
  }

  /**
   * Sends the money of a refund in `refunding`: nothing to send → done at once; otherwise WeChat Pay's refund with
   * the attempt's out_refund_no (asking twice refunds once). When WeChat Pay cannot be reached the refund stays
   * refunding and the sweep asks again.
   */
  async function sendMoney(refund: RefundRow): Promise<void> {
    if (refund.totalAmount === 0) return finish(refund.id, { actor: 'system' }, null)
    const paid = await payments.paidOf(db, refund.orderId)
    if (!paid) throw new Error(`refund ${refund.refundNo}: order ${refund.orderId} has no paid payment`)
    try {
      const answer = await wechatPay.refund({
        outTradeNo: paid.outTradeNo,
        outRefundNo: outRefundNo(refund),
        refundFen: refund.totalAmount,
        totalFen: paid.amount,
        reason: REFUND_REASONS[refund.reason],
      })
      await settle(refund.id, answer, { actor: 'provider' })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      log.warn({ err: error, refundNo: refund.refundNo }, 'WeChat Pay refund not accepted yet; its check asks again')
    }
  }

  /** One check of a refund in `refunding`: its money sent again when never accepted, else WeChat Pay queried. */
  async function check(refund: RefundRow): Promise<void> {
    if (refund.totalAmount === 0 || refund.providerRefundId === null) await sendMoney(refund)
    else await settle(refund.id, await wechatPay.queryRefund(outRefundNo(refund)), { actor: 'system' })
  }

  return {
    sendMoney,
    /**
     * The refund's check job: when the refund is still refunding and due, its next check is leased (and added as the
     * next job, in case this one does not settle it), then it is checked. Run twice, it checks once per due time.
     */
    async checkWhenDue(refundId: number): Promise<void> {
      const now = clock.now()
      const leased = await db.transaction(async (tx) => {
        const next = new Date(now.getTime() + REFUND_CHECK_AFTER_MS)
        const refund = await refunds.leaseCheck(tx, refundId, now, next)
        if (refund) await scheduleRefundCheck(deps, tx, refundId, next)
        return refund
      })
      if (leased) await check(leased)
    },
    /**
     * Checks the refunds in `refunding` that are due: each claimed with SKIP LOCKED and leased for a check period
     * (so several processes sweep at once without asking twice), then asked again (never reached) or queried
     * (processing) and settled. Answers how many were checked.
     */
    async sweep(): Promise<number> {
      const now = clock.now()
      const due = await db.transaction(async (tx) => {
        const rows = await refunds.claimDue(tx, now, SWEEP_BATCH)
        await refunds.setNextCheck(
          tx,
          rows.map((row) => row.id),
          new Date(now.getTime() + REFUND_CHECK_AFTER_MS),
        )
        return rows
      })
      for (const refund of due) {
        try {
          await check(refund)
        } catch (error) {
          log.error({ err: error, refundNo: refund.refundNo }, 'refund check failed; the next sweep tries again')
        }
      }
      return due.length
    },

    /** WeChat Pay's refund notification (verified by the notify route): settles the refund it names. */
    async notified(answer: ProviderRefundAnswer): Promise<void> {
      const refund = await refunds.byRefundNo(answer.outRefundNo.replace(/_\d+$/, ''))
      if (refund) await settle(refund.id, answer, { actor: 'provider' })
    },
  }
}
