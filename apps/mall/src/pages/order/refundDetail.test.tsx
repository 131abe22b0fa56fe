import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { setRouterParams, stack } from '../../../test/taro'
import { refundDetail } from '../../features/refund/refund.fixtures'
import RefundDetailPage from './refundDetail'
import RefundGoodsPage from './refundGoods'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

const POINTS = { refundId: 31, points: 334, pointsTakenBack: 0, balance: 100, balanceAfter: 434, sufficient: true }

describe('售后详情', () => {
  it('撤销申请 after a confirm: the refund is withdrawn and shown again', async () => {
    setRouterParams({ id: '31' })
    const calls = serve({
      'GET member_refund/detail/31': [
        [200, refundDetail()],
        [200, refundDetail({ status: 'cancelled', statusLabel: '已撤销', actions: [] })],
      ],
      'GET member_refund/memberPointsValidate/31': [[200, POINTS]],
      'POST member_refund/31/cancel': [[200, refundDetail({ status: 'cancelled', actions: [] })]],
    })
    render(<RefundDetailPage />)
    await screen.findByText('待审核')
    expect(await screen.findByText('100 → 434')).toBeTruthy()

    vi.mocked(Taro.showModal).mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    fireEvent.click(screen.getByText('撤销申请'))
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalledTimes(1))
    expect(calls.some((c) => c.path === 'member_refund/31/cancel')).toBe(false)

    fireEvent.click(screen.getByText('撤销申请'))
    await screen.findByText('已撤销')
    expect(calls.filter((c) => c.path === 'member_refund/31/cancel')).toHaveLength(1)
    expect(screen.queryByText('撤销申请')).toBeNull()
  })

  it('修改申请 and 填写退货物流 open their pages', async () => {
    setRouterParams({ id: '31' })
    serve({
      'GET member_refund/detail/31': [
        [200, refundDetail({ type: 'RETURN_REFUND', status: 'waiting_return', actions: ['modify', 'buyer_confirm'] })],
      ],
      'GET member_refund/memberPointsValidate/31': [[200, POINTS]],
    })
    render(<RefundDetailPage />)
    fireEvent.click(await screen.findByText('修改申请'))
    fireEvent.click(screen.getByText('填写退货物流'))
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledTimes(2))
    expect(vi.mocked(Taro.navigateTo).mock.calls.map(([o]) => o.url)).toEqual([
      '/pages/order/refund?orderId=7&refundId=31',
      '/pages/order/refundGoods?id=31',
    ])
  })
})

describe('填写退货物流', () => {
  const waiting = refundDetail({
    type: 'RETURN_REFUND',
    status: 'waiting_return',
    actions: ['cancel', 'buyer_confirm'],
    returnAddress: { name: '澜肌售后组', mobile: '021-61230000', address: '上海市青浦区华志路1688号' },
  })
  const carriers = {
    content: [
      { code: 'shunfeng', name: '顺丰速运', needsPhone: true },
      { code: 'yuantong', name: '圆通速递', needsPhone: false },
    ],
    page: 0,
    size: 30,
    totalElements: 2,
    totalPages: 1,
  }

  it('the carrier from the list and a checked waybill number go to buyerConfirm; back to the detail after', async () => {
    setRouterParams({ id: '31' })
    stack.push({ route: 'pages/order/refundDetail' }, { route: 'pages/order/refundGoods' })
    const calls = serve({
      'GET member_refund/detail/31': [[200, waiting]],
      'GET kuaidi100/findPage': [[200, carriers]],
      'POST member_refund/buyerConfirm/31': [[200, { ...waiting, status: 'returned', actions: [] }]],
    })
    render(<RefundGoodsPage />)
    await screen.findByText('上海市青浦区华志路1688号')
    fireEvent.click(screen.getByText('提交'))
    expect(screen.getByText('请选择快递公司')).toBeTruthy()
    expect(screen.getByText('请填写运单号')).toBeTruthy()

    fireEvent.click(screen.getByText('快递公司'))
    fireEvent.click(await screen.findByText('圆通速递'))
    const input = screen.getByPlaceholderText('请填写运单号')
    fireEvent.input(input, { target: { value: 'YT1' } })
    fireEvent.click(screen.getByText('提交'))
    expect(screen.getByText('运单号应为6-32位字母、数字或-')).toBeTruthy()

    fireEvent.input(input, { target: { value: ' YT1234567890 ' } })
    fireEvent.click(screen.getByText('提交'))
    await waitFor(() => expect(Taro.navigateBack).toHaveBeenCalledWith({ delta: 1 }))
    expect(calls.find((c) => c.path === 'member_refund/buyerConfirm/31')?.body).toEqual({
      carrierCode: 'yuantong',
      waybillNo: 'YT1234567890',
    })
  })

  it('nothing to send back in this status: said, with the way to the detail', async () => {
    setRouterParams({ id: '31' })
    serve({ 'GET member_refund/detail/31': [[200, refundDetail({ actions: ['modify', 'cancel'] })]] })
    render(<RefundGoodsPage />)
    expect(await screen.findByText('当前状态：待审核')).toBeTruthy()
  })
})
