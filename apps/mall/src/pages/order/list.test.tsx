import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { setRouterParams } from '../../../test/taro'
import { line, orderCard, page } from '../../features/order/order.fixtures'
import OrderListPage from './list'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

const listed = (calls: { path: string; query: string }[]) =>
  calls.filter((c) => c.path.startsWith('member_order/')).map((c) => `${c.path}?${c.query}`)

describe('我的订单', () => {
  it('opens the tab of the status query and loads its filter', async () => {
    setRouterParams({ status: 'wait_receive' })
    const calls = serve({ 'member_order/wait_receive': [[200, page([])]] })
    render(<OrderListPage />)
    await screen.findByText('暂无相关订单')
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('待收货')
    expect(listed(calls)).toEqual(['member_order/wait_receive?page=0&size=10'])
  })

  it('a card: number, status, lines with specs and price × quantity, total, actions', async () => {
    serve({
      'member_order/all': [
        [200, page([orderCard(7, { lines: [line(1, { quantity: 2 }), line(2, { specs: '', price: 990 })] })])],
      ],
    })
    render(<OrderListPage />)
    await screen.findByText('订单号 202611210007')
    expect(screen.getAllByText('待付款')).toHaveLength(2) // the tab and the card's status
    expect(screen.getByText('氨基酸洁面乳 1')).toBeTruthy()
    expect(screen.getByText('120ml / 清爽型')).toBeTruthy()
    expect(screen.getByText('¥129.00')).toBeTruthy()
    expect(screen.getByText('×2')).toBeTruthy()
    expect(screen.getByText('¥9.90')).toBeTruthy()
    expect(screen.getByText('¥238.00')).toBeTruthy()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['去支付', '取消订单'])
  })

  it('switching tabs loads that filter from page 0; 已完成 is success, 退款/售后 refunded', async () => {
    const calls = serve({
      'member_order/all': [[200, page([orderCard(7)])]],
      'member_order/success': [[200, page([])]],
      'member_order/refunded': [[200, page([])]],
    })
    render(<OrderListPage />)
    await screen.findByText('订单号 202611210007')
    fireEvent.click(screen.getByText('已完成'))
    await screen.findByText('暂无相关订单')
    fireEvent.click(screen.getByText('退款/售后'))
    await waitFor(() => expect(listed(calls)).toHaveLength(3))
    expect(listed(calls)).toEqual([
      'member_order/all?page=0&size=10',
      'member_order/success?page=0&size=10',
      'member_order/refunded?page=0&size=10',
    ])
  })

  it('a card opens the order', async () => {
    serve({ 'member_order/all': [[200, page([orderCard(7)])]] })
    render(<OrderListPage />)
    fireEvent.click(await screen.findByText('氨基酸洁面乳 1'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?orderId=7' })
  })

  it('去支付 on a free order shows the result', async () => {
    const calls = serve({
      'member_order/all': [[200, page([orderCard(7)])]],
      'POST payment': [[200, { status: 'paid', orderId: 7, payment: null }]],
    })
    render(<OrderListPage />)
    fireEvent.click(await screen.findByText('去支付'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/pay/result/index?orderId=7' }))
    expect(calls.find((c) => c.path === 'payment')?.body).toEqual({ orderId: 7, payType: 'h5', inWeChatBrowser: false })
  })

  it('查看物流 opens the order with its tracks', async () => {
    serve({
      'member_order/all': [
        [
          200,
          page([
            orderCard(7, {
              status: 'wait_receive',
              statusLabel: '待收货',
              actions: [{ action: 'view_logistics', label: '查看物流' }],
            }),
          ]),
        ],
      ],
    })
    render(<OrderListPage />)
    fireEvent.click(await screen.findByText('查看物流'))
    await waitFor(() =>
      expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/detail?orderId=7&open=logistics' }),
    )
  })

  it('a failed load offers 重新加载', async () => {
    serve({
      'member_order/all': [
        [500, { code: 'internal', message: 'x' }],
        [200, page([orderCard(7)])],
      ],
    })
    render(<OrderListPage />)
    fireEvent.click(await screen.findByText('重新加载'))
    await screen.findByText('订单号 202611210007')
  })
})
