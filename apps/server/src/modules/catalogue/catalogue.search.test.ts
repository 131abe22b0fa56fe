import { describe, expect, it } from 'vitest'
import { buildSearchIndex, normalizeSearchText, queryTerms, type SearchFields } from './catalogue.search'

const doc = (name: string, extra: Partial<SearchFields> = {}): SearchFields => ({
  name,
  keywords: [],
  categories: [],
  summary: [],
  description: '',
  ...extra,
})

const index = buildSearchIndex(
  new Map([
    [1, doc('精华液')],
    [2, doc('精华液旅行装')],
    [3, doc('澜肌水光精华液')],
    [4, doc('澜肌洁面乳', { keywords: ['精华液'] })],
    [5, doc('澜肌爽肤水', { keywords: ['补水精华液套装'] })],
    [6, doc('澜肌面霜', { categories: ['精华液专区'] })],
    [7, doc('澜肌眼霜', { summary: ['搭配精华液使用'] })],
    [8, doc('澜肌身体乳', { description: '可以和精华液一起用' })],
    [9, doc('Hydra Glow Serum', { keywords: ['serum'] })],
  ]),
)
const ranked = (query: string) => [...index.search(query)].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([id]) => id)

describe('goods search ranking', () => {
  it('ranks exact name > name prefix > name substring > keyword > keyword substring > category > summary > description', () => {
    expect(ranked('精华液')).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })

  it.each([
    ['a part of a Chinese name', '水光', [3]],
    ['one character', '霜', [6, 7]],
    ['every word of a query', '澜肌 精华液', [3, 4, 5, 6, 7, 8]],
    ['a word nobody has', '口红', []],
    ['a pair of characters that is not in order', '液精', []],
    ['Latin text in any case', 'SERUM', [9]],
    ['full-width Latin text', 'ｓｅｒｕｍ', [9]],
    ['a query across a word gap', 'glow serum', [9]],
  ])('finds %s', (_, query, ids) => {
    expect(ranked(query).sort((a, b) => a - b)).toEqual(ids)
  })
})

describe('query text', () => {
  it.each([
    ['  精华   液 ', ['精华', '液']],
    ['ＡＢＣ abc', ['abc']],
    ['', []],
  ])('splits %j into %j', (query, terms) => {
    expect(queryTerms(query)).toEqual(terms)
  })

  it('folds width and case', () => {
    expect(normalizeSearchText('  Ｈｙｄｒａ  GLOW ')).toBe('hydra glow')
  })
})
