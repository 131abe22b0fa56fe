import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pricedCart } from './cart.fixtures'
import { giftNote, PromotionPanel } from './components/promotion-panel'

describe('the gifts on the confirm page', () => {
  it.each([
    ['all given', 1, 1, '×1'],
    ['several given', 2, 2, '×2'],
    ['out of stock', 1, 0, '已赠完'],
    ['part left', 3, 2, '×2，其余已赠完'],
  ])('%s: %i due, %i given → %s', (_, quantity, givenQuantity, note) => {
    expect(giftNote({ quantity, givenQuantity })).toBe(note)
  })

  it('says which gift is out', () => {
    const gift = { goodsId: 3, costPrice: 1_500, source: 'promotion' as const }
    const cart = pricedCart([], {
      gifts: [
        { ...gift, skuId: 7, name: '修护面霜体验装', quantity: 1, givenQuantity: 0, sourceId: '1' },
        { ...gift, skuId: 8, name: '旅行套装', quantity: 1, givenQuantity: 1, sourceId: '2' },
      ],
    })
    render(<PromotionPanel cart={cart} />)
    expect(screen.getByText('修护面霜体验装').nextSibling?.textContent).toBe('已赠完')
    expect(screen.getByText('旅行套装').nextSibling?.textContent).toBe('×1')
  })
})
