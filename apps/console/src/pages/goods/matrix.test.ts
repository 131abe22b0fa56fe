import { describe, expect, it } from 'vitest'
import { combinations, comboKey } from './matrix'

describe('the SKU matrix', () => {
  it('is every combination of the specs’ values, the first spec slowest', () => {
    expect(
      combinations([
        { name: '容量', values: ['30ml', '50ml'] },
        { name: '类型', values: ['清爽', '滋润'] },
      ]),
    ).toEqual([
      ['30ml', '清爽'],
      ['30ml', '滋润'],
      ['50ml', '清爽'],
      ['50ml', '滋润'],
    ])
  })

  it('leaves out specs still being typed, and is empty without specs', () => {
    expect(combinations([{ name: '容量', values: ['30ml'] }, { name: '' }])).toEqual([['30ml']])
    expect(combinations([])).toEqual([])
  })

  it('keys a combination by its values', () => {
    expect(comboKey(['30ml', '清爽'])).not.toBe(comboKey(['30ml清爽']))
  })
})
