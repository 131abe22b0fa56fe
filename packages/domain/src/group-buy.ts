/**
 * Group buys (拼团, spec §3 Group purchase, docs/group-buys.md): a group is opened by its leader's payment and
 * filled by its members' payments; it succeeds when full, and at its deadline it either completes virtually (where
 * the activity allows it: marked, no fake members) or fails (every member refunded). A seat is taken only by a paid
 * order. Pure: the clock is passed in; the database's guarded update applies the same rule.
 */
import { defineLifecycle, type Transition } from './orders/lifecycle'

export const GROUP_STATUSES = ['open', 'succeeded', 'failed'] as const
export type GroupStatus = (typeof GROUP_STATUSES)[number]

export const GROUP_STATUS_LABELS: Record<GroupStatus, string> = {
  open: '拼团中',
  succeeded: '拼团成功',
  failed: '拼团失败',
}

/** `join` a paid member into a seat that leaves one free, `fill` the last seat, `expire_*` the group's deadline. */
export type GroupEvent = 'join' | 'fill' | 'expire_virtual' | 'expire_fail'

const GROUP_TRANSITIONS: readonly Transition<GroupStatus, GroupEvent>[] = [
  { from: 'open', event: 'join', to: 'open' },
  { from: 'open', event: 'fill', to: 'succeeded' },
  { from: 'open', event: 'expire_virtual', to: 'succeeded' },
  { from: 'open', event: 'expire_fail', to: 'failed' },
]

/** Refusals throw `groupClosed` (拼团已结束). Succeeded and failed are final. */
export const groupLifecycle = defineLifecycle(GROUP_TRANSITIONS, 'groupClosed')

/** A group as the rules see it; times are epoch ms. */
export interface GroupFacts {
  status: GroupStatus
  size: number
  joined: number
  expiresAt: number
}

/** Why a paid member got no seat: the group was full, past its deadline, or ended (succeeded or failed). */
export type SeatRefusal = 'full' | 'expired' | 'closed'

/**
 * A payment's seat: the event it moves the group by (`fill` when it takes the last seat), or why there is none.
 * Half-open deadline: a payment at `expiresAt` is too late.
 */
export function seatOnPayment(group: GroupFacts, now: number): { event: 'join' | 'fill' } | { refused: SeatRefusal } {
  if (group.status !== 'open') return { refused: 'closed' }
  if (group.expiresAt <= now) return { refused: 'expired' }
  if (group.joined >= group.size) return { refused: 'full' }
  return { event: group.joined + 1 === group.size ? 'fill' : 'join' }
}

/** The deadline's event: nothing before it or for an ended group, else virtual completion where allowed, or failure. */
export function groupOnDeadline(group: GroupFacts, allowVirtual: boolean, now: number): GroupEvent | null {
  if (group.status !== 'open' || group.expiresAt > now) return null
  return allowVirtual ? 'expire_virtual' : 'expire_fail'
}

/** A group's deadline: its hours from the leader's payment, never past the activity's end. */
export const groupDeadline = (paidAt: number, hours: number, activityEnd: number): number =>
  Math.min(paidAt + hours * 3_600_000, activityEnd)

/** Seats still free (never below zero). */
export const seatsLeft = (group: Pick<GroupFacts, 'size' | 'joined'>): number => Math.max(0, group.size - group.joined)
