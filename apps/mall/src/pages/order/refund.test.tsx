import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { setRouterParams, stack } from '../../../test/taro'
import { locate, refundDetail } from '../../features/refund/refund.fixtures'
import RefundPage from './refund'

vi.mock('../../features/session', () => ({
  useRequireLogin: () => ({ status: 'customer' }),
  uploadAvatar: vi.fn(),
}))

const chooseReason = (label: string) => {
  fireEvent.click(screen.getByText('退款原因'))
  fireEvent.click(screen.getByText(label))
}

describe('申请售后', () => {
  it('starts with the whole order, takes a reason and submits; the 猜你喜欢 page follows', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({
      'POST member_refund/locate': [[200, locate()]],
      'POST member_refund/submit': [[200, refundDetail()]],
    })
    render(<RefundPage />)
    await screen.findByText('已选4件')
    expect(screen.getByRole('radio', { checked: true }).textContent).toContain('仅退款')
    expect(screen.getAllByLabelText('退款金额')[0]?.textContent).toBe('¥348.00')
    expect(screen.getByText('含运费¥10.00，按实付金额计算，不可修改')).toBeTruthy()
    expect(screen.getByLabelText('退回积分').textContent).toBe('1200')

    fireEvent.click(screen.getByText('提交申请'))
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '请选择退款原因', icon: 'none' })

    chooseReason('商品破损')
    fireEvent.click(screen.getByText('提交申请'))
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/peopleLike?refundId=31' }))
    expect(calls.find((c) => c.path === 'member_refund/submit')?.body).toEqual({
      orderId: 7,
      type: 'REFUND_ONLY',
      lines: [
        { lineId: 1, quantity: 3 },
        { lineId: 2, quantity: 1 },
      ],
      reason: 'damaged',
      description: '',
      images: [],
    })
  })

  it('选择商品 opens the goods page of this order', async () => {
    setRouterParams({ orderId: '7' })
    serve({ 'POST member_refund/locate': [[200, locate()]] })
    render(<RefundPage />)
    fireEvent.click(await screen.findByText('退款商品'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/selectRefundGoods?orderId=7' })
  })

  it('a refund already in progress: the catalogue’s modal 有部分退单正在处理中 on submit', async () => {
    setRouterParams({ orderId: '7' })
    serve({
      'POST member_refund/locate': [[200, locate()]],
      'POST member_refund/submit': [[409, { code: 'canNotRefundWhenRefunding', message: 'refund in progress' }]],
    })
    render(<RefundPage />)
    await screen.findByText('已选4件')
    chooseReason('质量问题')
    fireEvent.click(screen.getByText('提交申请'))
    await waitFor(() =>
      expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '有部分退单正在处理中' })),
    )
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })

  it('refused before it starts: the reason on the page and the way to the refunds', async () => {
    setRouterParams({ orderId: '7' })
    serve({ 'POST member_refund/locate': [[409, { code: 'canNotRefundWhenRefunding', message: 'x' }]] })
    render(<RefundPage />)
    await screen.findByText('有部分退单正在处理中')
    fireEvent.click(screen.getByText('查看售后记录'))
    expect(Taro.navigateTo).toHaveBeenCalledWith({ url: '/pages/order/refundList' })
  })

  it('修改申请: the refund as asked, with all the order could refund (its own units free), sent as a modify', async () => {
    setRouterParams({ orderId: '7', refundId: '31' })
    const calls = serve({
      'GET member_refund/detail/31': [[200, refundDetail()]],
      'POST member_refund/locate': [[200, locate()]],
      'POST member_refund/31/modify': [[200, refundDetail()]],
    })
    render(<RefundPage />)
    await screen.findByText('已选1件')
    expect(calls.find((c) => c.path === 'member_refund/locate')?.body).toEqual({ orderId: 7, refundId: 31 })
    expect(screen.getByText('商品破损')).toBeTruthy()
    expect(screen.getAllByRole('radio').map((r) => r.textContent)).toEqual([
      '仅退款未收到货，无需退货',
      expect.stringMatching(/^退货退款/),
    ])
    chooseReason('质量问题')
    fireEvent.click(screen.getByText('提交修改'))
    await waitFor(() => expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/refundDetail?id=31' }))
    expect(Taro.navigateBack).not.toHaveBeenCalled() // opened directly: nothing to go back to
    expect(calls.find((c) => c.path === 'member_refund/31/modify')?.body).toEqual({
      type: 'REFUND_ONLY',
      lines: [{ lineId: 1, quantity: 1 }],
      reason: 'quality_issue',
      description: '瓶身有裂痕',
      images: [],
    })
  })

  it('修改申请 from the detail goes back to it', async () => {
    setRouterParams({ orderId: '7', refundId: '31' })
    stack.push({ route: 'pages/order/refundDetail' }, { route: 'pages/order/refund' })
    serve({
      'GET member_refund/detail/31': [[200, refundDetail()]],
      'POST member_refund/locate': [[200, locate()]],
      'POST member_refund/31/modify': [[200, refundDetail()]],
    })
    render(<RefundPage />)
    fireEvent.click(await screen.findByText('提交修改'))
    await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 }))
    expect(Taro.redirectTo).not.toHaveBeenCalled()
  })
})
