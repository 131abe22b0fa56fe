import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { GoodsCard } from '@shop/contracts'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro from '../../../test/taro'
import FavoritesPage from './index'
import ViewHistoryPage from './footprint/index'

const session = vi.hoisted(() => ({ current: { status: 'customer' } as object }))
vi.mock('../../features/session', () => ({ useRequireLogin: () => session.current }))

const card = (id: number, over: Partial<GoodsCard> = {}): GoodsCard => ({
  id,
  code: `G${id}`,
  name: `商品 ${id}`,
  subtitle: null,
  mainImage: `/assets/goods/${id}.png`,
  price: 9900,
  marketingPrice: 12900,
  activityPrice: null,
  tags: [],
  sellOut: false,
  skuId: id * 10,
  salesCount: 0,
  ...over,
})
const pageOf = <T,>(content: T[], page = 0, totalPages = 1, totalElements = content.length) => ({
  content,
  page,
  size: 20,
  totalElements,
  totalPages,
})

describe('我的收藏', () => {
  beforeEach(() => {
    session.current = { status: 'customer' }
  })

  it('lists the favorites, opens one, takes one out at once (back if the call fails)', async () => {
    const favorite = (id: number) => ({ ...card(id), favoriteSkuId: id * 10, favoritedAt: '2026-11-20T02:00:00Z' })
    const calls = serve({
      'GET favorite': [[200, pageOf([favorite(1), favorite(2)])]],
      'DELETE favorite/10': [[200, { success: true }]],
      'DELETE favorite/20': [[500, {}]],
    })
    render(<FavoritesPage />)
    await screen.findByText('商品 1')
    expect(screen.getAllByText('¥99.00')).toHaveLength(2)
    fireEvent.click(screen.getByText('商品 2'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/pdp/index?id=2' })

    fireEvent.click(screen.getByLabelText('取消收藏 商品 1'))
    expect(screen.queryByText('商品 1')).toBeNull()
    fireEvent.click(screen.getByLabelText('取消收藏 商品 2'))
    await screen.findByText('商品 2') // the call failed: it is back
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['favorite/10', 'favorite/20'])
  })

  it('empty: says so and leads to shopping; a visitor waits for the login page', async () => {
    serve({ 'GET favorite': [[200, pageOf([])]] })
    render(<FavoritesPage />)
    await screen.findByText('还没有收藏的商品')
    fireEvent.click(screen.getByText('去逛逛'))
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/index/index' }))
  })
})

describe('浏览足迹', () => {
  it('groups the views by China day, pages on, removes one and clears after confirming', async () => {
    const view = (id: number, viewedAt: string) => ({ ...card(id), viewedAt })
    const calls = serve({
      'GET view_pdp_records': [
        [200, pageOf([view(3, '2026-11-21T01:00:00Z'), view(2, '2026-11-20T15:30:00Z')], 0, 2, 3)],
        [200, pageOf([view(1, '2026-11-19T08:00:00Z')], 1, 2, 3)],
        [200, pageOf([])],
      ],
      'DELETE view_pdp_records/3': [[200, { success: true }]],
      'DELETE view_pdp_records': [[200, { success: true }]],
    })
    render(<ViewHistoryPage />)
    await screen.findByText('商品 3')
    // 2026-11-20T15:30Z is already the 21st in China: both under one day.
    expect(screen.getAllByText('2026.11.21')).toHaveLength(1)
    expect(screen.getByText('共3件商品')).toBeTruthy()
    fireEvent.click(screen.getByText('加载更多'))
    await screen.findByText('商品 1')
    expect(screen.getByText('2026.11.19')).toBeTruthy()

    fireEvent.click(screen.getByLabelText('删除 商品 3'))
    expect(screen.queryByText('商品 3')).toBeNull()
    expect(screen.getByText('共2件商品')).toBeTruthy()

    fireEvent.click(screen.getByText('清空足迹'))
    await screen.findByText('暂无浏览足迹')
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '确定清空全部浏览足迹吗？' }))
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([
      'view_pdp_records/3',
      'view_pdp_records',
    ])
  })

  it('nothing is cleared when the shopper does not confirm', async () => {
    const calls = serve({ 'GET view_pdp_records': [[200, pageOf([{ ...card(1), viewedAt: '2026-11-21T01:00:00Z' }])]] })
    Taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'ok' })
    render(<ViewHistoryPage />)
    fireEvent.click(await screen.findByText('清空足迹'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalled())
    expect(calls.filter((c) => c.method === 'DELETE')).toEqual([])
    expect(screen.getByText('商品 1')).toBeTruthy()
  })
})
