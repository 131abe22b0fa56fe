import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../test/fake-server'
import Taro, { setRouterParams } from '../../../test/taro'
import { orderDetail } from '../../features/order/order.fixtures'
import OrderDetailPage from './detail'

vi.mock('../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

afterEach(() => vi.useRealTimers())

const DETAIL = 'member_order/7/detail'
const detailLoads = (calls: { path: string }[]) => calls.filter((c) => c.path === DETAIL).length

const shipped = orderDetail(7, {
  status: 'wait_receive',
  statusLabel: '待收货',
  paidAt: '2026-11-21T10:05:00.000Z',
  shippedAt: '2026-11-21T12:00:00.000Z',
  shipments: [
    {
      shipmentId: 3,
      carrierCode: 'shunfeng',
      carrierName: '顺丰速运',
      waybillNo: 'SF1234567890',
      shippedAt: '2026-11-21T12:00:00.000Z',
      lines: [{ lineId: 1, quantity: 2 }],
    },
  ],
  actions: [
    { action: 'confirm_receipt', label: '确认收货' },
    { action: 'view_logistics', label: '查看物流' },
  ],
})
const tracks = {
  orderId: 7,
  orderNo: '202611210007',
  shipments: [
    {
      shipmentId: 3,
      carrierCode: 'shunfeng',
      carrierName: '顺丰速运',
      waybillNo: 'SF1234567890',
      shippedAt: '2026-11-21T12:00:00.000Z',
      lines: [],
      tracking: {
        state: 'in_transit',
        stateLabel: '运输中',
        events: [
          { time: '2026-11-22T01:00:00.000Z', context: '【杭州】快件已到达杭州转运中心', location: '杭州' },
          { time: '2026-11-21T12:30:00.000Z', context: '【上海】顺丰速运已收取快件', location: '上海' },
        ],
        queriedAt: '2026-11-22T02:00:00.000Z',
      },
      trackingError: null,
    },
  ],
}

describe('订单详情', () => {
  it('counts down to the close of an unpaid order from the server’s clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    setRouterParams({ orderId: '7' })
    serve({ [DETAIL]: [[200, orderDetail(7)]] })
    render(<OrderDetailPage />)
    await screen.findByText('剩余 17:30 订单将自动关闭') // 10:12:30 → 10:30:00
    await act(() => vi.advanceTimersByTimeAsync(1000))
    expect(screen.getByText('剩余 17:29 订单将自动关闭')).toBeTruthy()
  })

  it('when the pay window closes the order is loaded again', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    setRouterParams({ orderId: '7' })
    const closed = orderDetail(7, {
      status: 'cancelled',
      statusLabel: '已取消',
      closeReason: '超时未支付，订单已自动关闭',
      actions: [],
    })
    const calls = serve({
      [DETAIL]: [
        [200, orderDetail(7, { serverTime: '2026-11-21T10:29:58.000Z' })],
        [200, closed],
      ],
    })
    render(<OrderDetailPage />)
    await screen.findByText('剩余 2秒 订单将自动关闭')
    for (const _second of [1, 2]) await act(() => vi.advanceTimersByTimeAsync(1000))
    await screen.findByText('超时未支付，订单已自动关闭')
    expect(detailLoads(calls)).toBe(2)
  })

  it('shows address, lines, the price breakdown, numbers, times and the record', async () => {
    setRouterParams({ orderId: '7' })
    serve({
      [DETAIL]: [
        [
          200,
          orderDetail(7, {
            remark: '放门口',
            gifts: [{ skuId: 9, goodsId: 9, name: '旅行装', quantity: 1, costPrice: 0 }],
          }),
        ],
      ],
    })
    render(<OrderDetailPage />)
    await screen.findByText('林小澜')
    expect(screen.getByText('浙江省 杭州市 西湖区 文三路100号')).toBeTruthy()
    expect(screen.getByText('氨基酸洁面乳 1')).toBeTruthy()
    expect(screen.getByText('旅行装')).toBeTruthy()
    expect(screen.getByText('商品金额').nextSibling?.textContent).toBe('¥258.00')
    expect(screen.getByText('优惠').nextSibling?.textContent).toBe('-¥20.00')
    expect(screen.getByText('运费').nextSibling?.textContent).toBe('免运费')
    expect(screen.getByText('应付款').nextSibling?.textContent).toBe('¥238.00')
    expect(screen.getByText('下单时间').nextSibling?.textContent).toBe('2026.11.21 18:00')
    expect(screen.queryByText('付款时间')).toBeNull()
    expect(screen.getByText('订单备注').nextSibling?.textContent).toBe('放门口')
    expect(screen.getByText('提交订单')).toBeTruthy()
    fireEvent.click(screen.getByText('复制'))
    expect(Taro.setClipboardData).toHaveBeenCalledWith({ data: '202611210007' })
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual([
      '找朋友代付',
      '对订单有疑问？联系客服 ›',
      '去支付',
      '取消订单',
    ])
  })

  it('找朋友代付 on an unpaid order: asks for the help-pay link once, then copies it (H5)', async () => {
    setRouterParams({ orderId: '7' })
    const code = 'AbCdEfGhIjKlMnOpQrStUv'
    const calls = serve({
      [DETAIL]: [[200, orderDetail(7)]],
      'POST help_pay/7/share': [
        [200, { code, path: `pages/h5pay/index?helpPayCode=${code}`, payDeadline: '2026-11-21T10:30:00.000Z' }],
      ],
    })
    render(<OrderDetailPage />)
    fireEvent.click(await screen.findByText('找朋友代付', { selector: '[role="button"]' }))
    fireEvent.click(await screen.findByText('复制代付链接'))
    await vi.waitFor(() =>
      expect(Taro.setClipboardData).toHaveBeenCalledWith({
        data: `${window.location.origin}/pages/h5pay/index?helpPayCode=${code}`,
      }),
    )
    expect(calls.filter((c) => c.path === 'help_pay/7/share')).toHaveLength(1)
  })

  it('no 找朋友代付 once the order cannot be paid', async () => {
    setRouterParams({ orderId: '7' })
    serve({ [DETAIL]: [[200, shipped]] })
    render(<OrderDetailPage />)
    await screen.findByText('待收货')
    expect(screen.queryByText('找朋友代付')).toBeNull()
  })

  it('a shipped order shows the newest track line; a tap opens every event', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({ [DETAIL]: [[200, shipped]], 'member_order/7/logistics': [[200, tracks]] })
    render(<OrderDetailPage />)
    await screen.findByText('【杭州】快件已到达杭州转运中心')
    expect(screen.getByText('实付款')).toBeTruthy()
    expect(screen.queryByText('【上海】顺丰速运已收取快件')).toBeNull()
    fireEvent.click(screen.getByLabelText('物流信息'))
    expect(screen.getByRole('dialog', { name: '物流详情' })).toBeTruthy()
    expect(screen.getByText('【上海】顺丰速运已收取快件')).toBeTruthy()
    expect(screen.getByText('运单号 SF1234567890')).toBeTruthy()
    expect(calls.filter((c) => c.path.endsWith('/logistics'))).toHaveLength(1)
  })

  it('open=logistics opens the tracks at once; 查看物流 does too', async () => {
    setRouterParams({ orderId: '7', open: 'logistics' })
    serve({ [DETAIL]: [[200, shipped]], 'member_order/7/logistics': [[200, tracks]] })
    render(<OrderDetailPage />)
    await screen.findByRole('dialog', { name: '物流详情' })
    fireEvent.click(screen.getByLabelText('关闭'))
    expect(screen.queryByRole('dialog')).toBeNull()
    fireEvent.click(screen.getByText('查看物流'))
    await screen.findByRole('dialog', { name: '物流详情' })
  })

  it('no track yet: the carrier’s reason', async () => {
    setRouterParams({ orderId: '7' })
    const none = {
      ...tracks,
      shipments: [
        {
          ...tracks.shipments[0]!,
          tracking: null,
          trackingError: { code: 'logisticsNotFound', message: '暂无物流信息' },
        },
      ],
    }
    serve({ [DETAIL]: [[200, shipped]], 'member_order/7/logistics': [[200, none]] })
    render(<OrderDetailPage />)
    await screen.findByText('暂无物流信息')
  })

  it('确认收货 confirms and loads the order again', async () => {
    setRouterParams({ orderId: '7' })
    const received = { ...shipped, status: 'wait_estimate' as const, statusLabel: '待评价', actions: [] }
    const calls = serve({
      [DETAIL]: [
        [200, shipped],
        [200, received],
      ],
      'member_order/7/logistics': [[200, tracks]],
      'POST member_order/7/deliver': [[200, { orderId: 7, status: 'wait_estimate', statusLabel: '待评价' }]],
    })
    render(<OrderDetailPage />)
    fireEvent.click(await screen.findByText('确认收货'))
    await screen.findByText('交易成功，期待你的评价')
    expect(detailLoads(calls)).toBe(2)
  })

  it('an order that is not the shopper’s: said so, and the way home (nothing to reload)', async () => {
    setRouterParams({ orderId: '8' })
    serve({ 'member_order/8/detail': [[404, { code: 'orderNotFound', message: '订单不存在' }]] })
    render(<OrderDetailPage />)
    await screen.findByText('订单不存在')
    expect(screen.getByText('回到首页')).toBeTruthy()
    expect(screen.queryByText('重新加载')).toBeNull()
    expect(Taro.showModal).not.toHaveBeenCalled()
  })
})
