import { describe, expect, it } from 'vitest'
import { auditDiff } from './audit-diff'

describe('auditDiff', () => {
  it('lists only the fields that changed, nested ones by path, named in Chinese when known', () => {
    expect(
      auditDiff(
        { name: '小林', roleCode: 'guide', disabled: false, skus: [{ price: 100 }, { price: 200 }] },
        { name: '小林', roleCode: 'customer_service', disabled: true, skus: [{ price: 100 }, { price: 180 }] },
        { roleCode: '角色编码', disabled: '已停用', price: '价格' },
      ),
    ).toEqual([
      { field: '角色编码', before: 'guide', after: 'customer_service' },
      { field: '已停用', before: '否', after: '是' },
      { field: 'skus[1].价格', before: '200', after: '180' },
    ])
  })

  it('shows a list of plain values by what left it and what joined it, permissions by their names', () => {
    expect(
      auditDiff(
        { permissions: ['goods.view', 'orders.export'] },
        { permissions: ['goods.view', 'goods.price'] },
        { permissions: '权限' },
      ),
    ).toEqual([{ field: '权限', before: '导出订单', after: '修改商品价格' }])
    expect(auditDiff({ tags: ['a', 'b'] }, { tags: ['b', 'a'] })).toEqual([])
  })

  it('shows a creation as every field it set, a removed or emptied field with its empty side', () => {
    expect(auditDiff(null, { name: '小林', mobile: null, permissions: ['goods.view'] })).toEqual([
      { field: 'name', before: '', after: '小林' },
      { field: 'permissions', before: '', after: '查看商品' },
    ])
    expect(auditDiff({ mobile: '13900000000', note: 'x' }, { mobile: null })).toEqual([
      { field: 'mobile', before: '13900000000', after: '空' },
      { field: 'note', before: 'x', after: '' },
    ])
  })

  it('compares plain values too', () => {
    expect(auditDiff(5, 7)).toEqual([{ field: '值', before: '5', after: '7' }])
    expect(auditDiff({ a: 1 }, { a: 1 })).toEqual([])
  })
})
