import type { OrderCounts, OrderListPathFilter } from '@shop/contracts'

/** The tabs of pages/order/list, each the `member_order/{status}` filter it loads. */
export const ORDER_TABS: readonly { filter: OrderListPathFilter; label: string }[] = [
  { filter: 'all', label: '全部' },
  { filter: 'wait_pay', label: '待付款' },
  { filter: 'wait_shipment', label: '待发货' },
  { filter: 'wait_receive', label: '待收货' },
  { filter: 'wait_estimate', label: '待评价' },
  // Received, reviewed or not: the spec's success.
  { filter: 'success', label: '已完成' },
  { filter: 'cancelled', label: '已取消' },
  { filter: 'refunded', label: '退款/售后' },
]

/** The tab a `status` query opens: its own; `completed` (part of success) 已完成; anything else 全部. */
export function tabFilter(status: string | undefined): OrderListPathFilter {
  if (status === 'completed') return 'success'
  return ORDER_TABS.find((t) => t.filter === status)?.filter ?? 'all'
}

/** The filters whose orders wait on someone (待评价: on the shopper's rating); the personal centre badges only these. */
const TO_DO: readonly (keyof OrderCounts)[] = ['wait_pay', 'wait_shipment', 'wait_receive', 'wait_estimate']

/** The badge on a personal-centre order shortcut: nothing at 0 or for a filter that is no to-do, 99+ above 99. */
export function orderBadge(counts: OrderCounts | undefined, filter: string): string | null {
  const key = TO_DO.find((f) => f === filter)
  const count = key && counts ? counts[key] : 0
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}
