/** Validation rules of spec §5. Pure: the clock is passed in. */

/** 11 digits, starting with 1 then 3 to 9. */
export const MOBILE_PATTERN = /^1[3-9]\d{9}$/

export function isMobile(value: string): boolean {
  return MOBILE_PATTERN.test(value)
}

/** Code check: only digits and uppercase letters (and at least one of them). */
export function isCode(value: string): boolean {
  return /^[0-9A-Z]+$/.test(value)
}

/** Numeric check: digits only (and at least one). */
export function isNumeric(value: string): boolean {
  return /^\d+$/.test(value)
}

/** Parses y-m-d or y/m/d (one- or two-digit month and day) into a calendar date, or null if it is no real date. */
export function parseBirthDate(text: string): { year: number; month: number; day: number } | null {
  const m = /^(\d{4})([-/])(\d{1,2})\2(\d{1,2})$/.exec(text.trim())
  if (!m) return null
  const year = Number(m[1])
  const month = Number(m[3])
  const day = Number(m[4])
  const probe = new Date(Date.UTC(year, month - 1, day))
  if (probe.getUTCFullYear() !== year || probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null
  return { year, month, day }
}

/**
 * Age in whole years on `today` from a birth date in y-m-d or y/m/d. An invalid date gives false;
 * a birth date in the future gives 0, never a negative age.
 */
export function ageFrom(birth: string, today: Date): number | false {
  const b = parseBirthDate(birth)
  if (!b) return false
  const [y, m, d] = [today.getFullYear(), today.getMonth() + 1, today.getDate()]
  let age = y - b.year
  if (m < b.month || (m === b.month && d < b.day)) age -= 1
  return Math.max(0, age)
}

/** The date `years` years before `today`, as y-m-d (spec §9: the age gate uses 14 years). */
export function dateYearsBefore(today: Date, years = 14): string {
  const y = today.getFullYear() - years
  const m = today.getMonth()
  // 29 February in a year that is not a leap year becomes 28 February.
  const lastDay = new Date(y, m + 1, 0).getDate()
  const d = Math.min(today.getDate(), lastDay)
  return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
}
