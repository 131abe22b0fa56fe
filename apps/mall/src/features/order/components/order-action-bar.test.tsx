import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { ORDER_ACTION_LABELS, ORDER_STATUSES, allowedActions, type OrderFacts, type OrderStatus } from '@shop/domain'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { serve } from '../../../../test/fake-server'
import Taro from '../../../../test/taro'
import { OrderActionBar } from './order-action-bar'

const NOW = Date.parse('2026-11-21T10:00:00Z')
/** An order paid an hour ago, shipped, nothing refunded, no invoice yet (unpaid ones: 20 minutes to pay). */
const facts = (status: OrderStatus): OrderFacts => ({
  now: NOW,
  payDeadline: NOW + 20 * 60_000,
  paidAt: status === 'wait_pay' || status === 'cancelled' ? null : NOW - 3_600_000,
  shipped: ['partially_shipped', 'wait_receive', 'wait_estimate', 'completed', 'refunded'].includes(status),
  invoiceRequested: false,
  refundInProgress: false,
  fullyRefunded: status === 'refunded',
})
/** What the server offers: the domain's allowed actions with their labels. */
const offered = (status: OrderStatus) =>
  allowedActions(status, facts(status)).map((action) => ({ action, label: ORDER_ACTION_LABELS[action] }))

const handlers = () => ({ pay: vi.fn(async () => undefined), viewLogistics: vi.fn(), changed: vi.fn() })
const buttons = () => screen.queryAllByRole('button').map((b) => b.textContent)

beforeEach(() => serve({}))

/** The buttons per status, main one first. */
const SHOWN: Record<OrderStatus, string[]> = {
  wait_pay: ['去支付', '取消订单'],
  wait_shipment: ['申请售后', '申请开票', '再次购买'],
  partially_shipped: ['申请售后', '查看物流', '申请开票', '再次购买'],
  wait_receive: ['确认收货', '申请售后', '查看物流', '申请开票', '再次购买'],
  wait_estimate: ['评价', '申请售后', '查看物流', '申请开票', '再次购买'],
  completed: ['申请售后', '查看物流', '申请开票', '再次购买', '删除订单'],
  cancelled: ['再次购买', '删除订单'],
  refunded: ['查看物流', '再次购买', '删除订单'],
}

describe('the actions shown per status', () => {
  it.each(ORDER_STATUSES.map((status) => [status, SHOWN[status]] as const))(
    '%s: %j, the first one the main button',
    (status, labels) => {
      render(<OrderActionBar orderId={7} actions={offered(status)} handlers={handlers()} />)
      expect(buttons()).toEqual(labels)
      expect(screen.getByText(labels[0]!).className).toMatch(/primary/)
      expect(
        screen
          .getAllByRole('button')
          .slice(1)
          .every((b) => /ghost/.test(b.className)),
      ).toBe(true)
    },
  )

  it('no actions: no bar', () => {
    const { container } = render(<OrderActionBar orderId={7} actions={[]} handlers={handlers()} />)
    expect(container.innerHTML).toBe('')
  })
})

describe('running an action', () => {
  const tap = (label: string, status: OrderStatus, h = handlers()) => {
    render(<OrderActionBar orderId={7} actions={offered(status)} handlers={h} />)
    fireEvent.click(screen.getByText(label))
    return h
  }

  it('去支付 hands the order to the page’s payment', async () => {
    const h = tap('去支付', 'wait_pay')
    await waitFor(() => expect(h.pay).toHaveBeenCalledWith(7))
  })

  it('取消订单 asks first, cancels, says so and has the order reloaded', async () => {
    const calls = serve({
      'POST member_order/7/cancel': [[200, { orderId: 7, status: 'cancelled', statusLabel: '已取消' }]],
    })
    const h = tap('取消订单', 'wait_pay')
    await waitFor(() => expect(h.changed).toHaveBeenCalledWith(7, false))
    // The buttons say what they do: 再想想 keeps the order, 取消订单 cancels it (never a bare 取消 | 确定).
    expect(Taro.showModal).toHaveBeenCalledWith(
      expect.objectContaining({ title: '取消订单', confirmText: '取消订单', cancelText: '再想想' }),
    )
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST member_order/7/cancel'])
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '订单已取消', icon: 'none' })
  })

  it('an order paid meanwhile answers its new status instead', async () => {
    serve({ 'POST member_order/7/cancel': [[200, { orderId: 7, status: 'wait_shipment', statusLabel: '待发货' }]] })
    const h = tap('取消订单', 'wait_pay')
    await waitFor(() => expect(h.changed).toHaveBeenCalled())
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '订单待发货', icon: 'none' })
  })

  it.each([
    ['取消订单', 'wait_pay'],
    ['确认收货', 'wait_receive'],
    ['删除订单', 'completed'],
  ] as const)('%s declined: nothing is sent', async (label, status) => {
    Taro.showModal.mockResolvedValueOnce({ confirm: false, cancel: true, errMsg: 'showModal:ok' })
    const calls = serve({})
    const h = tap(label, status)
    await waitFor(() => expect(Taro.showModal).toHaveBeenCalled())
    await new Promise((r) => setTimeout(r, 0))
    expect(calls).toEqual([])
    expect(h.changed).not.toHaveBeenCalled()
  })

  it('确认收货 confirms receipt', async () => {
    const calls = serve({
      'POST member_order/7/deliver': [[200, { orderId: 7, status: 'wait_estimate', statusLabel: '待评价' }]],
    })
    const h = tap('确认收货', 'wait_receive')
    await waitFor(() => expect(h.changed).toHaveBeenCalledWith(7, false))
    expect(calls[0]!.path).toBe('member_order/7/deliver')
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '已确认收货', icon: 'none' })
  })

  it('删除订单 deletes and has the order dropped', async () => {
    const calls = serve({ 'DELETE member_order/7': [[200, { ok: true }]] })
    const h = tap('删除订单', 'cancelled')
    await waitFor(() => expect(h.changed).toHaveBeenCalledWith(7, true))
    expect(calls[0]!.method).toBe('DELETE')
  })

  it('再次购买 puts the goods back and opens the cart tab', async () => {
    serve({ 'POST member_order/7/buy_again': [[200, { cart: {}, refused: [{ skuId: 3 }] }]] })
    tap('再次购买', 'cancelled')
    await waitFor(() => expect(Taro.switchTab).toHaveBeenCalledWith({ url: '/pages/cart/index' }))
    expect(Taro.showToast).toHaveBeenCalledWith({ title: '部分商品已售罄或下架，未加入购物车', icon: 'none' })
  })

  it('a refused move reloads the order (the request layer has said why)', async () => {
    serve({
      'POST member_order/7/deliver': [[400, { code: 'orderStatusInvalid', message: '订单状态已变化，请刷新后重试' }]],
    })
    const h = tap('确认收货', 'wait_receive')
    await waitFor(() => expect(h.changed).toHaveBeenCalledWith(7, false))
    expect(Taro.showModal).toHaveBeenLastCalledWith(
      expect.objectContaining({ content: '订单状态已变化，请刷新后重试' }),
    )
  })

  it.each([
    ['评价', 'wait_estimate', '/pages/evaluate/index?orderId=7'],
    ['申请售后', 'wait_shipment', '/pages/order/refund?orderId=7'],
    ['申请开票', 'wait_shipment', '/pages/order/createInvoice?orderId=7'],
  ] as const)('%s opens %s', async (label, status, page) => {
    tap(label, status)
    await waitFor(() => expect(Taro.navigateTo).toHaveBeenCalledWith({ url: page }))
  })

  it('查看物流 is the page’s', async () => {
    const h = tap('查看物流', 'wait_receive')
    await waitFor(() => expect(h.viewLogistics).toHaveBeenCalledWith(7))
  })
})
