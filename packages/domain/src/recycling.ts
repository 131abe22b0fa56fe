/**
 * Recycling (空瓶回收, spec §7 recycleRecord; docs/recycling.md): a shopper asks to return empty bottles of the
 * programme's goods, sends them by parcel or drops them at a counter, and the console inspects them: the units
 * accepted earn the programme's reward, once. Pure: the lifecycle and the reward.
 */
import { DomainError } from './errors'

export const RECYCLE_METHODS = ['parcel', 'counter'] as const
export type RecycleMethod = (typeof RECYCLE_METHODS)[number]

export const RECYCLE_STATUSES = ['requested', 'shipped', 'inspected', 'rejected', 'cancelled'] as const
export type RecycleStatus = (typeof RECYCLE_STATUSES)[number]

export type RecycleEvent = 'ship' | 'inspect' | 'cancel'

/**
 * What moves a request: the shopper's parcel (`ship`, with its tracking number) or the counter's hand-over, the
 * console's inspection (`inspect`: accepted → inspected, none accepted → rejected) and the shopper's cancel before
 * anything was sent. A counter drop-off is inspected from `requested` (the bottles are handed over at the counter);
 * a parcel only once it is `shipped`.
 */
const MOVES: Record<RecycleMethod, Partial<Record<RecycleStatus, RecycleEvent[]>>> = {
  parcel: { requested: ['ship', 'cancel'], shipped: ['inspect'] },
  counter: { requested: ['inspect', 'cancel'] },
}

export const canRecycle = (method: RecycleMethod, status: RecycleStatus, event: RecycleEvent): boolean =>
  MOVES[method][status]?.includes(event) ?? false

/** The statuses an event may start from for a method (the guard of the status CAS). */
export const recycleFrom = (method: RecycleMethod, event: RecycleEvent): RecycleStatus[] =>
  RECYCLE_STATUSES.filter((status) => canRecycle(method, status, event))

/** The shopper's words for where a request stands. */
export function recycleStatusLabel(method: RecycleMethod, status: RecycleStatus): string {
  if (status === 'requested') return method === 'parcel' ? '待寄回' : '待送至专柜'
  return { shipped: '待验收', inspected: '已验收', rejected: '未通过', cancelled: '已取消' }[status]
}

export interface RecycleRule {
  /** Points per accepted unit (0: none). */
  pointsPerUnit: number
  /** A coupon of this template when at least `couponMinUnits` units are accepted (null: none). */
  couponTemplateId: number | null
  couponMinUnits: number
}

export interface RecycleReward {
  points: number
  couponTemplateId: number | null
}

/**
 * What an inspection gives: the accepted units' points, and the coupon when enough were accepted. Nothing for
 * none accepted. The accepted units are whole and at most the units asked for (else validation fails).
 */
export function recycleReward(rule: RecycleRule, units: number, accepted: number): RecycleReward {
  if (!Number.isSafeInteger(accepted) || accepted < 0 || accepted > units) {
    throw new DomainError('recycleUnitsInvalid', { units, accepted })
  }
  return {
    points: accepted * rule.pointsPerUnit,
    couponTemplateId:
      accepted > 0 && rule.couponTemplateId !== null && accepted >= rule.couponMinUnits ? rule.couponTemplateId : null,
  }
}

/**
 * An inspection's outcome: `inspected` when any unit is accepted, else `rejected`; a reason is required whenever
 * fewer units than asked are accepted (the shopper reads why).
 */
export function inspectionOutcome(units: number, accepted: number, reason: string): 'inspected' | 'rejected' {
  if (!Number.isSafeInteger(accepted) || accepted < 0 || accepted > units) {
    throw new DomainError('recycleUnitsInvalid', { units, accepted })
  }
  if (accepted < units && reason.trim() === '') throw new DomainError('recycleReasonRequired')
  return accepted === 0 ? 'rejected' : 'inspected'
}

/** The request's lines: goods of the programme's list, each once, whole units; their total within the cap. */
export function recycleUnits(
  accepted: readonly string[],
  items: readonly { goods: string; units: number }[],
  maxUnits: number,
): number {
  const names = new Set<string>()
  let total = 0
  for (const item of items) {
    if (!accepted.includes(item.goods) || names.has(item.goods)) {
      throw new DomainError('recycleGoodsNotAccepted', { goods: item.goods })
    }
    if (!Number.isSafeInteger(item.units) || item.units < 1) throw new DomainError('recycleUnitsInvalid', item)
    names.add(item.goods)
    total += item.units
  }
  if (total < 1 || total > maxUnits) throw new DomainError('recycleTooManyUnits', { units: total, maxUnits })
  return total
}
