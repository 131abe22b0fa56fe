import { describe, expect, it } from 'vitest'
import { dropOrder, type TreeNode } from './tree-order'

const node = (id: number, parentId: number | null, children: TreeNode[] = []): TreeNode => ({ id, parentId, children })
// 1 护肤 (11 洁面, 12 精华), 2 彩妆 (21 口红), 3 香氛
const tree = [node(1, null, [node(11, 1), node(12, 1)]), node(2, null, [node(21, 2)]), node(3, null)]

describe('a drop in the category tree', () => {
  it('reorders siblings: after a target, before one (dropPosition −1)', () => {
    expect(dropOrder(tree, 11, 12, 2, true)).toEqual({ parentId: 1, ids: [12, 11] })
    expect(dropOrder(tree, 3, 1, -1, true)).toEqual({ parentId: null, ids: [3, 1, 2] })
  })

  it('moves a child under another top category, onto it or beside its children', () => {
    expect(dropOrder(tree, 11, 2, 0, false)).toEqual({ parentId: 2, ids: [11, 21] })
    expect(dropOrder(tree, 12, 21, 1, true)).toEqual({ parentId: 2, ids: [21, 12] })
  })

  it('refuses a third level and a category with children under another', () => {
    expect(dropOrder(tree, 3, 11, 0, false)).toBeNull()
    expect(dropOrder(tree, 1, 2, 0, false)).toBeNull()
    expect(dropOrder(tree, 1, 21, 1, true)).toBeNull()
  })
})
