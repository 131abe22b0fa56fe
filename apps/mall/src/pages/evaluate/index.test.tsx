import type { Evaluation } from '@shop/contracts'
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { setRouterParams } from '../../../test/taro'
import EvaluatePage from './index'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }), uploadAvatar: vi.fn() }))

const line = (lineId: number, evaluation: Evaluation | null = null) => ({
  lineId,
  skuId: 100 + lineId,
  goodsId: 10 + lineId,
  name: `精华 ${lineId}`,
  image: '/uploads/goods/1.jpg',
  specs: '30ml',
  quantity: 1,
  evaluation,
})

const rated = (lineId: number, rating: number, content: string): Evaluation => ({
  id: 50 + lineId,
  goodsId: 10 + lineId,
  reply: null,
  skuId: 100 + lineId,
  specs: '30ml',
  rating,
  content,
  images: [],
  anonymous: false,
  nickName: '澜***8',
  avatarUrl: null,
  createTime: '2026-11-21T10:00:00.000Z',
})

const order = (lines: ReturnType<typeof line>[], status = 'wait_estimate', statusLabel = '待评价') => ({
  orderId: 7,
  status,
  statusLabel,
  lines,
})

const card = (name: string) => within(screen.getByLabelText(name))

describe('评价', () => {
  it('one line on its own: rated lines show 已评价; a line needs stars before it is sent', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({
      'GET member_order/7/evaluation': [
        [200, order([line(1), line(2)])],
        [200, order([line(1, rated(1, 4, '很好用')), line(2)])],
      ],
      'POST order_item_evaluation': [
        [200, { orderId: 7, status: 'wait_estimate', statusLabel: '待评价', evaluations: [] }],
      ],
    })
    render(<EvaluatePage />)
    await screen.findByText('全部提交')

    fireEvent.click(card('精华 1').getByText('提交评价'))
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '请选择评分', icon: 'none' })

    fireEvent.click(card('精华 1').getByLabelText('4星'))
    // Textarea is Taro's web component: its input event carries the value in `detail`. Once the component has
    // rendered, its inner <textarea> carries the placeholder too: the event goes to the component, the first.
    fireEvent(
      card('精华 1').getAllByPlaceholderText('分享你的使用感受，帮助更多人选择（选填）')[0]!,
      new CustomEvent('input', { detail: { value: ' 很好用 ' }, bubbles: true }),
    )
    fireEvent.click(card('精华 1').getByLabelText('匿名评价'))
    fireEvent.click(card('精华 1').getByText('提交评价'))

    await screen.findByText('已评价')
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      orderId: 7,
      items: [{ lineId: 1, rating: 4, content: '很好用', images: [], anonymous: true }],
    })
    expect(card('精华 1').getByText('很好用')).toBeTruthy()
    expect(screen.queryByText('全部提交')).toBeNull() // one line left
  })

  it('全部提交 sends every line; a line without stars stops it and is named', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({
      'GET member_order/7/evaluation': [
        [200, order([line(1), line(2)])],
        [200, order([line(1, rated(1, 5, '')), line(2, rated(2, 3, ''))], 'completed', '已完成')],
      ],
      'POST order_item_evaluation': [
        [200, { orderId: 7, status: 'completed', statusLabel: '已完成', evaluations: [] }],
      ],
    })
    render(<EvaluatePage />)
    fireEvent.click(await screen.findByText('全部提交'))
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '精华 1：请选择评分', icon: 'none' })

    fireEvent.click(card('精华 1').getByLabelText('5星'))
    fireEvent.click(card('精华 2').getByLabelText('3星'))
    fireEvent.click(screen.getByText('全部提交'))
    await screen.findByText('感谢您的评价')
    expect(screen.getAllByText('已评价')).toHaveLength(2)
    expect(
      (calls.find((c) => c.method === 'POST')?.body as { items: { rating: number }[] }).items.map((i) => i.rating),
    ).toEqual([5, 3])
  })

  it('not received yet: nothing to fill in', async () => {
    setRouterParams({ orderId: '7' })
    serve({ 'GET member_order/7/evaluation': [[200, order([line(1)], 'wait_receive', '待收货')]] })
    render(<EvaluatePage />)
    expect(await screen.findByText('当前订单待收货，暂不能评价')).toBeTruthy()
    expect(screen.queryByText('提交评价')).toBeNull()
    await waitFor(() => expect(screen.queryAllByRole('radio')).toHaveLength(0))
  })
})
