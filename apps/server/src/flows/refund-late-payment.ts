import type { FlowDeps } from './flow-deps'

/**
 * The job that gives back a payment which arrived when its order no longer waited for it (docs/orders.md "A payment
 * after the close"): an unpaid order closed at its deadline (a flash sale's, shorter than most) whose payer paid
 * anyway, or a second payment of a paid order. Added by markPaid in the transaction that records `late_payment`.
 */
export const REFUND_LATE_PAYMENT_TASK = 'refund-late-payment'
export const lateRefundKey = (outTradeNo: string) => `${REFUND_LATE_PAYMENT_TASK}:${outTradeNo}`
/** Its out_refund_no at WeChat Pay: one per payment, so however often the job runs the money goes back once. */
export const lateOutRefundNo = (outTradeNo: string) => `${outTradeNo}L`

export type RefundLatePayment = ReturnType<typeof createRefundLatePayment>

/**
 * Refunds the whole payment through WeChat Pay and records `late_payment_refunded` on the order. Idempotent: the
 * refund's number is the payment's, so a run again (a crash, a repeated notification) asks WeChat Pay for the same
 * refund, which answers the first; the record is written once. A refund WeChat Pay closes or cannot reach throws,
 * so the job engine tries again (and shows it failed after its last attempt).
 */
export function createRefundLatePayment({ db, orders, wechatPay, log }: FlowDeps) {
  return async function refundLatePayment(payment: { orderId: number; outTradeNo: string; amount: number }) {
    const { orderId, outTradeNo, amount } = payment
    const outRefundNo = lateOutRefundNo(outTradeNo)
    const answer = await wechatPay.merchant.refund({
      outTradeNo,
      outRefundNo,
      refundFen: amount,
      totalFen: amount,
      reason: '订单已关闭，款项原路退回',
    })
    if (answer.status === 'CLOSED' || answer.status === 'ABNORMAL') {
      throw new Error(`late payment refund ${outRefundNo}: ${answer.status}`)
    }
    await db.transaction(async (tx) => {
      await orders.lock(tx, orderId)
      const events = await orders.eventsOf(tx, orderId)
      const told = (details: unknown) => (details as { outRefundNo?: string } | null)?.outRefundNo === outRefundNo
      if (events.some((event) => event.type === 'late_payment_refunded' && told(event.details))) return
      await orders.record(tx, orderId, {
        type: 'late_payment_refunded',
        actor: 'system',
        details: { outTradeNo, outRefundNo, amount, refundId: answer.refundId },
      })
    })
    log.info({ orderId, outTradeNo, amount }, 'a payment after the close refunded')
  }
}
