import type { BuyGiftActivity, Sku } from '@shop/contracts'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { resetTaro } from '../../../test/taro'
import { serve } from '../../../test/fake-server'
import { BuyGiftBar, BuyGiftEarns } from './components/buy-gift-bar'

const sku = (id: number, over: Partial<Sku> = {}): Sku => ({
  id,
  skuCode: `SKU-${id}`,
  goodsId: 1,
  specifications: [{ name: '规格', value: `${id}0ml`, code: `c${id}`, image: null }],
  price: 25_000,
  marketingPrice: 30_000,
  activityPrice: null,
  stock: 10,
  sellOut: false,
  hold: null,
  secSetting: null,
  limitPerCustomer: null,
  image: null,
  ...over,
})

const activity: BuyGiftActivity = {
  id: 4,
  name: '明星单品买赠',
  skuIds: [11, 12],
  couponTemplateId: 1,
  couponTitle: '满199减30',
  couponTag: '满减券',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2027-02-01T00:00:00.000Z',
}

describe('the pdp’s 买赠 offer', () => {
  beforeEach(() => resetTaro())

  it('offers each SKU of a running activity that is not sold out, with the coupon it gives', async () => {
    serve({ 'GET buy_gift/list': [[200, [activity]]] })
    const onBuy = vi.fn()
    render(<BuyGiftBar skus={[sku(10), sku(11), sku(12, { sellOut: true })]} onBuy={onBuy} />)
    expect(await screen.findByText('明星单品买赠 · 买即赠「满199减30」')).toBeTruthy()
    expect(screen.getAllByText(/买赠购买/)).toHaveLength(1)
    fireEvent.click(screen.getByText('买赠购买 110ml ¥250.00'))
    expect(onBuy).toHaveBeenCalledWith(4, 11)
  })

  it.each([
    ['no activity runs', [[200, []]]],
    ['the list cannot be read', [[500, { code: 'internal', message: 'x' }]]],
  ] as const)('shows nothing when %s', async (_, answers) => {
    const calls = serve({ 'GET buy_gift/list': [...answers] as never })
    const { container } = render(<BuyGiftBar skus={[sku(11)]} onBuy={vi.fn()} />)
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(container.textContent).toBe('')
  })

  it('the checkout says which coupon the order’s payment gives', async () => {
    serve({ 'GET buy_gift/list': [[200, [activity]]] })
    render(<BuyGiftEarns activityId={4} />)
    expect(await screen.findByText('支付成功后赠送「满199减30」，自动发放到「我的优惠券」')).toBeTruthy()
  })
})
