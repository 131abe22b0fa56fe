// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { ORDER_TABS, orderBadge, tabFilter } from './order-tabs'

const counts = {
  all: 130,
  wait_pay: 2,
  wait_shipment: 0,
  wait_receive: 120,
  success: 5,
  wait_estimate: 4,
  completed: 1,
  cancelled: 1,
  refunded: 3,
}

describe('order list tabs', () => {
  it('shows the eight tabs in order, each loading its list filter', () => {
    expect(ORDER_TABS.map((t) => `${t.label}:${t.filter}`)).toEqual([
      '全部:all',
      '待付款:wait_pay',
      '待发货:wait_shipment',
      '待收货:wait_receive',
      '待评价:wait_estimate',
      '已完成:success',
      '已取消:cancelled',
      '退款/售后:refunded',
    ])
  })

  it.each([
    ['wait_pay', 'wait_pay'],
    ['wait_shipment', 'wait_shipment'],
    ['wait_receive', 'wait_receive'],
    ['wait_estimate', 'wait_estimate'],
    ['success', 'success'],
    ['completed', 'success'],
    ['cancelled', 'cancelled'],
    ['refunded', 'refunded'],
    ['all', 'all'],
    ['', 'all'],
    [undefined, 'all'],
    ['partially_shipped', 'all'],
    ['WAIT_PAY', 'all'],
  ])('status query %s opens the %s tab', (query, filter) => {
    expect(tabFilter(query)).toBe(filter)
  })

  it.each([
    ['wait_pay', '2'],
    ['wait_shipment', null],
    ['wait_receive', '99+'],
    ['wait_estimate', '4'],
    // counts that only grow are no to-do: no badge
    ['success', null],
    ['completed', null],
    ['refunded', null],
  ])('the %s shortcut badge is %s', (filter, badge) => {
    expect(orderBadge(counts, filter)).toBe(badge)
  })

  it('no counts (visitor, failed call): no badges', () => {
    expect(orderBadge(undefined, 'wait_pay')).toBeNull()
  })
})
