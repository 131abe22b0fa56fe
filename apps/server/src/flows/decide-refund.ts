import type { merchantRejectRefund, ParsedBodyOf } from '@shop/contracts'
import type { Db } from '../platform/database'
import { notices } from '../modules/messages'
import type { RefundRow } from '../modules/refunds'
import type { FlowDeps } from './flow-deps'
import { createRefundContext, REFUND_CHECK_AFTER_MS, type By } from './refund-context'
import { createSettleRefund } from './settle-refund'

export type DecideRefund = ReturnType<typeof createDecideRefund>

/**
 * The merchant's side of a refund: approving (a return waits for the goods; otherwise the money is asked of WeChat
 * Pay, after the decision's transaction), rejecting with a reason, and the returned goods received.
 */
export function createDecideRefund(deps: FlowDeps) {
  const { db, clock, refunds, messages } = deps
  const { lockRefund } = createRefundContext(deps)
  const { sendMoney } = createSettleRefund(deps)

  /** Asks for the money (request_refund) inside the decision's transaction; the provider is called after commit. */
  const requestMoney = (tx: Db, refund: RefundRow, by: By) =>
    refunds.move(tx, refund, 'request_refund', by, {
      attempt: refund.attempt + 1,
      providerRefundId: null,
      nextCheckAt: new Date(clock.now().getTime() + REFUND_CHECK_AFTER_MS),
    })

  /** After a decision that asked for the money, send it (outside the decision's transaction). */
  async function afterDecision(refund: RefundRow) {
    if (refund.status === 'refunding') await sendMoney(refund)
    return refunds.merchantDetail(refund.id)
  }

  return {
    /**
     * The merchant approves: a return becomes waiting_return; otherwise (and once returned goods arrived) the
     * money is asked of WeChat Pay. An approved refund whose payout failed is asked again.
     */
    async approve(userid: string, refundId: number) {
      const by: By = { actor: 'staff', actorId: userid }
      const decided = await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        const approved = refund.status === 'approved' ? refund : await refunds.move(tx, refund, 'approve', by)
        if (approved.status === 'approved') return requestMoney(tx, approved, by)
        // A return waits for the goods: the shopper is told to send them (the money's own message follows later).
        if (approved.status === 'waiting_return' && refund.status !== 'waiting_return') {
          await messages.send(tx, notices.returnApproved(approved))
        }
        return approved
      })
      return afterDecision(decided)
    },

    async reject(userid: string, refundId: number, { reason }: ParsedBodyOf<typeof merchantRejectRefund>) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        await refunds.move(tx, refund, 'reject', { actor: 'staff', actorId: userid }, { rejectReason: reason })
        await messages.send(tx, notices.refundRejected(refund, reason))
      })
      return refunds.merchantDetail(refundId)
    },

    /** The returned goods arrived at the warehouse. */
    async received(userid: string, refundId: number) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        await refunds.move(tx, refund, 'receive', { actor: 'staff', actorId: userid })
      })
      return refunds.merchantDetail(refundId)
    },
  }
}
