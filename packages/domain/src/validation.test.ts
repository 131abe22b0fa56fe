import { describe, expect, it } from 'vitest'
import {
  isBankAccount,
  isCode,
  isEmail,
  isMobile,
  isNumeric,
  isPhoneNumber,
  isPostalCode,
  isSmsCode,
  isTaxNumber,
  parseBirthDate,
} from './validation'

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

describe('parseBirthDate: y-m-d or y/m/d, real calendar dates only', () => {
  it.each([
    ['2000-11-21', { year: 2000, month: 11, day: 21 }],
    ['2000/1/5', { year: 2000, month: 1, day: 5 }],
    ['2000-02-30', null], // no such day
    ['2000-13-01', null],
    ['2000.11.21', null],
    ['2000-11/21', null], // mixed separators
    ['not a date', null],
    ['', null],
  ])('%j → %j', (input, expected) => expect(parseBirthDate(input)).toEqual(expected))

  it('parses only real calendar dates', () => {
    expect(parseBirthDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 })
    expect(parseBirthDate('2023-02-29')).toBeNull()
  })
})

describe('digit codes and numbers: built on the numeric check', () => {
  it.each([
    ['123456', true, true],
    ['12345', false, false],
    ['1234567', false, false],
    ['12345a', false, false],
    ['１２３４５６', false, false], // full-width digits are not digits
  ])('%j → SMS code %s, postal code %s', (value, sms, postal) => {
    expect(isSmsCode(value)).toBe(sms)
    expect(isPostalCode(value)).toBe(postal)
  })

  it.each([
    ['12345678', true],
    ['6222021234567890123', true],
    ['1234567', false],
    ['1'.repeat(31), false],
    ['6222 0212 3456', false],
  ])('bank account %j → %s', (value, ok) => expect(isBankAccount(value)).toBe(ok))

  it.each([
    ['021-61230000', true],
    ['13800138000', true],
    ['1234', false],
    ['021 6123 0000', false],
  ])('phone %j → %s', (value, ok) => expect(isPhoneNumber(value)).toBe(ok))
})

describe('isEmail', () => {
  it.each([
    ['lan@example.com', true],
    ['lan.xiao+inv@mail.example.cn', true],
    [' lan@example.com ', true],
    ['lan@example', false],
    ['lan@@example.com', false],
    ['@example.com', false],
    ['lan example@example.com', false],
  ])('email %j → %s', (mail, ok) => {
    expect(isEmail(mail)).toBe(ok)
  })
})
