import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ageInYears, memberGiftCheck, yearsBefore, type MemberGiftRules } from './member-gift'

describe('ageInYears (spec §5)', () => {
  it.each([
    ['the day before the birthday', '2000-11-25', '2026-11-24', 25],
    ['on the birthday', '2000-11-24', '2026-11-24', 26],
    ['y/m/d', '2000/11/24', '2026-11-24', 26],
    ['one-digit month and day', '2000-1-5', '2026-11-24', 26],
    ['29 February, in a year without one, on 28 February', '2008-02-29', '2026-02-28', 17],
    ['29 February, in a year without one, on 1 March', '2008-02-29', '2026-03-01', 18],
    ['born in the future: 0', '2030-01-01', '2026-11-24', 0],
    ['no real date', '2001-02-29', '2026-11-24', false],
    ['not a date', 'yesterday', '2026-11-24', false],
  ] as const)('%s', (_, birth, today, age) => {
    expect(ageInYears(birth, today)).toBe(age)
  })
})

describe('yearsBefore (spec §9: the date 14 years before today)', () => {
  it.each([
    ['2026-11-24', 14, '2012-11-24'],
    ['2028-02-29', 14, '2014-02-28'],
    ['2028-02-29', 4, '2024-02-29'],
    ['2026-01-01', 0, '2026-01-01'],
  ] as const)('%s − %i years = %s', (today, years, date) => {
    expect(yearsBefore(today, years)).toBe(date)
  })

  it('someone born on that date is exactly that old today; a day later, a year younger', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1990-01-01'), max: new Date('2090-12-31'), noInvalidDate: true }),
        fc.integer({ min: 1, max: 80 }),
        (d, years) => {
          const today = d.toISOString().slice(0, 10)
          const born = yearsBefore(today, years)
          expect(ageInYears(born, today)).toBe(years)
          const dayAfter = new Date(Date.parse(`${born}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10)
          expect(ageInYears(dayAfter, today)).toBe(years - 1)
        },
      ),
    )
  })
})

describe('memberGiftCheck', () => {
  const newMember: MemberGiftRules = { kind: 'new_member', newMemberDays: 30, minAge: 14 }
  const birthday: MemberGiftRules = { kind: 'birthday', newMemberDays: 0, minAge: 14 }
  it.each([
    ['a new member on the day they joined', newMember, '2026-11-24', null, { ok: true, period: 'new' }],
    ['a new member on their 30th day', newMember, '2026-10-26', null, { ok: true, period: 'new' }],
    ['an account stamped tomorrow: new', newMember, '2026-11-25', null, { ok: true, period: 'new' }],
    ['on the 31st day: no longer new', newMember, '2026-10-25', null, { ok: false, code: 'memberGiftNotNewMember' }],
    ['birthday month, 26 years old', birthday, '2020-01-01', '2000-11-30', { ok: true, period: '2026' }],
    ['no birthday given', birthday, '2020-01-01', null, { ok: false, code: 'memberGiftNoBirthday' }],
    ['a birthday that is no date', birthday, '2020-01-01', '2000-13-01', { ok: false, code: 'memberGiftNoBirthday' }],
    ['turns 14 today: old enough', birthday, '2020-01-01', '2012-11-24', { ok: true, period: '2026' }],
    ['turns 14 tomorrow: too young', birthday, '2020-01-01', '2012-11-25', { ok: false, code: 'memberGiftTooYoung' }],
    ['another month', birthday, '2020-01-01', '2000-12-01', { ok: false, code: 'memberGiftNotBirthdayMonth' }],
  ] as const)('%s', (_, rules, joined, birth, outcome) => {
    expect(memberGiftCheck(rules, { joined, birthday: birth }, '2026-11-24')).toEqual(outcome)
  })
})
