import { describe, expect, it } from 'vitest'
import { tableQuery } from './table-query'

describe('tableQuery', () => {
  it('turns ProTable page 1 into page 0 with its size, and leaves empty filters out', () => {
    expect(tableQuery({ current: 1, pageSize: 20, keyword: '  ', roleCode: undefined, name: null })).toEqual({
      page: 0,
      size: 20,
    })
    expect(tableQuery({ current: 3, pageSize: 50, keyword: ' 小林 ', disabled: false, min: 0 })).toEqual({
      keyword: '小林',
      disabled: false,
      min: 0,
      page: 2,
      size: 50,
    })
  })

  it('sends the sorted column as field,asc or field,desc and column filters joined by commas', () => {
    expect(tableQuery({ current: 1, pageSize: 20 }, { createdAt: 'descend' }, { status: ['paid', 'shipped'] })).toEqual(
      { status: 'paid,shipped', sort: 'createdAt,desc', page: 0, size: 20 },
    )
    expect(tableQuery({}, { price: 'ascend' }, { status: null })).toEqual({ sort: 'price,asc', page: 0, size: 20 })
    expect(tableQuery({}, { price: null })).toEqual({ page: 0, size: 20 })
  })
})
