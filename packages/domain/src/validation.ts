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

const digits = (value: string, min: number, max: number) =>
  value.length >= min && value.length <= max && isNumeric(value)

/** The sign-in code sent by SMS: 6 digits. */
export const isSmsCode = (value: string): boolean => digits(value, 6, 6)

/** A bank account number on an invoice title: 8 to 30 digits. */
export const isBankAccount = (value: string): boolean => digits(value, 8, 30)

/** A postal code (邮政编码): 6 digits. */
export const isPostalCode = (value: string): boolean => digits(value, 6, 6)

/** A telephone number on an invoice title (landline with area code, or mobile): 5 to 20 digits and dashes. */
export const isPhoneNumber = (value: string): boolean => /^[0-9-]{5,20}$/.test(value)

/** An email address as a mail server would take it (one @, a dotted domain), at most 254 characters; trimmed. */
export function isEmail(value: string): boolean {
  const mail = value.trim()
  return mail.length <= 254 && /^[A-Za-z0-9._%+-]{1,64}@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,24}$/.test(mail)
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
