import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { characters, firstCharacter, maskMail, maskMobile, maskNickname, textLength, truncateText } from './text'

const FAMILY = '👨‍👩‍👧‍👦' // four people joined by ZWJ: one character, 11 UTF-16 units
const FLAG = '🇨🇳' // two regional indicators: one character
const ACCENTED = 'e\u0301' // e + combining acute: one character

/** True when every surrogate of the text is half of a pair (it can be written as UTF-8, e.g. into JSON). */
const wellFormed = (text: string) =>
  !/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/.test(text)

describe('characters: what a person sees as one character', () => {
  it.each([
    ['小澜', ['小', '澜']],
    ['小澜的粉丝🌸', ['小', '澜', '的', '粉', '丝', '🌸']],
    ['𠮷野家', ['𠮷', '野', '家']],
    ['𩸽', ['𩸽']],
    [`我家${FAMILY}`, ['我', '家', FAMILY]],
    [`${FLAG}加油`, [FLAG, '加', '油']],
    [`caf${ACCENTED}`, ['c', 'a', 'f', ACCENTED]],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(characters(text)).toEqual(expected)
    expect(firstCharacter(text)).toBe(expected[0] ?? '')
  })
})

describe('textLength: code points, as a varchar(n) column counts', () => {
  it.each([
    ['小澜的粉丝🌸', 6],
    ['𠮷𩸽', 2],
    [FLAG, 2],
    [FAMILY, 7],
    [`caf${ACCENTED}`, 5],
    ['', 0],
  ])('%j → %i', (text, length) => expect(textLength(text)).toBe(length))
})

describe('maskNickname: first and last characters around ***', () => {
  it.each([
    ['澜肌5678', '澜***8'],
    ['A', 'A***'],
    ['', '***'],
    ['小澜的粉丝🌸', '小***🌸'], // was 小***\udf38: the flower cut in half
    ['🌸小澜', '🌸***澜'],
    ['𠮷', '𠮷***'],
    ['𠮷田𩸽', '𠮷***𩸽'],
    [`${FAMILY}爱家`, `${FAMILY}***家`],
    [`我爱${FAMILY}`, `我***${FAMILY}`],
    [`${FLAG}${FLAG}`, `${FLAG}***${FLAG}`],
    [`Andr${ACCENTED}`, `A***${ACCENTED}`],
  ])('%j → %j', (name, masked) => expect(maskNickname(name)).toBe(masked))
})

describe('truncateText: whole characters only', () => {
  it.each([
    ['小澜的粉丝🌸', 6, '', '小澜的粉丝🌸'],
    ['小澜的粉丝🌸', 5, '', '小澜的粉丝'],
    ['🌸🌸🌸', 2, '', '🌸🌸'],
    [`${FAMILY}${FAMILY}`, 1, '', FAMILY],
    [`${FLAG}${FLAG}${FLAG}`, 2, '', `${FLAG}${FLAG}`],
    ['𠮷𩸽𠮷𩸽', 3, '…', '𠮷𩸽…'],
    ['abc', 3, '…', 'abc'],
    ['abcd', 0, '', ''],
  ])('%j to %i (%j) → %j', (text, max, ellipsis, expected) => expect(truncateText(text, max, ellipsis)).toBe(expected))
})

describe('maskMail and maskMobile', () => {
  it.each([
    ['xiaolan@example.com', 'x***@example.com'],
    ['n@example.com', 'n***@example.com'],
    ['🌸lan@example.com', '🌸***@example.com'],
    ['no-at-sign', 'no-at-sign'],
  ])('%j → %j', (mail, masked) => expect(maskMail(mail)).toBe(masked))

  it.each([
    ['13912345678', '139****5678'],
    ['1391234567', '1391234567'], // not a mobile: shown as it is
  ])('%j → %j', (mobile, masked) => expect(maskMobile(mobile)).toBe(masked))
})

/** Text rich in what UTF-16 cutting breaks: emoji, ZWJ sequences, flags, rare CJK, combining marks. */
const hardText = fc
  .array(
    fc.oneof(
      fc.constantFrom('🌸', '𠮷', '𩸽', FAMILY, FLAG, ACCENTED, '👍🏽', '小', '澜', 'a', '1', ' '),
      fc.string({ unit: 'grapheme', maxLength: 3 }),
    ),
    { maxLength: 12 },
  )
  .map((parts) => parts.join(''))

describe('properties', () => {
  it('characters put back together give the text', () => {
    fc.assert(fc.property(hardText, (text) => characters(text).join('') === text))
  })

  it('masking keeps whole characters and never leaves a lone surrogate', () => {
    fc.assert(
      fc.property(hardText, (name) => {
        const masked = maskNickname(name)
        const all = characters(name)
        expect(wellFormed(masked)).toBe(true)
        expect(masked).toBe(all.length <= 1 ? `${name}***` : `${all[0]}***${all.at(-1)}`)
        // The first character stays whole (a name may itself hold '*', so find it by position, not by the mask).
        if (all.length > 0) expect(characters(masked)[0]).toBe(all[0])
      }),
    )
  })

  it('truncation is a prefix of whole characters, no longer than asked, and never splits one', () => {
    fc.assert(
      fc.property(hardText, fc.nat({ max: 15 }), (text, max) => {
        const cut = truncateText(text, max)
        const all = characters(text)
        expect(wellFormed(cut)).toBe(true)
        expect(text.startsWith(cut)).toBe(true)
        expect(characters(cut)).toEqual(all.slice(0, Math.min(max, all.length)))
      }),
    )
  })

  it('truncation with an ellipsis stays within the limit', () => {
    fc.assert(
      fc.property(hardText, fc.integer({ min: 1, max: 15 }), (text, max) => {
        const cut = truncateText(text, max, '…')
        expect(characters(cut).length).toBeLessThanOrEqual(max)
        expect(cut === text || cut.endsWith('…')).toBe(true)
        expect(wellFormed(cut)).toBe(true)
      }),
    )
  })
})
