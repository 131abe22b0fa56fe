/** Activity status by time and the countdown text (spec §4). */

export const ActivityStatus = { NotStarted: 1, InProgress: 2, Ended: 3 } as const
export type ActivityStatus = (typeof ActivityStatus)[keyof typeof ActivityStatus]

/** 1 not started (start later than now), 2 in progress (start ≤ now < end), 3 ended. */
export function activityStatus(start: number, end: number, now: number): ActivityStatus {
  if (start > now) return ActivityStatus.NotStarted
  if (now < end) return ActivityStatus.InProgress
  return ActivityStatus.Ended
}

const pad = (n: number) => String(n).padStart(2, '0')

/** The days, hours, minutes and seconds left of `ms` (none when past). */
function countdownParts(ms: number) {
  const total = Math.max(0, Math.floor(ms / 1000))
  return {
    days: Math.floor(total / 86400),
    hours: Math.floor((total % 86400) / 3600),
    minutes: Math.floor((total % 3600) / 60),
    seconds: total % 60,
  }
}

/**
 * The countdown for `ms` milliseconds left: seconds under a minute ("45"), then mm:ss, hh:mm:ss and
 * dd:hh:mm:ss as the span grows. Zero ("0") when the moment is past.
 */
export function formatCountdown(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms)
  if (days > 0) return `${pad(days)}:${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
  if (hours > 0) return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
  if (minutes > 0) return `${pad(minutes)}:${pad(seconds)}`
  return String(seconds)
}

/**
 * The same countdown with its units, as an activity shows it (6天22时58分18秒): four bare numbers (06:22:58:18)
 * read as a clock, not as days left. The largest unit unpadded, the others two digits; "0秒" when past.
 */
export function formatCountdownUnits(ms: number): string {
  const { days, hours, minutes, seconds } = countdownParts(ms)
  if (days > 0) return `${days}天${pad(hours)}时${pad(minutes)}分${pad(seconds)}秒`
  if (hours > 0) return `${hours}时${pad(minutes)}分${pad(seconds)}秒`
  if (minutes > 0) return `${minutes}分${pad(seconds)}秒`
  return `${seconds}秒`
}
