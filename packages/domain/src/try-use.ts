/**
 * Try-use samples (试用, spec §3 tryuseParams; docs/try-use.md): a shopper applies for a free sample of an activity
 * (one application per person and activity), the console approves within the activity's seats, the sample ships as
 * a zero-price order and the shopper is invited to review it once received. Pure: the application's lifecycle.
 */

export const TRY_USE_STATUSES = ['applied', 'approved', 'rejected', 'lapsed'] as const
export type TryUseStatus = (typeof TRY_USE_STATUSES)[number]

/**
 * applied → approved (a seat taken, the order placed) or rejected; approved → lapsed when the shipping fee of a
 * paid-shipping sample was not paid in time (the order closed, the seat given back).
 */
const MOVES: Record<TryUseStatus, TryUseStatus[]> = {
  applied: ['approved', 'rejected'],
  approved: ['lapsed'],
  rejected: [],
  lapsed: [],
}

export const canMoveTryUse = (from: TryUseStatus, to: TryUseStatus): boolean => MOVES[from].includes(to)

export const TRY_USE_STATUS_LABELS: Record<TryUseStatus, string> = {
  applied: '审核中',
  approved: '已通过',
  rejected: '未通过',
  lapsed: '已失效',
}

/** Seats left: never below 0 (the database guards `approved <= seats`). */
export const tryUseSeatsLeft = ({ seats, approved }: { seats: number; approved: number }): number =>
  Math.max(0, seats - approved)
