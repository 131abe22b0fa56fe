/**
 * 水光打卡 (waterLightActivity; docs/members-programmes.md "Hydration check-in"): the member checks in once a China
 * day within an activity's window; `daysRequired` check-in days **in total** within the window (not necessarily in a
 * row: 7 days within 30) complete it and give its reward once. The streak is shown to encourage, it decides nothing.
 * Pure: dates are China calendar dates "YYYY-MM-DD" (chinaDate), passed in.
 */

import { chinaDate } from './china-time'
import { addChinaDays, chinaDaysBetween } from './programmes'

/** The China dates a window `[startsAt, endsAt)` touches: its first and last day and how many days that is. */
export function waterLightDays(startsAt: Date, endsAt: Date): { first: string; last: string; days: number } {
  const first = chinaDate(startsAt)
  const last = chinaDate(new Date(endsAt.getTime() - 1))
  return { first, last, days: Math.max(0, chinaDaysBetween(first, last) + 1) }
}

/** The days counted toward the activity: the distinct check-in dates within `[first, last]` of its window. */
export function waterLightCount(dates: readonly string[], first: string, last: string): number {
  return new Set(dates.filter((d) => d >= first && d <= last)).size
}

/** Whether the reward is due: the days counted have reached the days required (given once: the completion row). */
export const waterLightDue = (counted: number, daysRequired: number): boolean =>
  daysRequired >= 1 && counted >= daysRequired

/**
 * The consecutive check-in days ending today (or yesterday, still alive until today ends), 0 when neither was a
 * check-in day.
 */
export function waterLightStreak(dates: readonly string[], today: string): number {
  const set = new Set(dates)
  let day = set.has(today) ? today : addChinaDays(today, -1)
  let streak = 0
  while (set.has(day)) {
    streak += 1
    day = addChinaDays(day, -1)
  }
  return streak
}

/** Why a console's activity cannot be saved: more days required than its window holds (null: it can). */
export function waterLightDefinitionProblem(startsAt: Date, endsAt: Date, daysRequired: number): string | null {
  const { days } = waterLightDays(startsAt, endsAt)
  return daysRequired > days ? `打卡天数不能超过活动天数（${days}天）` : null
}
