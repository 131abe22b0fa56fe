import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import { cartLine, pricedCart } from '../../features/cart/cart.fixtures'
import CartPage from './index'

const session = vi.hoisted(() => ({ current: { status: 'customer' } as object }))
vi.mock('../../features/session', () => ({ useSession: () => session.current }))
vi.mock('../../features/tabbar', () => ({ useTabBar: () => undefined }))

const goods = (id: number, name: string) => ({
  id,
  code: `G${id}`,
  name,
  subtitle: null,
  mainImage: '/assets/goods/a.png',
  price: 2900,
  marketingPrice: 2900,
  activityPrice: null,
  tags: [],
  sellOut: false,
  skuId: id,
  salesCount: 0,
})
const cartGuide = {
  code: 'cartGuide',
  title: '购物车',
  blocks: [{ type: 'goodsGrid', id: 'cart-add-on', title: '凑单推荐', columns: 3, goods: [goods(5, '旅行装洁面')] }],
}

describe('the cart tab', () => {
  it('shows the shop’s cartGuide content under the cart', async () => {
    const calls = serve({
      'cart/locate': [[200, pricedCart([cartLine(1)])]],
      'page_setting_new/page/theme/cartGuide': [[200, cartGuide]],
    })
    render(<CartPage />)
    await screen.findByText('凑单推荐')
    expect(screen.getByText('旅行装洁面')).toBeTruthy()
    expect(calls.map((c) => c.path)).toContain('page_setting_new/page/theme/cartGuide')
  })

  it('a visitor sees it too, under the way to sign in', async () => {
    session.current = { status: 'visitor' }
    serve({ 'page_setting_new/page/theme/cartGuide': [[200, cartGuide]] })
    render(<CartPage />)
    await screen.findByText('凑单推荐')
    expect(screen.getByText('登录后查看购物车')).toBeTruthy()
  })
})
