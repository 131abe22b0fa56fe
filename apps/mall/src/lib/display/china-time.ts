/**
 * Dates as the shopper reads them: China time (UTC+8) whatever the device's zone. Our server writes true UTC
 * ("…Z"), so a time is read as written and shown 8 hours on.
 */
const CHINA_OFFSET_MS = 8 * 3_600_000

const pad = (n: number) => String(n).padStart(2, '0')

/** `2026-11-21T16:30:00Z` → `2026.11.22` (or `2026.11.22 00:30` with the time); '' for a text that is no time. */
export function formatChinaDate(iso: string, withTime = false): string {
  const t = Date.parse(iso)
  if (Number.isNaN(t)) return ''
  const d = new Date(t + CHINA_OFFSET_MS)
  const date = `${d.getUTCFullYear()}.${pad(d.getUTCMonth() + 1)}.${pad(d.getUTCDate())}`
  return withTime ? `${date} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : date
}
