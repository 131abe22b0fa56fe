import { describe, expect, it } from 'vitest'
import { auditDiff } from './audit-diff'

describe('auditDiff', () => {
  it('lists only the fields that changed, nested ones by path', () => {
    expect(
      auditDiff(
        { name: '小林', roleCode: 'guide', disabled: false, skus: [{ price: 100 }, { price: 200 }] },
        { name: '小林', roleCode: 'customer_service', disabled: true, skus: [{ price: 100 }, { price: 180 }] },
      ),
    ).toEqual([
      { field: 'roleCode', before: 'guide', after: 'customer_service' },
      { field: 'disabled', before: 'false', after: 'true' },
      { field: 'skus[1].price', before: '200', after: '180' },
    ])
  })

  it('shows a creation as every field after it, a removed or emptied field with its empty side', () => {
    expect(auditDiff(null, { name: '小林', mobile: null })).toEqual([
      { field: 'name', before: '', after: '小林' },
      { field: 'mobile', before: '', after: '空' },
    ])
    expect(auditDiff({ tags: ['a'], note: 'x' }, { tags: [] })).toEqual([
      { field: 'tags[0]', before: 'a', after: '' },
      { field: 'note', before: 'x', after: '' },
      { field: 'tags', before: '', after: '[]' },
    ])
  })

  it('compares plain values too', () => {
    expect(auditDiff(5, 7)).toEqual([{ field: '(值)', before: '5', after: '7' }])
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([])
  })
})
