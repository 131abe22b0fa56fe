import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import Taro from '../../../test/taro'
import { cartCount } from '../../lib/state/cart-count'
import { cartLine, pricedCart } from './cart.fixtures'
import { stepperBounds } from './cart-view'
import { NO_CHOICES, setCartChoices } from './choices.store'
import { CartLineItem } from './components/cart-line'
import { pointsText } from './components/choice-rows'
import { useCart } from './hooks/use-cart'

describe('a cart line', () => {
  const show = (line = cartLine(1), cart = pricedCart([line])) => {
    const onQuantity = vi.fn()
    render(
      <CartLineItem
        line={line}
        bounds={stepperBounds(line, cart)}
        checked={line.selected}
        editing={false}
        onCheck={vi.fn()}
        onQuantity={onQuantity}
        onOpen={vi.fn()}
      />,
    )
    return onQuantity
  }

  it('steps within its bounds: − is off at 1, + is off at the stock', () => {
    const onQuantity = show(cartLine(1, { quantity: 1, stock: 2 }))
    fireEvent.click(screen.getByRole('button', { name: '减少数量' }))
    expect(onQuantity).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }))
    expect(onQuantity).toHaveBeenCalledWith(2)
  })

  it('at the stock + does nothing', () => {
    const onQuantity = show(cartLine(1, { quantity: 2, stock: 2 }))
    expect(screen.getByRole('button', { name: '增加数量' }).getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: '增加数量' }))
    expect(onQuantity).not.toHaveBeenCalled()
  })

  it('a sold-out line is greyed with 已售罄, cannot be ticked and has no stepper', () => {
    show(cartLine(1, { status: 'soldOut', sellOut: true, stock: 0, reason: '已售罄' }))
    expect(screen.getByText('已售罄')).toBeTruthy()
    expect(screen.getByRole('checkbox').getAttribute('aria-disabled')).toBe('true')
    expect(screen.queryByRole('button', { name: '增加数量' })).toBeNull()
  })

  it('flags a changed price and shows the activity price with the marketing price struck', () => {
    show(cartLine(1, { price: 8900, activityPrice: 5900, marketingPrice: 10900, priceChanged: true }))
    expect(screen.getByText('价格已变动')).toBeTruthy()
    expect(screen.getByText('59.00')).toBeTruthy()
    expect(screen.getByText('¥109.00')).toBeTruthy()
  })
})

describe('the cart state', () => {
  const calls: { path: string; body: unknown }[] = []
  beforeEach(() => {
    calls.length = 0
    setCartChoices(NO_CHOICES)
  })

  function serve(answers: Record<string, unknown>) {
    Taro.request.mockImplementation(async ({ url, data }) => {
      const path = url.replace(/^\/api\/[\w-]+\/store\/lanji\//, '')
      calls.push({ path, body: data })
      return { statusCode: 200, data: answers[path], header: {}, errMsg: 'ok' }
    })
  }

  function Harness() {
    const cart = useCart(true)
    return (
      <div>
        <span data-testid="total">{cart.data?.totalRealPayAmount}</span>
        <button onClick={() => void cart.setQuantity(1, 3)}>three</button>
        <button onClick={() => cart.choose({ usePoints: true })}>points</button>
      </div>
    )
  }

  it('every answer sets the badge; with a choice set, a change is priced again with it', async () => {
    const two = pricedCart([cartLine(1, { quantity: 2 })])
    const three = pricedCart([cartLine(1, { quantity: 3 })], { totalRealPayAmount: 14500 })
    const withPoints = pricedCart([cartLine(1, { quantity: 3 })], { totalRealPayAmount: 14000 })
    serve({ 'cart/locate': two, 'cart/update': three })
    render(<Harness />)
    await waitFor(() => expect(cartCount.get()).toBe(2))

    fireEvent.click(screen.getByText('three'))
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('14500'))
    expect(cartCount.get()).toBe(3)
    expect(calls.map((c) => c.path)).toEqual(['cart/locate', 'cart/update'])

    serve({ 'cart/locate': withPoints, 'cart/update': three })
    fireEvent.click(screen.getByText('points'))
    await waitFor(() => expect(screen.getByTestId('total').textContent).toBe('14000'))
    fireEvent.click(screen.getByText('three'))
    await waitFor(() => expect(calls).toHaveLength(5))
    expect(calls.map((c) => c.path)).toEqual([
      'cart/locate',
      'cart/update',
      'cart/locate',
      'cart/update',
      'cart/locate',
    ])
    expect(calls[2]!.body).toEqual({ usePoints: true }) // the choice
    expect(calls[4]!.body).toEqual({ usePoints: true }) // the change priced again with it
    expect(screen.getByTestId('total').textContent).toBe('14000')
  })
})

describe('the points row', () => {
  const cart = { usablePoints: 1500, totalRealPayPoints: 0, totalPointsToAmount: 0 }
  it.each([
    ['not used, the rate known (100 a yuan)', cart, false, 100, '可用1500积分 抵扣 ¥15.00'],
    ['not used, 150 a yuan', { ...cart, usablePoints: 1497 }, false, 150, '可用1497积分 抵扣 ¥9.98'],
    ['not used, the rate not loaded', cart, false, undefined, '可用1500积分'],
    ['used', { ...cart, totalRealPayPoints: 1500, totalPointsToAmount: 1500 }, true, 100, '使用1500积分 抵扣 ¥15.00'],
  ] as const)('%s', (_, c, using, rate, text) => {
    expect(pointsText(c, using, rate)).toBe(text)
  })
})
