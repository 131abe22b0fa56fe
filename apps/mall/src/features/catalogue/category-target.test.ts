// @vitest-environment node
import type { CategoryNode } from '@shop/contracts'
import { describe, expect, it } from 'vitest'
import { categoryTarget } from './category-target'

const node = (id: number, name: string, children: CategoryNode[] = []): CategoryNode => ({
  id,
  code: `C${id}`,
  name,
  image: null,
  parentId: null,
  sort: 0,
  children,
})

const roots = [
  node(1, '护肤', [node(11, '精华'), node(12, '面霜', [node(121, '晚霜')])]),
  node(2, '彩妆', [node(21, '口红')]),
]

describe('the category target', () => {
  it.each([
    ['a top-level id', '2', null, { rootId: 2, childId: null }],
    ['a sub-category id', '12', null, { rootId: 1, childId: 12 }],
    ['a deeper id', '121', null, { rootId: 1, childId: 121 }],
    ['a top-level id and an item id', '1', '11', { rootId: 1, childId: 11 }],
    ['a top-level id and an item name', '2', '口红', { rootId: 2, childId: 21 }],
    ['an item of another category is ignored', '2', '精华', { rootId: 2, childId: null }],
    ['an unknown id', '99', null, null],
    ['no id', null, null, null],
  ])('%s', (_name, id, item, expected) => {
    expect(categoryTarget(roots, id, item)).toEqual(expected)
  })
})
