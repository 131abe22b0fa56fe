import type { merchantRejectRefund, ParsedBodyOf } from '@shop/contracts'
import {
  assertRefundable,
  chinaDayStamp,
  DomainError,
  formatFen,
  refundableLines,
  type RefundQuote,
  type RefundType,
} from '@shop/domain'
import type { Db } from '../platform/database'
import { notices } from '../modules/messages'
import { subscribeNotices } from '../modules/outreach'
import type { OrderRow } from '../modules/orders'
import type { RefundRow } from '../modules/refunds'
import type { FlowDeps } from './flow-deps'
import { createRefundContext, REFUND_CHECK_AFTER_MS, type By } from './refund-context'
import { createSettleRefund, scheduleRefundCheck } from './settle-refund'

export type DecideRefund = ReturnType<typeof createDecideRefund>

/**
 * The merchant's side of a refund: approving (a return waits for the goods; otherwise the money is asked of WeChat
 * Pay, after the decision's transaction), rejecting with a reason, and the returned goods received.
 */
export function createDecideRefund(deps: FlowDeps) {
  const { db, clock, refunds, outreach, orders, audit } = deps
  const { lockRefund, orderContext } = createRefundContext(deps)
  const { sendMoney } = createSettleRefund(deps)

  /**
   * Asks for the money (request_refund) inside the decision's transaction, with its check as a job; the provider is
   * called after commit.
   */
  async function requestMoney(tx: Db, refund: RefundRow, by: By) {
    const nextCheckAt = new Date(clock.now().getTime() + REFUND_CHECK_AFTER_MS)
    const moved = await refunds.move(tx, refund, 'request_refund', by, {
      attempt: refund.attempt + 1,
      providerRefundId: null,
      nextCheckAt,
    })
    await scheduleRefundCheck(deps, tx, refund.id, nextCheckAt)
    return moved
  }

  /**
   * A refund the shop asks and approves at once for a quote (a merchant's cancel, a failed group's member, a price
   * difference), inside the caller's transaction on the locked order: submitted, approved and its money asked
   * (sent after commit by `afterDecision`), with `event` on the order's timeline. Units taken before shipping go
   * back to stock when it succeeds (every unit of the quote here: nothing of them shipped, or none is taken).
   */
  async function refundAtOnce(
    tx: Db,
    order: OrderRow,
    quote: RefundQuote,
    opts: { type: RefundType; description: string; by: By; event: string; reason: string },
  ): Promise<RefundRow> {
    const { by } = opts
    const now = clock.now()
    const refund = await refunds.insert(
      tx,
      {
        orderId: order.id,
        customerId: order.customerId,
        type: opts.type,
        reason: 'other',
        description: opts.description,
        images: [],
        goodsAmount: quote.goodsAmount,
        shippingAmount: quote.shippingAmount,
        totalAmount: quote.totalAmount,
        points: quote.points,
        completesOrder: quote.completesOrder,
        status: 'submitted',
        createdAt: now,
        updatedAt: now,
      },
      chinaDayStamp(now),
    )
    await refunds.replaceLines(
      tx,
      refund.id,
      quote.lines.map((line) => ({
        orderLineId: Number(line.lineId),
        quantity: line.quantity,
        unshippedQuantity: line.quantity,
        amount: line.amount,
        points: line.points,
      })),
    )
    await refunds.insertEvent(tx, refund.id, {
      type: 'submit',
      fromStatus: null,
      toStatus: 'submitted',
      ...by,
      details: { reason: opts.reason },
      at: now,
    })
    await orders.record(tx, order.id, {
      type: opts.event,
      ...by,
      details: { reason: opts.reason, refundId: refund.id, refundNo: refund.refundNo, totalAmount: refund.totalAmount },
    })
    const approved = await refunds.move(tx, refund, 'approve', by)
    return requestMoney(tx, approved, by)
  }

  /** After a decision that asked for the money, send it (outside the decision's transaction). */
  async function afterDecision(refund: RefundRow) {
    if (refund.status === 'refunding') await sendMoney(refund)
    return refunds.merchantDetail(refund.id)
  }

  return {
    /**
     * The merchant cancels a paid order before anything shipped (docs/orders.md "The merchant cancels"): one refund of
     * everything left (仅退款, the reason in its description), asked and approved by the staff member at once, inside
     * the caller's transaction on the locked order. The money is sent after commit (`afterDecision`); when it is
     * back the order becomes refunded. Refused: orderStatusInvalid (not waiting for shipment, or a parcel left),
     * canNotRefundWhenRefunding.
     */
    async refundEverything(
      tx: Db,
      order: OrderRow,
      userid: string,
      reason: string,
      /** The shop itself refunds (an unclaimed gift expired): recorded as this event, not as a console write. */
      bySystem?: { event: string },
    ): Promise<RefundRow> {
      const ctx = await orderContext(tx, order)
      if (order.status !== 'wait_shipment' || ctx.shipped.size > 0) {
        throw new DomainError('orderStatusInvalid', { orderId: order.id, status: order.status })
      }
      const left = refundableLines(ctx.snapshot, ctx.records).filter((line) => line.quantity > 0)
      const quote = assertRefundable(ctx.snapshot, ctx.records, {
        lines: left.map(({ lineId, quantity }) => ({ lineId, quantity })),
      })
      const by: By = bySystem ? { actor: 'system', actorId: null } : { actor: 'staff', actorId: userid }
      const refunding = await refundAtOnce(tx, order, quote, {
        type: 'REFUND_ONLY',
        description: bySystem ? reason : `商家取消订单：${reason}`,
        by,
        event: bySystem?.event ?? 'merchant_cancel',
        reason,
      })
      if (bySystem) return refunding
      await audit.record(tx, {
        staffUserid: userid,
        action: 'orders.cancel',
        targetType: 'order',
        targetId: order.id,
        summary: `取消已支付订单 ${order.orderNo}，全额退款 ¥${formatFen(refunding.totalAmount)}（${refunding.refundNo}）：${reason}`,
        before: { status: order.status },
        after: { refundNo: refunding.refundNo, refundStatus: refunding.status, totalAmount: refunding.totalAmount },
      })
      return refunding
    },

    refundAtOnce,

    /** After `refundEverything` or `refundAtOnce` committed: the money is asked of WeChat Pay. */
    afterDecision,

    /**
     * The merchant approves: a return becomes waiting_return; otherwise (and once returned goods arrived) the
     * money is asked of WeChat Pay. An approved refund whose payout failed is asked again.
     */
    async approve(userid: string, refundId: number) {
      const by: By = { actor: 'staff', actorId: userid }
      const decided = await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        const approved = refund.status === 'approved' ? refund : await refunds.move(tx, refund, 'approve', by)
        const decided = approved.status === 'approved' ? await requestMoney(tx, approved, by) : approved
        // A return waits for the goods: the shopper is told to send them (the money's own message follows later).
        if (decided.status === 'waiting_return' && refund.status !== 'waiting_return') {
          await outreach.notify(tx, subscribeNotices.refundDecided(decided, notices.returnApproved(decided), true))
        }
        await audit.record(tx, {
          staffUserid: userid,
          action: 'refunds.decide',
          targetType: 'refund',
          targetId: refund.id,
          summary:
            decided.status === 'refunding'
              ? `同意退款 ${refund.refundNo}，退回 ¥${formatFen(refund.totalAmount)}`
              : `同意退货 ${refund.refundNo}，等待买家寄回`,
          before: { status: refund.status },
          after: { status: decided.status },
        })
        return decided
      })
      return afterDecision(decided)
    },

    async reject(userid: string, refundId: number, { reason }: ParsedBodyOf<typeof merchantRejectRefund>) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        const rejected = await refunds.move(
          tx,
          refund,
          'reject',
          { actor: 'staff', actorId: userid },
          { rejectReason: reason },
        )
        await outreach.notify(tx, subscribeNotices.refundDecided(refund, notices.refundRejected(refund, reason), false))
        await audit.record(tx, {
          staffUserid: userid,
          action: 'refunds.decide',
          targetType: 'refund',
          targetId: refund.id,
          summary: `拒绝退款 ${refund.refundNo}：${reason}`,
          before: { status: refund.status },
          after: { status: rejected.status, rejectReason: reason },
        })
      })
      return refunds.merchantDetail(refundId)
    },

    /** The returned goods arrived at the warehouse. */
    async received(userid: string, refundId: number) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        const received = await refunds.move(tx, refund, 'receive', { actor: 'staff', actorId: userid })
        await audit.record(tx, {
          staffUserid: userid,
          action: 'refunds.receive',
          targetType: 'refund',
          targetId: refund.id,
          summary: `确认退货入库 ${refund.refundNo}`,
          before: { status: refund.status },
          after: { status: received.status },
        })
      })
      return refunds.merchantDetail(refundId)
    },
  }
}
