import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { pricedCart } from './cart.fixtures'
import { giftNote, PromotionPanel, promotionNote } from './components/promotion-panel'

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

describe('a promotion row', () => {
  const promotion = { id: 9, code: 'one_more_item', name: '随手带一件', tag: '随手带一件', reason: null }
  const offer = {
    promotionId: 9,
    code: 'one_more_item',
    tag: '随手带一件',
    skuId: 40,
    goodsId: 12,
    name: '洁面小样',
    image: '',
    price: 3_900,
    swapPrice: 990,
    maxQuantity: 1,
    eligible: true,
    reason: null,
  }
  it.each([
    ['an offer nothing was taken of, in the cart', 0, 0, true, '可加购'],
    ['an offer nothing was taken of, at the checkout', 0, 0, false, null],
    ['an offer taken', 1, 2_910, true, '已减¥29.10'],
    ['an offer taken at its full price', 1, 0, false, '已加购'],
  ])('%s → %s', (_, selectedQuantity, discountAmount, canTake, note) => {
    const p = { ...promotion, applied: true, discountAmount }
    expect(promotionNote(p, [{ ...offer, selectedQuantity }], canTake)).toBe(note)
  })

  it('a gift promotion reached says so; one not reached says why', () => {
    const gift = { ...promotion, code: 'free_gift', name: '满299赠', tag: '满赠', discountAmount: 0 }
    expect(promotionNote({ ...gift, applied: true }, [], false)).toBe('已满足')
    expect(promotionNote({ ...gift, applied: false, reason: '还差¥10.00可参加活动' }, [], false)).toBe(
      '还差¥10.00可参加活动',
    )
  })

  it('随手带一件 with nothing taken does not say 已满足', () => {
    const cart = pricedCart([], {
      promotions: [{ ...promotion, applied: true, discountAmount: 0 }],
      selectGifts: [{ ...offer, selectedQuantity: 0 }],
    })
    render(<PromotionPanel cart={cart} onToggleOffer={() => undefined} />)
    expect(screen.queryByText('已满足')).toBeNull()
    expect(screen.getAllByText('随手带一件')[1]!.nextSibling?.textContent).toBe('可加购')
  })
})
