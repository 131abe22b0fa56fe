import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve, type Answer } from '../../../test/fake-server'
import Taro, { setRouterParams } from '../../../test/taro'
import HelpPayPage from './index'

const requireCustomer = vi.fn(async () => true)
vi.mock('../../features/session', () => ({ requireCustomer: () => requireCustomer() }))

const order = (payable: boolean, status = payable ? 'wait_pay' : 'wait_shipment', statusLabel = '待发货'): Answer => [
  200,
  {
    orderNo: '202611210007',
    status,
    statusLabel,
    totalRealPayAmount: 23800,
    goodsNum: 2,
    lines: [{ name: '氨基酸洁面乳', image: '/uploads/1.jpg', specs: '120ml', price: 11900, quantity: 2 }],
    payDeadline: new Date(Date.now() + 10 * 60_000).toISOString(),
    payable,
  },
]

const CODE = 'AbCdEfGhIjKlMnOpQrStUv'
const DETAIL = `help_pay/${CODE}/detail`

describe('好友代付 (help pay)', () => {
  it('shows the amount and goods, and the friend pays with 立即支付 after a login check, by the code', async () => {
    setRouterParams({ helpPayCode: CODE })
    const calls = serve({
      [DETAIL]: [order(true)],
      [`POST help_pay/${CODE}/payment`]: [[200, { status: 'paid', orderId: 7, payment: null }]],
    })
    render(<HelpPayPage />)
    await screen.findByText('好友请你帮忙支付')
    expect(screen.getByText('¥238.00')).toBeTruthy()
    expect(screen.getByText('氨基酸洁面乳')).toBeTruthy()
    expect(screen.getByText(/^剩余 (09:59|10:00)，/)).toBeTruthy()
    fireEvent.click(screen.getByText('立即支付'))
    await waitFor(() =>
      expect(Taro.navigateTo).toHaveBeenCalledWith({ url: `/pages/pay/result/index?helpPayCode=${CODE}` }),
    )
    expect(requireCustomer).toHaveBeenCalled()
    expect(calls.map((c) => c.path)).toEqual([DETAIL, `help_pay/${CODE}/payment`])
  })

  it('a visitor goes to log in first; nothing is paid', async () => {
    setRouterParams({ helpPayCode: CODE })
    requireCustomer.mockResolvedValueOnce(false)
    const calls = serve({ [DETAIL]: [order(true)] })
    render(<HelpPayPage />)
    fireEvent.click(await screen.findByText('立即支付'))
    await waitFor(() => expect(requireCustomer).toHaveBeenCalled())
    expect(calls.map((c) => c.path)).toEqual([DETAIL])
  })

  it('an order that can no longer be paid shows its status and no button', async () => {
    setRouterParams({ helpPayCode: CODE })
    serve({ [DETAIL]: [order(false)] })
    render(<HelpPayPage />)
    await screen.findByText('待发货')
    expect(screen.queryByText('立即支付')).toBeNull()
  })

  it('a link to one’s own order (orderId) goes on to the order detail', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({})
    render(<HelpPayPage />)
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?orderId=7' }))
    expect(calls).toEqual([])
  })
})
