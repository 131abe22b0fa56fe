// @vitest-environment node
import type { Sku } from '@shop/contracts'
import { describe, expect, it } from 'vitest'
import {
  clampQuantity,
  initialSelection,
  isSkuAvailable,
  isValueDisabled,
  quantityBounds,
  selectionText,
  skuFor,
  toggleValue,
} from './spec-selection'

const spec = (name: string, value: string) => ({ name, value, code: value.toUpperCase(), image: null })

function sku(id: number, size: string, shade: string, over: Partial<Sku> = {}): Sku {
  return {
    id,
    skuCode: `S${id}`,
    goodsId: 1,
    specifications: [spec('容量', size), spec('色号', shade)],
    price: 19900,
    marketingPrice: 25900,
    activityPrice: null,
    stock: 10,
    sellOut: false,
    hold: null,
    secSetting: null,
    limitPerCustomer: null,
    image: null,
    ...over,
  }
}

const goods = {
  specs: [
    {
      name: '容量',
      values: [
        { value: '30ml', code: '30ML', image: null },
        { value: '50ml', code: '50ML', image: null },
      ],
    },
    {
      name: '色号',
      values: [
        { value: 'a1', code: 'A1', image: null },
        { value: 'b2', code: 'B2', image: null },
      ],
    },
  ],
  skus: [
    sku(1, '30ml', 'a1', { stock: 5, limitPerCustomer: 2 }),
    sku(2, '30ml', 'b2', { sellOut: true, stock: 0, hold: 1 }),
    sku(3, '50ml', 'a1', { stock: 0 }),
    sku(4, '50ml', 'b2'),
  ],
}

describe('the spec selector', () => {
  it.each([
    ['nothing chosen: every value has some SKU to buy', {}, [false, false, false, false]],
    ['30ml chosen: b2 is sold out with it', { 容量: '30ML' }, [false, false, false, true]],
    ['a1 chosen: 50ml a1 has no stock', { 色号: 'A1' }, [false, true, false, false]],
    ['b2 chosen: 30ml b2 is held', { 色号: 'B2' }, [true, false, false, false]],
  ])('%s', (_name, selection, expected) => {
    const states = [
      isValueDisabled(goods, selection, '容量', '30ML'),
      isValueDisabled(goods, selection, '容量', '50ML'),
      isValueDisabled(goods, selection, '色号', 'A1'),
      isValueDisabled(goods, selection, '色号', 'B2'),
    ]
    expect(states).toEqual(expected)
  })

  it.each([
    ['sold out', { sellOut: true }, false],
    ['no stock', { stock: 0 }, false],
    ['held after selling out (hold 1)', { hold: 1 as const }, false],
    ['flash-sale allotment used up, stock left (hold 0: sold at the price)', { hold: 0 as const }, true],
    ['in stock', {}, true],
  ])('a SKU that is %s can be chosen: %s', (_name, over, expected) => {
    expect(isSkuAvailable(sku(9, '30ml', 'a1', over))).toBe(expected)
  })

  it('a full combination yields its SKU; a partial one none', () => {
    expect(skuFor(goods, { 容量: '50ML', 色号: 'B2' })?.id).toBe(4)
    expect(skuFor(goods, { 容量: '50ML' })).toBeUndefined()
    expect(selectionText(goods, { 容量: '50ML', 色号: 'B2' })).toBe('50ml / b2')
  })

  it('a goods without specs has its one SKU chosen from the start', () => {
    const plain = { specs: [], skus: [{ ...sku(7, '', ''), specifications: [] }] }
    expect(initialSelection(plain)).toEqual({})
    expect(skuFor(plain, initialSelection(plain))?.id).toBe(7)
    const single = { specs: goods.specs.slice(0, 1), skus: [sku(8, '30ml', 'a1')] }
    expect(initialSelection(single)).toEqual({ 容量: '30ML', 色号: 'A1' })
    expect(initialSelection({ ...single, skus: [sku(8, '30ml', 'a1', { stock: 0 })] })).toEqual({})
  })

  it('tapping a chosen value again clears it', () => {
    expect(toggleValue({ 容量: '30ML' }, '色号', 'A1')).toEqual({ 容量: '30ML', 色号: 'A1' })
    expect(toggleValue({ 容量: '30ML', 色号: 'A1' }, '容量', '30ML')).toEqual({ 色号: 'A1' })
  })

  it.each([
    ['the per-customer limit under the stock', goods.skus[0], { min: 1, max: 2 }],
    ['the stock without a limit', goods.skus[3], { min: 1, max: 10 }],
    ['a limit above the stock', sku(5, '30ml', 'a1', { stock: 3, limitPerCustomer: 5 }), { min: 1, max: 3 }],
    ['a sold-out SKU', goods.skus[1], { min: 0, max: 0 }],
    ['no SKU yet', undefined, { min: 0, max: 0 }],
  ])('stepper bounds: %s', (_name, s, expected) => {
    expect(quantityBounds(s)).toEqual(expected)
  })

  it.each([
    [0, 1],
    [1, 1],
    [2, 2],
    [3, 2],
    [1.7, 1],
  ])('quantity %s within 1..2 becomes %s', (q, expected) => {
    expect(clampQuantity(q, { min: 1, max: 2 })).toBe(expected)
  })
})
