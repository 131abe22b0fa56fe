import { groupOnDeadline } from '@shop/domain'
import type { Db } from '../platform/database'
import type { OrderRow } from '../modules/orders'
import type { RefundRow } from '../modules/refunds'
import { createDecideRefund } from './decide-refund'
import type { FlowDeps } from './flow-deps'
import { scheduleSettle } from './settle-commission'

/** The job at a group's deadline (added when its leader's payment makes it); the `groupBuys` sweep behind it. */
export const GROUP_EXPIRE_TASK = 'group-buy-expire'
export const groupExpireKey = (groupId: number) => `${GROUP_EXPIRE_TASK}:${groupId}`
/** Sends the money of a refund a payment's transaction decided (a late payer's), right after that commits. */
export const GROUP_REFUND_TASK = 'group-buy-refund'
const groupRefundKey = (refundId: number) => `${GROUP_REFUND_TASK}:${refundId}`

/** Groups one sweep run takes on. */
const SWEEP_BATCH = 100

export type GroupSeat = ReturnType<typeof createGroupSeat>

/**
 * A group buy's seats and ends (docs/group-buys.md), across the group buys, orders, refunds and distribution:
 * `seat` runs in the payment's transaction (flows/mark-paid.ts) and takes the paid order's seat (or refunds a late
 * payer through the refund pipeline); `expire` ends a group at its deadline (virtually where allowed, else failed,
 * each member refunded once, each in its own transaction). A succeeded group's orders are released: shippable, and
 * their commission accrued.
 */
export function createGroupSeat(deps: FlowDeps) {
  const { db, clock, groupBuys, orders, refunds, jobs, distribution, log } = deps
  const decideRefund = createDecideRefund(deps)

  /** In the transaction that ended a group as succeeded: its members' orders may ship and earn commission now. */
  async function released(tx: Db, orderIds: number[], event: 'group_succeeded' | 'group_virtual') {
    const rows = await orders.hold(tx, orderIds, null)
    for (const order of rows) {
      await orders.record(tx, order.id, { type: event, actor: 'system' })
      if ((await distribution.accrue(tx, order.id, () => orders.linesOf(tx, order.id))) > 0) {
        await scheduleSettle(deps, tx, order)
      }
    }
  }

  /** One member of a failed group refunded, once (the member's compare-and-set in the refund's transaction). */
  async function refundMember(orderId: number): Promise<boolean> {
    const refund = await db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId)
      const open = (await refunds.ofOrder(orderId, tx)).some(
        (i) => !['refunded', 'rejected', 'cancelled'].includes(i.refund.status),
      )
      // A refund the shopper asked for decides first; the sweep comes back to this member once it is settled.
      if (open && order.status === 'wait_shipment') return undefined
      if (!(await groupBuys.memberFailed(tx, orderId))) return undefined
      // Refunded already (by the shopper): nothing left to send.
      if (order.status !== 'wait_shipment') return null
      return decideRefund.refundEverything(tx, order, 'system', '拼团失败，自动退款', { event: 'group_failed' })
    })
    if (refund) await decideRefund.afterDecision(refund)
    return refund !== undefined
  }

  /**
   * Ends one group if its deadline passed (idempotent: the group's status compare-and-set): virtually where the
   * activity allows it, else failed; then every member of a failed group not refunded yet is refunded. Answers
   * whether it did anything.
   */
  async function expire(groupId: number): Promise<boolean> {
    const group = await groupBuys.group(groupId)
    if (!group) return false
    let moved = false
    if (group.status === 'open') {
      const activity = (await groupBuys.activity(group.activityId))!.activity
      const event = groupOnDeadline(
        { ...group, expiresAt: group.expiresAt.getTime() },
        activity.allowVirtual,
        clock.now().getTime(),
      )
      if (!event) return false
      moved = await db.transaction(async (tx) => {
        if (event === 'expire_fail') return (await groupBuys.end(tx, groupId, 'failed', { due: true })) !== null
        const ended = await groupBuys.end(tx, groupId, 'succeeded', { virtual: true, due: true })
        if (ended) await released(tx, ended.orderIds, 'group_virtual')
        return ended !== null
      })
    }
    const now = await groupBuys.group(groupId)
    if (now?.status === 'failed') {
      for (const member of await groupBuys.membersOf([groupId])) {
        if (member.status === 'seated' && (await refundMember(member.orderId))) moved = true
      }
    }
    return moved
  }

  return {
    /**
     * In the payment's transaction, on the paid order (held for its group): a leader's payment opens the group
     * (its deadline job added), a member's takes a seat; the last seat ends the group as succeeded and releases
     * every member's order. A late payer (the group full, past its deadline or ended) is refunded in full through
     * the refund pipeline in this same transaction, the money sent by a job right after commit. Answers that refund.
     */
    async seat(tx: Db, order: OrderRow): Promise<RefundRow | null> {
      const member = await groupBuys.memberOfOrder(order.id, tx)
      if (!member) return null
      const { activity } = (await groupBuys.activity(member.activityId, tx))!
      const seating = await groupBuys.seat(tx, order.id, activity)
      if (seating.outcome === 'none') return null
      if (seating.outcome === 'refused') {
        const refund = await decideRefund.refundEverything(tx, order, 'system', '拼团已满员或已结束，自动退款', {
          event: 'group_seat_refused',
        })
        await jobs.add(
          tx,
          GROUP_REFUND_TASK,
          { refundId: refund.id },
          { runAt: clock.now(), key: groupRefundKey(refund.id) },
        )
        log.info({ orderId: order.id, groupId: seating.groupId }, 'group buy: late payer refunded')
        return refund
      }
      const { group } = seating
      await orders.record(tx, order.id, {
        type: member.leader ? 'group_opened' : 'group_joined',
        actor: 'system',
        details: { groupId: group.id },
      })
      if (seating.outcome === 'filled') {
        const ended = await groupBuys.end(tx, group.id, 'succeeded')
        if (ended) await released(tx, ended.orderIds, 'group_succeeded')
        return null
      }
      await orders.hold(tx, [order.id], 'group')
      if (member.leader) {
        await jobs.add(
          tx,
          GROUP_EXPIRE_TASK,
          { groupId: group.id },
          { runAt: group.expiresAt, key: groupExpireKey(group.id) },
        )
      }
      return null
    },

    expire,

    /** The job behind GROUP_REFUND_TASK: the refund's money asked of WeChat Pay (again: the same out_refund_no). */
    async sendRefund(refundId: number): Promise<void> {
      const { refund } = await refunds.get(refundId)
      await decideRefund.afterDecision(refund)
    },

    /** The safety net behind each group's deadline job: groups past due, and failed groups' members not refunded. */
    async sweep(): Promise<number> {
      let moved = 0
      for (const groupId of await groupBuys.dueGroups(SWEEP_BATCH)) if (await expire(groupId)) moved++
      return moved
    },
  }
}
