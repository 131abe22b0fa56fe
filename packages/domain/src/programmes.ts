/**
 * The members' programmes' pure rules (docs/members-programmes.md): China calendar dates as strings, sign-in
 * streaks and their reward day, and where a lottery's roll lands among weighted prizes. Pure: dates and rolls are
 * passed in (the server rolls with `crypto.randomInt`).
 */

import { ActivityStatus, activityStatus } from './activity'

const DAY_MS = 86_400_000

const PROGRAMME_STATUS = {
  [ActivityStatus.NotStarted]: 'upcoming',
  [ActivityStatus.InProgress]: 'running',
  [ActivityStatus.Ended]: 'ended',
} as const

/** Where a programme with a window `[startsAt, endsAt)` stands at `now`; one switched off has ended. */
export const programmeStatusAt = (
  { active, startsAt, endsAt }: { active: boolean; startsAt: Date; endsAt: Date },
  now: Date,
): (typeof PROGRAMME_STATUS)[ActivityStatus] =>
  active ? PROGRAMME_STATUS[activityStatus(startsAt.getTime(), endsAt.getTime(), now.getTime())] : 'ended'

type ProgrammeStatus = (typeof PROGRAMME_STATUS)[ActivityStatus]
const STATUS_RANK: Record<ProgrammeStatus, number> = { running: 0, upcoming: 1, ended: 2 }

/** Programme cards in the order a list shows them: running, then to come, then ended (stable within each). */
export const byProgrammeStatus = (a: { status: ProgrammeStatus }, b: { status: ProgrammeStatus }): number =>
  STATUS_RANK[a.status] - STATUS_RANK[b.status]

/** The China date `days` after (or before, < 0) a China date "YYYY-MM-DD": month and year ends roll over. */
export function addChinaDays(date: string, days: number): string {
  const t = Date.parse(`${date}T00:00:00Z`)
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(t)) throw new RangeError(`not a date: ${date}`)
  return new Date(t + days * DAY_MS).toISOString().slice(0, 10)
}

/** Whether a text is a real calendar date "YYYY-MM-DD" (2026-02-30 is not). */
export function isChinaDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const t = Date.parse(`${text}T00:00:00Z`)
  return !Number.isNaN(t) && new Date(t).toISOString().slice(0, 10) === text
}

/** Days from one China date to another (to − from). */
export const chinaDaysBetween = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS)

/** The streak a sign-in on a date makes: one more than the day before's, or 1 when that day was not signed. */
export const streakAfter = (previousDayStreak: number | null): number => (previousDayStreak ?? 0) + 1

/**
 * The streak shown today: the stored streak of today's sign-in, else of yesterday's (still alive until the day
 * ends), else 0.
 */
export function currentStreak(today: string, signed: ReadonlyMap<string, number>): number {
  return signed.get(today) ?? signed.get(addChinaDays(today, -1)) ?? 0
}

/** The reward day (0-based index into the rewards by streak day) of a streak: the cycle restarts after the last. */
export function rewardDayOf(streak: number, cycleLength: number): number {
  if (cycleLength < 1 || streak < 1) throw new RangeError(`no reward day for streak ${streak} of ${cycleLength}`)
  return (streak - 1) % cycleLength
}

/** The days of a month "YYYY-MM": its first and last China dates. */
export function monthBounds(month: string): { first: string; last: string } {
  const first = `${month}-01`
  const [y, m] = month.split('-').map(Number) as [number, number]
  const last = new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10)
  return { first, last }
}

/** The sum of the weights: the exclusive bound of the roll (`crypto.randomInt(total)`). */
export const totalWeight = (weights: readonly number[]): number => weights.reduce((sum, w) => sum + w, 0)

/**
 * The index of the prize a roll in [0, total) lands on: each prize owns a run of `weight` numbers in list order,
 * so prize i wins with probability weight_i / total exactly. A prize of weight 0 never wins.
 */
export function prizeAt(weights: readonly number[], roll: number): number {
  if (!Number.isInteger(roll) || roll < 0 || roll >= totalWeight(weights)) {
    throw new RangeError(`roll ${roll} is outside [0, ${totalWeight(weights)})`)
  }
  let upTo = 0
  for (const [i, weight] of weights.entries()) {
    upTo += weight
    if (roll < upTo) return i
  }
  throw new RangeError('unreachable')
}

/** The odds of each prize in percent with two decimals, as the draw page shows them. */
export const oddsOf = (weights: readonly number[]): number[] => {
  const total = totalWeight(weights)
  return weights.map((w) => (total === 0 ? 0 : Math.round((w / total) * 10_000) / 100))
}
