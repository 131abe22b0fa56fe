import { describe, expect, it } from 'vitest'
import { ageFrom, dateYearsBefore, isCode, isMobile, isNumeric, isTaxNumber, parseBirthDate } from './validation'

describe('isMobile: 11 digits, 1 then 3–9', () => {
  it.each([
    ['13800138000', true],
    ['19912345678', true],
    ['12345678901', false], // second digit 2
    ['10000000000', false],
    ['1380013800', false], // 10 digits
    ['138001380001', false], // 12 digits
    ['23800138000', false],
    ['1380013800a', false],
    [' 13800138000', false],
    ['', false],
  ])('%j → %s', (input, expected) => expect(isMobile(input)).toBe(expected))
})

describe('isCode: digits and uppercase letters only', () => {
  it.each([
    ['ABC123', true],
    ['0', true],
    ['abc123', false],
    ['AB-12', false],
    ['AB 12', false],
    ['', false],
  ])('%j → %s', (input, expected) => expect(isCode(input)).toBe(expected))
})

describe('isTaxNumber: a unified social credit code with its check character, or an older 15/20-character number', () => {
  it.each([
    ['91310000MA1FL3LT0Q', true],
    ['91350100M000100Y43', true],
    ['91310000MA1FL3LT0A', false], // wrong check character
    ['91310000ma1fl3lt0q', false], // lower case: callers upper-case first
    ['91310000MA1FL3LTOQ', false], // O is not a code character
    ['310101123456789', true],
    ['31010112345678901234', true],
    ['3101011234567', false],
    ['91350100M000100Y4', false], // 17 characters
    ['91350100M000100Y4-', false],
    ['', false],
  ])('%j → %s', (input, expected) => expect(isTaxNumber(input)).toBe(expected))
})

describe('isNumeric: digits only', () => {
  it.each([
    ['0123', true],
    ['12.5', false],
    ['-1', false],
    ['1e3', false],
    ['', false],
  ])('%j → %s', (input, expected) => expect(isNumeric(input)).toBe(expected))
})

describe('ageFrom: y-m-d or y/m/d', () => {
  const today = new Date(2026, 10, 21) // 21 Nov 2026, local time
  it.each([
    ['2000-11-21', 26], // birthday today
    ['2000-11-22', 25], // birthday tomorrow
    ['2000/11/20', 26],
    ['2000/1/5', 26],
    ['2012-11-21', 14],
    ['2026-11-21', 0],
    ['2030-01-01', 0], // in the future: never negative
    ['2000-02-30', false], // no such day
    ['2000-13-01', false],
    ['2000.11.21', false],
    ['2000-11/21', false], // mixed separators
    ['not a date', false],
    ['', false],
  ])('%j → %s', (input, expected) => expect(ageFrom(input, today)).toBe(expected))

  it('counts a 29 February birthday on 28 February of a common year as not yet reached', () => {
    expect(ageFrom('2008-02-29', new Date(2026, 1, 28))).toBe(17)
    expect(ageFrom('2008-02-29', new Date(2026, 2, 1))).toBe(18)
  })

  it('parses only real calendar dates', () => {
    expect(parseBirthDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseBirthDate('2023-02-29')).toBeNull()
  })
})

describe('dateYearsBefore: the 14-years-ago helper', () => {
  it.each([
    [new Date(2026, 10, 21), 14, '2012-11-21'],
    [new Date(2026, 0, 5), 14, '2012-01-05'],
    [new Date(2028, 1, 29), 14, '2014-02-28'], // no 29 Feb in 2014
    [new Date(2026, 10, 21), 18, '2008-11-21'],
  ])('%s minus %i years → %s', (today, years, expected) => expect(dateYearsBefore(today, years)).toBe(expected))

  it('defaults to 14 years', () => expect(dateYearsBefore(new Date(2026, 5, 1))).toBe('2012-06-01'))
})
