import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { CycleOrderDetail } from '@shop/contracts'
import { describe, expect, it, vi } from 'vitest'
import { serve } from '../../../../test/fake-server'
import Taro, { setRouterParams } from '../../../../test/taro'
import CycleOrderDetailPage from './index'

vi.mock('../../../features/session', () => ({ useRequireLogin: () => ({ status: 'customer' }) }))

const address = {
  name: '林小澜',
  mobile: '13812345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路 100 号',
  postalCode: null,
}
const DAY = 86_400_000
const START = Date.parse('2026-11-25T02:00:00Z')

const delivery = (seq: number, status: CycleOrderDetail['deliveryList'][number]['status'], days = (seq - 1) * 30) => ({
  id: 100 + seq,
  seq,
  dueAt: new Date(START + days * DAY).toISOString(),
  status,
  statusLabel: { scheduled: '待配送', ready: '备货中', shipped: '已发货', cancelled: '已退款' }[status],
  worth: 32_400,
  address,
  carrierName: status === 'shipped' ? '圆通速递' : null,
  waybillNo: status === 'shipped' ? 'YT1' : null,
})

const detail = (over: Partial<CycleOrderDetail> = {}): CycleOrderDetail => ({
  orderId: 7,
  orderNo: '2026112500000007',
  planName: '水光精华 6个月陪伴计划',
  goodsName: '澜肌水光精华液',
  specs: '30ml',
  image: '/assets/a.png',
  status: 'active',
  statusLabel: '配送中',
  deliveries: 3,
  delivered: 1,
  intervalDays: 30,
  unitsPerDelivery: 1,
  nextDueAt: null,
  totalRealPayAmount: 97_200,
  createTime: new Date(START).toISOString(),
  pausedAt: null,
  deliveryList: [delivery(1, 'shipped'), delivery(2, 'scheduled'), delivery(3, 'scheduled')],
  refundableAmount: 64_800,
  ...over,
})

describe('周期购详情', () => {
  it('shows the schedule; 跳过 after a confirm moves the delivery; 暂停配送 pauses', async () => {
    setRouterParams({ orderId: '7' })
    const calls = serve({
      'GET cycle_order/7': [[200, detail()]],
      'POST cycle_order/7/deliveries/102/skip': [
        [
          200,
          detail({
            deliveryList: [delivery(1, 'shipped'), delivery(2, 'scheduled', 60), delivery(3, 'scheduled', 90)],
          }),
        ],
      ],
      'POST cycle_order/7/pause': [[200, detail({ status: 'paused', statusLabel: '已暂停' })]],
    })
    render(<CycleOrderDetailPage />)
    await screen.findByText('第1期 · 2026.11.25')
    expect(screen.getByText('已发货')).toBeTruthy()
    expect(screen.getByText('未配送的各期可申请退款，按期退回¥648.00')).toBeTruthy()
    // Only deliveries not made can be skipped.
    expect(screen.getAllByText('跳过')).toHaveLength(2)

    vi.mocked(Taro.showModal).mockResolvedValueOnce({ confirm: true, cancel: false, errMsg: 'showModal:ok' })
    fireEvent.click(screen.getAllByText('跳过')[0]!)
    await screen.findByText('第2期 · 2027.01.24')
    expect(calls.filter((c) => c.path === 'cycle_order/7/deliveries/102/skip')).toHaveLength(1)

    fireEvent.click(screen.getByText('暂停配送'))
    await screen.findByText('已暂停')
    expect(screen.getByText('恢复配送')).toBeTruthy()
    expect(screen.queryByText('跳过')).toBeNull()
  })

  it('申请退款 opens the order’s after-sales; a finished plan offers no changes', async () => {
    setRouterParams({ orderId: '7' })
    serve({ 'GET cycle_order/7': [[200, detail()]] })
    const { unmount } = render(<CycleOrderDetailPage />)
    fireEvent.click(await screen.findByText('申请退款'))
    await waitFor(() =>
      expect(Taro.navigateTo).toHaveBeenCalledWith(expect.objectContaining({ url: '/pages/order/refund?orderId=7' })),
    )
    unmount()

    serve({
      'GET cycle_order/7': [
        [
          200,
          detail({
            status: 'finished',
            statusLabel: '已完成',
            refundableAmount: 0,
            deliveryList: [delivery(1, 'shipped'), delivery(2, 'cancelled'), delivery(3, 'cancelled')],
          }),
        ],
      ],
    })
    render(<CycleOrderDetailPage />)
    await screen.findByText('已完成')
    expect(screen.getAllByText('已退款')).toHaveLength(2)
    expect(screen.queryByText('暂停配送')).toBeNull()
    expect(screen.queryByText('申请退款')).toBeNull()
  })
})
