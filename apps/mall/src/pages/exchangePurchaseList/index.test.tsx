import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { Cart } from '@shop/contracts'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import { cartLine, pricedCart } from '../../features/cart/cart.fixtures'
import ExchangePurchaseListPage from './index'
import Taro from '../../../test/taro'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

type Offer = Cart['selectGifts'][number]
const offer = (promotionId: number, skuId: number, over: Partial<Offer> = {}): Offer => ({
  promotionId,
  code: 'order_amount_swap',
  tag: '满额换购',
  skuId,
  goodsId: skuId,
  name: `换购品 ${skuId}`,
  image: null,
  price: 5900,
  swapPrice: 990,
  maxQuantity: 1,
  eligible: true,
  reason: null,
  selectedQuantity: 0,
  ...over,
})
const promotion = (id: number, name: string, applied: boolean, reason: string | null = null) => ({
  id,
  code: 'order_amount_swap',
  name,
  tag: '满额换购',
  applied,
  reason,
  discountAmount: 0,
})

describe('换购专区 (exchangePurchaseList)', () => {
  it('lists the offers under their promotion; a take prices the cart again with it', async () => {
    const cart = pricedCart([cartLine(1)], {
      promotions: [promotion(7, '满199换购', true), promotion(8, '满399换购', false, '还差¥200.00可换购')],
      selectGifts: [offer(7, 71), offer(8, 81, { eligible: false, reason: '还差¥200.00可换购' })],
    })
    const taken = { ...cart, selectGifts: [offer(7, 71, { selectedQuantity: 1 }), cart.selectGifts[1]!] }
    const calls = serve({
      'cart/locate': [
        [200, cart],
        [200, taken],
      ],
    })
    render(<ExchangePurchaseListPage />)
    await screen.findByText('满199换购')
    expect(screen.getByText('已满足，可加购')).toBeTruthy()
    expect(screen.getAllByText('还差¥200.00可换购').length).toBeGreaterThan(0)
    // The one not yet open cannot be taken.
    fireEvent.click(screen.getAllByRole('button', { name: '加购' })[1]!)
    expect(calls.filter((c) => c.path === 'cart/locate')).toHaveLength(1)
    fireEvent.click(screen.getAllByRole('button', { name: '加购' })[0]!)
    await screen.findByRole('button', { name: '已加购' })
    expect(calls.at(-1)!.body).toEqual({ selectGifts: [{ promotionId: 7, skuId: 71, quantity: 1 }] })
  })

  it('without offers: says so and leads back to the cart', async () => {
    serve({ 'cart/locate': [[200, pricedCart([cartLine(1)])]] })
    render(<ExchangePurchaseListPage />)
    fireEvent.click(await screen.findByText('回购物车'))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' }))
  })
})
