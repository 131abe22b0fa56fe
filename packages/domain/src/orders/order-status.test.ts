import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import {
  allowedActions,
  assertOrderAction,
  isOrderListFilter,
  ORDER_LIST_FILTER_LABELS,
  ORDER_LIST_FILTERS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  orderLifecycle,
  refundWindowStart,
  statusesForListFilter,
  type OrderAction,
  type OrderEvent,
  type OrderFacts,
  type OrderStatus,
} from './order-status'

const codeOf = (fn: () => unknown) => {
  try {
    fn()
  } catch (e) {
    return e instanceof DomainError ? e.code : String(e)
  }
  return null
}

/** The lifecycle written out by hand: every (from, event, to) an order may take. */
const ALLOWED: [OrderStatus, OrderEvent, OrderStatus][] = [
  ['wait_pay', 'pay', 'wait_shipment'],
  ['wait_pay', 'cancel', 'cancelled'],
  ['wait_pay', 'auto_close', 'cancelled'],
  ['wait_shipment', 'ship_partly', 'partially_shipped'],
  ['wait_shipment', 'ship', 'wait_receive'],
  ['partially_shipped', 'ship', 'wait_receive'],
  ['wait_receive', 'confirm_receipt', 'wait_estimate'],
  ['wait_receive', 'auto_receive', 'wait_estimate'],
  ['wait_estimate', 'evaluate', 'completed'],
  ['wait_estimate', 'auto_complete', 'completed'],
  ['wait_shipment', 'activate', 'completed'],
  ['wait_shipment', 'forfeit', 'cancelled'],
  ['wait_shipment', 'refund_completed', 'refunded'],
  ['partially_shipped', 'refund_completed', 'refunded'],
  ['wait_receive', 'refund_completed', 'refunded'],
  ['wait_estimate', 'refund_completed', 'refunded'],
  ['completed', 'refund_completed', 'refunded'],
]
const EVENTS = [...new Set(ALLOWED.map(([, e]) => e))]

describe('order lifecycle', () => {
  it('has exactly the hand-written rows', () => {
    expect(orderLifecycle.transitions.map((t) => [t.from, t.event, t.to])).toEqual(expect.arrayContaining(ALLOWED))
    expect(orderLifecycle.transitions).toHaveLength(ALLOWED.length)
  })

  const pairs = ORDER_STATUSES.flatMap((from) => ORDER_STATUSES.map((to) => [from, to] as const))
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([f, , t]) => f === from && t === to)
    expect(orderLifecycle.canTransition(from, to)).toBe(allowed)
    expect(codeOf(() => orderLifecycle.assertTransition(from, to))).toBe(allowed ? null : 'orderStatusInvalid')
  })

  const moves = ORDER_STATUSES.flatMap((from) => EVENTS.map((event) => [from, event] as const))
  it.each(moves)('from %s, %s', (from, event) => {
    const row = ALLOWED.find(([f, e]) => f === from && e === event)
    if (row) expect(orderLifecycle.next(from, event)).toBe(row[2])
    else expect(codeOf(() => orderLifecycle.next(from, event))).toBe('orderStatusInvalid')
  })

  it('names the refused move in the error details', () => {
    try {
      orderLifecycle.assertTransition('cancelled', 'wait_shipment')
    } catch (e) {
      expect((e as DomainError).details).toEqual({ from: 'cancelled', to: 'wait_shipment' })
      expect((e as DomainError).message).toBe('订单状态已变化，请刷新后重试')
    }
    expect.assertions(2)
  })

  it.each([
    ['wait_pay', '待付款'],
    ['wait_shipment', '待发货'],
    ['partially_shipped', '部分发货'],
    ['wait_receive', '待收货'],
    ['wait_estimate', '待评价'],
    ['completed', '已完成'],
    ['cancelled', '已取消'],
    ['refunded', '已退款'],
  ] as const)('%s is labelled %s', (status, label) => expect(ORDER_STATUS_LABELS[status]).toBe(label))
})

describe('allowed actions', () => {
  const NOW = Date.UTC(2026, 10, 21, 2)
  const DAY = 86_400_000
  const base: OrderFacts = {
    now: NOW,
    payDeadline: NOW + 60_000,
    paidAt: null,
    shipped: false,
    invoiceRequested: false,
    refundInProgress: false,
    fullyRefunded: false,
  }
  const paid = { ...base, paidAt: NOW - DAY }
  const sent = { ...paid, shipped: true }

  it.each<[string, OrderStatus, OrderFacts, OrderAction[]]>([
    ['unpaid, inside the pay window', 'wait_pay', base, ['pay', 'cancel']],
    ['unpaid, pay window over', 'wait_pay', { ...base, payDeadline: NOW }, ['cancel']],
    ['paid', 'wait_shipment', paid, ['refund', 'invoice', 'buy_again']],
    ['paid, refund in progress', 'wait_shipment', { ...paid, refundInProgress: true }, ['invoice', 'buy_again']],
    [
      'paid, invoice requested',
      'wait_shipment',
      { ...paid, invoiceRequested: true },
      ['refund', 'view_invoice', 'buy_again'],
    ],
    ['part shipped', 'partially_shipped', sent, ['refund', 'view_logistics', 'invoice', 'buy_again']],
    ['shipped', 'wait_receive', sent, ['confirm_receipt', 'refund', 'view_logistics', 'invoice', 'buy_again']],
    ['received', 'wait_estimate', sent, ['evaluate', 'refund', 'view_logistics', 'invoice', 'buy_again']],
    ['completed', 'completed', sent, ['refund', 'view_logistics', 'invoice', 'buy_again', 'delete']],
    [
      'completed, refund window over',
      'completed',
      { ...sent, paidAt: NOW - 30 * DAY },
      ['view_logistics', 'invoice', 'buy_again', 'delete'],
    ],
    [
      'completed, one fen before the window ends',
      'completed',
      { ...sent, paidAt: NOW - 30 * DAY + 1 },
      ['refund', 'view_logistics', 'invoice', 'buy_again', 'delete'],
    ],
    ['cancelled', 'cancelled', base, ['buy_again', 'delete']],
    ['refunded before shipping', 'refunded', { ...paid, fullyRefunded: true }, ['buy_again', 'delete']],
    [
      'refunded after a return, invoiced',
      'refunded',
      { ...sent, fullyRefunded: true, invoiceRequested: true },
      ['view_logistics', 'view_invoice', 'buy_again', 'delete'],
    ],
  ])('%s (%s)', (_, status, facts, expected) => expect(allowedActions(status, facts)).toEqual(expected))

  it.each([
    ['normal', 'wait_shipment', NOW - DAY],
    ['accompany', 'wait_shipment', NOW],
    ['accompany', 'partially_shipped', NOW],
    ['accompany', 'wait_receive', NOW - 2 * DAY],
    ['accompany', 'completed', NOW - 2 * DAY],
  ] as const)('the refund window of a %s order in %s starts at %i', (orderType, status, start) => {
    const order = {
      orderType,
      status,
      paidAt: NOW - DAY,
      shippedAt: status.startsWith('wait_r') || status === 'completed' ? NOW - 2 * DAY : null,
    }
    expect(refundWindowStart(order, NOW)).toBe(start)
  })

  it('a cycle order still delivering can be refunded long after payment', () => {
    const facts = { ...paid, paidAt: NOW - 200 * DAY, refundWindowFrom: NOW }
    expect(allowedActions('partially_shipped', facts)).toContain('refund')
  })

  it('a longer refund window comes from the rules', () => {
    const facts = { ...sent, paidAt: NOW - 40 * DAY }
    expect(allowedActions('completed', facts)).not.toContain('refund')
    expect(allowedActions('completed', facts, { refundWindowDays: 45 })).toContain('refund')
  })

  it.each<[OrderAction, OrderStatus, OrderFacts, string | null]>([
    ['refund', 'wait_shipment', { ...paid, refundInProgress: true }, 'canNotRefundWhenRefunding'],
    ['refund', 'completed', { ...sent, paidAt: NOW - 31 * DAY }, 'refundWindowClosed'],
    ['refund', 'wait_pay', base, 'orderStatusInvalid'],
    ['refund', 'cancelled', base, 'orderStatusInvalid'],
    ['refund', 'wait_receive', sent, null],
    ['pay', 'wait_pay', { ...base, payDeadline: NOW }, 'orderPayExpired'],
    ['pay', 'cancelled', base, 'orderStatusInvalid'],
    ['cancel', 'wait_shipment', paid, 'orderStatusInvalid'],
    ['delete', 'wait_receive', sent, 'orderStatusInvalid'],
    ['delete', 'cancelled', base, null],
    ['invoice', 'completed', { ...sent, invoiceRequested: true }, 'invoiceAlreadyRequested'],
    ['view_logistics', 'wait_shipment', paid, 'logisticsNotFound'],
    ['confirm_receipt', 'partially_shipped', sent, 'orderStatusInvalid'],
  ])('assertOrderAction %s on %s', (action, status, facts, code) =>
    expect(codeOf(() => assertOrderAction(action, status, facts))).toBe(code),
  )
})

describe('order list filters', () => {
  it.each<[string, OrderStatus[], string]>([
    ['all', [...ORDER_STATUSES], '全部'],
    ['wait_pay', ['wait_pay'], '待付款'],
    ['wait_shipment', ['wait_shipment'], '待发货'],
    ['wait_receive', ['partially_shipped', 'wait_receive'], '待收货'],
    ['success', ['wait_estimate', 'completed'], '已完成'],
    ['cancelled', ['cancelled'], '已取消'],
    ['refunded', ['refunded'], '已退款'],
  ])('%s', (filter, statuses, label) => {
    expect(isOrderListFilter(filter)).toBe(true)
    if (!isOrderListFilter(filter)) return
    expect(statusesForListFilter(filter)).toEqual(statuses)
    expect(ORDER_LIST_FILTER_LABELS[filter]).toBe(label)
  })

  it('every status is under exactly one filter besides all', () => {
    for (const status of ORDER_STATUSES) {
      const under = ORDER_LIST_FILTERS.filter((f) => f !== 'all' && statusesForListFilter(f).includes(status))
      expect(under, status).toHaveLength(1)
    }
  })

  it.each(['completed', 'wait_estimate', 'ALL', '', 1, null])('%s is no list filter', (value) =>
    expect(isOrderListFilter(value)).toBe(false),
  )
})
