import type { Evaluation } from '@shop/contracts'
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import { setRouterParams } from '../../../test/taro'
import { GoodsReviews } from '../../features/evaluation'
import ProductEvaluationPage from './index'

const review = (id: number, patch: Partial<Evaluation> = {}) => ({
  id,
  goodsId: 11,
  skuId: 101,
  specs: '30ml',
  rating: 5,
  content: `评价 ${id}`,
  images: [],
  anonymous: false,
  nickName: '澜***8',
  avatarUrl: null,
  createTime: '2026-11-21T10:00:00.000Z',
  mine: false,
  ...patch,
})

const page = (content: ReturnType<typeof review>[], p: number, totalPages: number, count = 12) => ({
  content,
  page: p,
  size: 10,
  totalElements: count,
  totalPages,
  averageRating: 4.5,
  count,
})

describe('商品评价', () => {
  it('the average and count, then the reviews page by page', async () => {
    setRouterParams({ goodsId: '11' })
    const calls = serve({
      'GET order_item_evaluation/page': [
        [200, page([review(1), review(2, { anonymous: true, nickName: '匿名用户', rating: 4 })], 0, 2)],
        [200, page([review(3)], 1, 2)],
      ],
    })
    render(<ProductEvaluationPage />)
    await screen.findByText('评价 1')
    expect(screen.getByText('4.5')).toBeTruthy()
    expect(screen.getByText('共12条评价')).toBeTruthy()
    expect(screen.getByText('匿名用户')).toBeTruthy()
    fireEvent.click(screen.getByText('加载更多'))
    await screen.findByText('评价 3')
    expect(screen.getByText('没有更多了')).toBeTruthy()
    expect(calls.map((c) => c.query)).toEqual(['goodsId=11&page=0&size=10', 'goodsId=11&page=1&size=10'])
  })

  it('none yet', async () => {
    setRouterParams({ goodsId: '11' })
    serve({ 'GET order_item_evaluation/page': [[200, { ...page([], 0, 0, 0), averageRating: null }]] })
    render(<ProductEvaluationPage />)
    expect(await screen.findByText('暂无评价')).toBeTruthy()
  })
})

describe('the product page’s reviews', () => {
  it('the count, the average, the newest two and 查看全部', async () => {
    serve({ 'GET order_item_evaluation/page': [[200, page([review(1), review(2)], 0, 6)]] })
    const onOpenAll = vi.fn()
    render(<GoodsReviews goodsId={11} onOpenAll={onOpenAll} />)
    await screen.findByText('商品评价(12)')
    expect(screen.getByText('4.5分')).toBeTruthy()
    expect(screen.getAllByRole('article')).toHaveLength(2)
    fireEvent.click(screen.getByText('查看全部 ›'))
    expect(onOpenAll).toHaveBeenCalled()
  })

  it('without reviews: 暂无评价 and nowhere to go', async () => {
    serve({ 'GET order_item_evaluation/page': [[200, { ...page([], 0, 0, 0), averageRating: null }]] })
    render(<GoodsReviews goodsId={11} onOpenAll={() => {}} />)
    expect(await screen.findByText('暂无评价')).toBeTruthy()
    expect(screen.queryByText('查看全部 ›')).toBeNull()
  })
})
