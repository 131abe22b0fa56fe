import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro from '../../../test/taro'
import ServiceSystemPage from './index'

const faq = (id: number, categoryId: number, question: string, answer: string) => ({
  id,
  categoryId,
  question,
  answer,
  sort: 0,
  enabled: true,
  updateTime: '2026-11-21T16:30:00Z',
})

const centre = {
  categories: [
    {
      id: 1,
      name: '订单与配送',
      sort: 0,
      faqs: [faq(1, 1, '下单后多久发货？', '工作日 16:00 前支付的订单当天发货。')],
    },
    { id: 2, name: '退款与售后', sort: 1, faqs: [faq(2, 2, '退款多久到账？', '一般 1–3 个工作日到账。')] },
  ],
}

describe('帮助中心', () => {
  it('shows the questions by category, opens an answer, searches, and leads to the chat', async () => {
    const calls = serve({
      'help/faqs': [
        [200, centre],
        [200, { categories: [centre.categories[1]] }],
        [200, { categories: [] }],
      ],
    })
    render(<ServiceSystemPage />)
    await screen.findByText('订单与配送')
    expect(screen.queryByText('工作日 16:00 前支付的订单当天发货。')).toBeNull()
    fireEvent.click(screen.getByText('下单后多久发货？'))
    screen.getByText('工作日 16:00 前支付的订单当天发货。')

    fireEvent.input(screen.getByPlaceholderText('搜索问题，如：退款'), { target: { value: '退款' } })
    fireEvent.click(screen.getByText('搜索'))
    await waitFor(() => expect(screen.queryByText('订单与配送')).toBeNull())
    screen.getByText('退款多久到账？')
    expect(calls.map((c) => c.query)).toEqual(['', `keyword=${encodeURIComponent('退款')}`])

    fireEvent.input(screen.getByPlaceholderText('搜索问题，如：退款'), { target: { value: '发票' } })
    fireEvent.click(screen.getByText('搜索'))
    await screen.findByText('没有找到与「发票」相关的问题')

    fireEvent.click(screen.getByText('联系在线客服'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/clientServer/index?type=user' }))
  })
})
