import { describe, expect, it } from 'vitest'
import { text } from './common'

describe('text(max): free text bounded by code points, as the form and the varchar column count', () => {
  it.each([
    ['小澜的粉丝🌸', true], // 6 code points, 7 UTF-16 units: was refused by a UTF-16 count
    ['𠮷𩸽𠮷𩸽𠮷𩸽', true],
    ['  小澜的粉丝🌸  ', true], // trimmed first
    ['小澜的粉丝🌸🌸', false],
    ['小澜\u0007', false], // a control character
  ])('text(6) %j → %s', (value, ok) => expect(text(6).safeParse(value).success).toBe(ok))

  it('answers the trimmed text and says the limit in Chinese', () => {
    expect(text(6).parse('  𩸽  ')).toBe('𩸽')
    expect(text(2).safeParse('小澜的').error?.issues[0]?.message).toBe('最多2个字')
  })
})
