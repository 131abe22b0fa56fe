import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serve, type Answer } from '../../../../test/fake-server'
import Taro, { setRouterParams } from '../../../../test/taro'
import PayResultPage from './index'

const NOW = Date.parse('2026-11-21T10:10:00.000Z')
const order = (status: string, statusLabel: string): Answer => [
  200,
  {
    orderId: 7,
    orderNo: '202611210007',
    status,
    statusLabel,
    totalRealPayAmount: 23800,
    goodsNum: 2,
    lines: [],
    payDeadline: '2026-11-21T10:30:00.000Z',
    payable: status === 'wait_pay',
  },
]
const DETAIL = 'member_order/7/simpleDetail'
const QUERY = 'payment/queryIsPaid/7'
const isPaid = (paid: boolean): Answer => [200, { paid, status: paid ? 'wait_shipment' : 'wait_pay' }]
const count = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length

/** Lets the polling's waits pass (1.5 s each), a second at a time so that React keeps up. */
async function wait(seconds: number) {
  for (let i = 0; i < seconds; i++) await act(() => vi.advanceTimersByTimeAsync(1000))
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, now: NOW })
  setRouterParams({ orderId: '7' })
})
afterEach(() => vi.useRealTimers())

describe('支付结果', () => {
  it('paid: 支付成功 with the amount, 查看订单 and 继续逛逛; nothing more is asked', async () => {
    const calls = serve({ [DETAIL]: [order('wait_shipment', '待发货')] })
    render(<PayResultPage />)
    await screen.findByText('支付成功')
    expect(screen.getByText('¥238.00')).toBeTruthy()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['查看订单', '继续逛逛'])
    expect(count(calls, QUERY)).toBe(0)
    fireEvent.click(screen.getByText('查看订单'))
    expect(Taro.redirectTo).toHaveBeenCalledWith({ url: '/pages/order/detail?orderId=7' })
  })

  it('back from the H5 cashier before the notification: asks queryIsPaid until paid, then shows 支付成功', async () => {
    const calls = serve({
      [DETAIL]: [order('wait_pay', '待付款'), order('wait_shipment', '待发货')],
      [QUERY]: [isPaid(false), isPaid(true)],
    })
    render(<PayResultPage />)
    await screen.findByText('正在确认支付结果…')
    await wait(2)
    await screen.findByText('支付成功')
    expect(count(calls, QUERY)).toBe(2)
    expect(count(calls, DETAIL)).toBe(2)
  })

  it('still unpaid: 订单待支付 with the time left and 重新支付', async () => {
    const calls = serve({
      [DETAIL]: [order('wait_pay', '待付款'), order('wait_shipment', '待发货')],
      [QUERY]: [isPaid(false)],
      'POST releaseDoublePayLock': [[200, { released: true, status: 'wait_pay' }]],
      'POST payment': [[200, { status: 'paid', orderId: 7, payment: null }]],
    })
    render(<PayResultPage />)
    await wait(5)
    await screen.findByText('订单待支付')
    expect(count(calls, QUERY)).toBe(4)
    expect(count(calls, 'releaseDoublePayLock')).toBe(1) // the attempt the cashier left open: payable again at once
    expect(screen.getByText(/^请在 \d\d:\d\d 内完成支付/)).toBeTruthy()
    fireEvent.click(screen.getByText('重新支付'))
    await screen.findByText('支付成功')
  })

  it('an attempt released as paid (WeChat Pay knew better) shows 支付成功', async () => {
    serve({
      [DETAIL]: [order('wait_pay', '待付款'), order('wait_shipment', '待发货')],
      [QUERY]: [isPaid(false)],
      'POST releaseDoublePayLock': [[200, { released: false, status: 'wait_shipment' }]],
    })
    render(<PayResultPage />)
    await wait(5)
    await screen.findByText('支付成功')
  })

  it('errors show nothing of their own (spec §8): only the way on', async () => {
    serve({ [DETAIL]: [[500, { code: 'internal', message: 'boom' }]], [QUERY]: ['no answer'] })
    render(<PayResultPage />)
    await screen.findByText('继续逛逛')
    expect(screen.queryByText('支付成功')).toBeNull()
    expect(screen.queryByText('重新加载')).toBeNull()
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['查看订单', '继续逛逛'])
    expect(Taro.showModal).not.toHaveBeenCalled()
    expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('a closed order says so', async () => {
    serve({ [DETAIL]: [order('cancelled', '已取消')], [QUERY]: [isPaid(false)] })
    render(<PayResultPage />)
    await screen.findByText('已取消')
    expect(screen.queryByText('重新支付')).toBeNull()
  })

  it('a friend who paid through a help-pay link: asked by the code, and no 查看订单 (not their order)', async () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUv'
    setRouterParams({ helpPayCode: code })
    const calls = serve({
      [`help_pay/${code}/detail`]: [order('wait_pay', '待付款'), order('wait_shipment', '待发货')],
      [`help_pay/${code}/queryIsPaid`]: [isPaid(true)],
    })
    render(<PayResultPage />)
    await screen.findByText('支付成功')
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['继续逛逛'])
    expect(calls.every((c) => c.path.startsWith(`help_pay/${code}/`))).toBe(true)
  })

  it('back from WeChat’s web authorization: hands the code in, then pays on', async () => {
    setRouterParams({ orderId: '7', code: 'c0de', state: 'state-of-this-page' })
    Taro.setStorageSync('wechatAuthorizationState', 'state-of-this-page')
    const calls = serve({
      [DETAIL]: [order('wait_pay', '待付款'), order('wait_shipment', '待发货')],
      'POST wechat/officialAccount/openid': [[200, { success: true }]],
      'POST payment': [[200, { status: 'paid', orderId: 7, payment: null }]],
    })
    render(<PayResultPage />)
    await screen.findByText('支付成功')
    const moves = calls.filter((c) => c.method === 'POST').map((c) => c.path)
    expect(moves).toEqual(['wechat/officialAccount/openid', 'payment'])
    expect(count(calls, QUERY)).toBe(0)
  })
})
