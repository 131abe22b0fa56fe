import { describe, expect, it } from 'vitest'
import {
  onePriceGoodsProblem,
  onePriceQuantityProblem,
  onePriceStatus,
  onePriceTermsProblem,
  type OnePriceGoodsTerms,
  type OnePriceTerms,
} from './one-price'

const H = 3_600_000
const T0 = Date.UTC(2026, 10, 1, 2)
const terms: OnePriceTerms = { startsAt: T0, endsAt: T0 + 24 * H, limitPerCustomer: 3, limitPerOrder: 2 }
const goods: OnePriceGoodsTerms = { price: 9_900, skuPrice: 15_900, stock: 10, sold: 4 }

describe('one-price terms', () => {
  it.each<[string, Partial<OnePriceTerms>, string | null]>([
    ['valid terms', {}, null],
    ['no per-order limit', { limitPerOrder: null }, null],
    ['per-order limit equal to the per-customer one', { limitPerOrder: 3 }, null],
    ['ends when it starts', { endsAt: T0 }, '结束时间须晚于开始时间'],
    ['ends before it starts', { endsAt: T0 - 1 }, '结束时间须晚于开始时间'],
    ['no unit per customer', { limitPerCustomer: 0 }, '每人限购至少1件'],
    ['no unit per order', { limitPerOrder: 0 }, '每单限购至少1件'],
    ['per order above per customer', { limitPerOrder: 4 }, '每单限购不能超过每人限购'],
  ])('%s', (_, change, problem) => {
    expect(onePriceTermsProblem({ ...terms, ...change })).toBe(problem)
  })
})

describe('one-price goods', () => {
  it.each<[string, Partial<OnePriceGoodsTerms>, string | null]>([
    ['valid goods', {}, null],
    ['one fen', { price: 1 }, null],
    ['stock equal to sold', { stock: 4 }, null],
    ['zero price', { price: 0 }, '一口价须至少0.01元'],
    ['the SKU price itself', { price: 15_900 }, '一口价须低于商品原价'],
    ['above the SKU price', { price: 16_000 }, '一口价须低于商品原价'],
    ['stock below sold', { stock: 3 }, '活动库存不能少于已售数量'],
  ])('%s', (_, change, problem) => {
    expect(onePriceGoodsProblem({ ...goods, ...change })).toBe(problem)
  })
})

describe('one-price status and quantity', () => {
  it.each<[string, number, number]>([
    ['before the start', T0 - 1, 1],
    ['at the start', T0, 2],
    ['the last millisecond', T0 + 24 * H - 1, 2],
    ['at the end', T0 + 24 * H, 3],
  ])('%s', (_, now, status) => {
    expect(onePriceStatus(terms, now)).toBe(status)
  })

  it.each<[string, number, number, number | null, 'perOrder' | 'perCustomer' | null]>([
    ['within both', 2, 0, 2, null],
    ['up to the per-customer limit', 1, 2, 2, null],
    ['above the per-order limit', 3, 0, 2, 'perOrder'],
    ['above the per-customer limit', 2, 2, 2, 'perCustomer'],
    ['no per-order limit, within', 3, 0, null, null],
    ['no per-order limit, above', 4, 0, null, 'perCustomer'],
  ])('%s', (_, quantity, held, limitPerOrder, problem) => {
    expect(onePriceQuantityProblem({ limitPerCustomer: 3, limitPerOrder }, quantity, held)).toBe(problem)
  })
})
