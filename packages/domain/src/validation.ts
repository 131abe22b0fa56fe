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

/** The characters of a unified social credit code, and the weights of its first 17 for the check character. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY'
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28]

/**
 * A taxpayer number (纳税人识别号): the 18-character unified social credit code with its check character
 * (GB 32100-2015), or an older 15- or 20-character tax registration number (digits and capital letters).
 * Written as given: callers trim and upper-case first.
 */
export function isTaxNumber(value: string): boolean {
  if (/^[0-9A-Z]{15}$|^[0-9A-Z]{20}$/.test(value)) return true
  if (value.length !== 18 || ![...value].every((c) => CREDIT_CODE_CHARS.includes(c))) return false
  const sum = CREDIT_CODE_WEIGHTS.reduce((total, weight, i) => total + CREDIT_CODE_CHARS.indexOf(value[i]!) * weight, 0)
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] === value[17]
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
