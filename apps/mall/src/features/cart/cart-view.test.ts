import { unitPrice } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { cartLine, pricedCart } from './cart.fixtures'
import {
  cartQuantity,
  cartUnits,
  checkoutQuantity,
  isSelectable,
  lineMark,
  selectAllState,
  stepperBounds,
  struckPrice,
} from './cart-view'

describe('the select-all box', () => {
  it.each([
    ['every tickable line ticked', [true, true], [], 'all'],
    ['one of two ticked', [true, false], [], 'some'],
    ['none ticked', [false, false], [], 'none'],
    ['a sold-out line unticked does not matter', [true], [false], 'all'],
    ['only sold-out lines', [], [true], 'none'],
    ['an empty cart', [], [], 'none'],
  ] as const)('%s → %s', (_, normal, soldOut, expected) => {
    const lines = [
      ...normal.map((selected, i) => cartLine(i + 1, { selected })),
      ...soldOut.map((selected, i) => cartLine(50 + i, { selected, status: 'soldOut', sellOut: true, stock: 0 })),
    ]
    expect(selectAllState(lines)).toBe(expected)
  })

  it('add-on lines are not tickable', () => {
    expect(isSelectable(cartLine(9, { addOnOf: 3 }))).toBe(false)
    expect(selectAllState([cartLine(1), cartLine(9, { addOnOf: 3, selected: false })])).toBe('all')
  })
})

describe('the badge count (spec §4: the sum of the quantities)', () => {
  it('adds the quantities of the cart lines, not the add-ons taken through offers', () => {
    const lines = [cartLine(1, { quantity: 2 }), cartLine(2, { quantity: 3 }), cartLine(9, { quantity: 1, addOnOf: 3 })]
    expect(cartQuantity(lines)).toBe(5)
    expect(cartQuantity([])).toBe(0)
  })

  it('counts sold-out and unticked lines too (they are in the cart)', () => {
    expect(cartQuantity([cartLine(1, { quantity: 2, selected: false }), cartLine(2, { status: 'soldOut' })])).toBe(3)
  })
})

describe('the quantity stepper', () => {
  it.each([
    // quantity, stock, limit, other units in the cart, cartMaxQuantity → max, canDecrease, canIncrease
    ['stock bounds it', 2, 3, null, 0, 99, 3, true, true],
    ['at the stock', 3, 3, null, 0, 99, 3, true, false],
    ['the per-customer limit is lower', 2, 50, 2, 0, 99, 2, true, false],
    ['the cart has room for 4 more', 1, 50, null, 94, 99, 5, false, true],
    ['the cart is full', 5, 50, null, 94, 99, 5, true, false],
    ['one call takes at most 999', 999, 5000, null, 0, 5000, 999, true, false],
    ['the stock fell under the quantity: it can still come down', 5, 2, null, 0, 99, 2, true, false],
  ] as const)('%s', (_, quantity, stock, limit, others, cartMax, max, canDecrease, canIncrease) => {
    const line = cartLine(1, { quantity, stock, limitPerCustomer: limit })
    const goods = others > 0 ? [line, cartLine(2, { quantity: others })] : [line]
    const bounds = stepperBounds(line, pricedCart(goods, { cartMaxQuantity: cartMax }))
    expect(bounds).toEqual({ min: 1, max, canDecrease, canIncrease })
  })

  it('a sold-out line cannot grow', () => {
    const line = cartLine(1, { status: 'soldOut', stock: 0, sellOut: true })
    expect(stepperBounds(line, pricedCart([line])).canIncrease).toBe(false)
  })
})

describe('prices and marks of a line', () => {
  it('shows the activity price when set, and the marketing price struck when above it', () => {
    expect(unitPrice({ price: 8900, activityPrice: 5900 })).toBe(5900)
    expect(unitPrice({ price: 8900, activityPrice: null })).toBe(8900)
    expect(struckPrice({ price: 8900, activityPrice: 5900, marketingPrice: 10900 })).toBe(10900)
    expect(struckPrice({ price: 8900, activityPrice: 5900, marketingPrice: 0 })).toBe(8900)
    expect(struckPrice({ price: 8900, activityPrice: null, marketingPrice: 8900 })).toBeNull()
  })

  it.each([
    ['soldOut', '已售罄'],
    ['unavailable', '已下架'],
    ['addOnUnavailable', '不满足换购条件'],
    ['insufficient', null],
    ['normal', null],
  ] as const)('%s → %s', (status, mark) => {
    expect(lineMark(cartLine(1, { status }))).toBe(mark)
  })

  it('结算 counts the units in the totals, add-ons included', () => {
    const cart = pricedCart([
      cartLine(1, { quantity: 2 }),
      cartLine(2, { quantity: 1, inTotals: false, selected: false }),
      cartLine(9, { quantity: 1, addOnOf: 3 }),
    ])
    expect(checkoutQuantity(cart)).toBe(3)
  })

  it('共 N 件商品 counts the add-ons taken, so it is 结算 (N) when every line is ticked', () => {
    const lines = [cartLine(1, { quantity: 1 }), cartLine(2, { quantity: 1 }), cartLine(9, { addOnOf: 3 })]
    expect(cartUnits(pricedCart(lines))).toBe(3)
    expect(cartUnits(pricedCart(lines))).toBe(checkoutQuantity(pricedCart(lines)))
    const unticked = [cartLine(1, { selected: false, inTotals: false }), cartLine(9, { addOnOf: 3, inTotals: false })]
    expect(cartUnits(pricedCart(unticked))).toBe(1)
  })
})
