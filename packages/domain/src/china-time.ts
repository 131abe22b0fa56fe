/**
 * China time: one zone, UTC+8, no daylight saving. The server keeps and sends true UTC ("…Z", spec §9: server
 * times with zero offset get 8 hours added); the day a shopper reads, the day in an order number, "10 a day"
 * limits and every time shown or sent to a Chinese provider are China's, whatever the zone of the machine.
 * Pure: the moment is passed in.
 */

export const CHINA_OFFSET_MS = 8 * 3_600_000
const DAY_MS = 86_400_000

type Moment = Date | number

/** The moment's China wall clock, to be read with the UTC getters (or toISOString) only. */
const wallClock = (moment: Moment) => new Date(new Date(moment).getTime() + CHINA_OFFSET_MS)

const pad = (n: number) => String(n).padStart(2, '0')

/** The calendar day in China: 2026-11-21T16:30:00Z → "2026-11-22". */
export const chinaDate = (moment: Moment): string => wallClock(moment).toISOString().slice(0, 10)

/** The day in order and refund numbers: "20261122". */
export const chinaDayStamp = (moment: Moment): string => chinaDate(moment).replaceAll('-', '')

/** Days since 1970-01-01 in China: two moments on the same China calendar day have the same number. */
export const chinaDayNumber = (moment: Moment): number => Math.floor(wallClock(moment).getTime() / DAY_MS)

/** "2026-11-22 00:30:00", as kuaidi100 writes times. */
export const chinaDateTime = (moment: Moment): string => wallClock(moment).toISOString().slice(0, 19).replace('T', ' ')

/** RFC 3339 in China time, as WeChat Pay writes times: "2018-06-08T10:34:56+08:00". */
export const chinaRfc3339 = (moment: Moment): string => `${wallClock(moment).toISOString().slice(0, 19)}+08:00`

/** Reads a China wall-clock time "YYYY-MM-DD HH:mm" (seconds optional) as an instant; null when it is none. */
export function parseChinaDateTime(text: string): Date | null {
  const match = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})(:\d{2})?$/.exec(text.trim())
  if (!match) return null
  const moment = new Date(`${match[1]}T${match[2]}${match[3] ?? ':00'}+08:00`)
  return Number.isNaN(moment.getTime()) ? null : moment
}

/**
 * A time as the shopper reads it: "2026-11-21T16:30:00Z" → "2026.11.22" (or "2026.11.22 00:30" with the time);
 * '' for a text that is no time.
 */
export function formatChinaDate(iso: string, withTime = false): string {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return ''
  const d = wallClock(t)
  const date = `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`
  return withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date
}
