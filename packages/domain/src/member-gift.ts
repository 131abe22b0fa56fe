import { chinaDaysBetween } from './programmes'
import { parseBirthDate } from './validation'

/**
 * Member gifts (member_gift; docs/members-programmes.md "Member gifts"): who may claim a gift pack, and the period
 * that makes the claim once (a new member's gift once ever, a birthday gift once a calendar year).
 */

export const MEMBER_GIFT_KINDS = ['new_member', 'birthday'] as const
export type MemberGiftKind = (typeof MEMBER_GIFT_KINDS)[number]

/** The youngest age a birthday gift is given at by default (spec §9: the date 14 years before today). */
export const MEMBER_GIFT_MIN_AGE = 14

const pad = (n: number) => String(n).padStart(2, '0')

/**
 * Age in whole years on `today` (both y-m-d; the birth date may be y/m/d, spec §5): false for a date that is none,
 * 0 for a birth date in the future. A 29 February birthday turns a year older on 1 March in other years.
 */
export function ageInYears(birthDate: string, today: string): number | false {
  const birth = parseBirthDate(birthDate)
  const now = parseBirthDate(today)
  if (!birth || !now) return false
  const hadBirthday = now.month > birth.month || (now.month === birth.month && now.day >= birth.day)
  return Math.max(0, now.year - birth.year - (hadBirthday ? 0 : 1))
}

/** The date `years` years before `today` (y-m-d; spec §9's helper): 29 February becomes 28 February. */
export function yearsBefore(today: string, years: number): string {
  const d = parseBirthDate(today)
  if (!d) throw new RangeError(`not a date: ${today}`)
  const year = d.year - years
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const day = d.month === 2 && d.day === 29 && !leap ? 28 : d.day
  return `${year}-${pad(d.month)}-${pad(day)}`
}

export interface MemberGiftRules {
  kind: MemberGiftKind
  /** new_member: the account was made at most this many China days before (the day it was made counts as day 1). */
  newMemberDays: number
  /** birthday: the member is at least this old on the day they claim. */
  minAge: number
}

export interface Claimant {
  /** The China date the account was made. */
  joined: string
  /** The birth date the member gave (y-m-d), if any. */
  birthday: string | null
}

export type MemberGiftCheck =
  | { ok: true; period: string }
  | {
      ok: false
      code: 'memberGiftNotNewMember' | 'memberGiftNoBirthday' | 'memberGiftTooYoung' | 'memberGiftNotBirthdayMonth'
    }

/**
 * Whether a member may claim a gift on `today` (a China date), and the period the claim is once in: `new` for a new
 * member's gift (once ever), the year for a birthday gift (once a calendar year, so changing the birthday cannot
 * claim it twice). A birthday gift is claimed in the birthday's month by a member at least `minAge` years old
 * (born on or before the date `minAge` years before today).
 */
export function memberGiftCheck(rules: MemberGiftRules, who: Claimant, today: string): MemberGiftCheck {
  if (rules.kind === 'new_member') {
    // An account stamped after `today` (the database's clock ahead of the shop's) is new.
    const days = Math.max(0, chinaDaysBetween(who.joined, today))
    return days < rules.newMemberDays ? { ok: true, period: 'new' } : { ok: false, code: 'memberGiftNotNewMember' }
  }
  const birth = who.birthday === null ? null : parseBirthDate(who.birthday)
  if (!birth) return { ok: false, code: 'memberGiftNoBirthday' }
  const age = ageInYears(who.birthday!, today)
  if (age === false || age < rules.minAge) return { ok: false, code: 'memberGiftTooYoung' }
  if (birth.month !== Number(today.slice(5, 7))) return { ok: false, code: 'memberGiftNotBirthdayMonth' }
  return { ok: true, period: today.slice(0, 4) }
}
