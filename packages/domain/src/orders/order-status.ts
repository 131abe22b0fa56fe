import { DomainError, type ErrorCode } from '../errors'
import { defineLifecycle, type Transition } from './lifecycle'

/**
 * The order lifecycle as the shopper sees it. The spec (§4) gives the list filters but not the status set;
 * this is the set a shop with split shipments and reviews needs. A partial refund leaves the status alone;
 * the order becomes `refunded` when its last goods are refunded.
 */
export const ORDER_STATUSES = [
  'wait_pay',
  'wait_shipment',
  'partially_shipped',
  'wait_receive',
  'wait_estimate',
  'completed',
  'cancelled',
  'refunded',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  wait_pay: '待付款',
  wait_shipment: '待发货',
  partially_shipped: '部分发货',
  wait_receive: '待收货',
  wait_estimate: '待评价',
  completed: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
}

/**
 * Why a paid order waits before it may ship (and before it earns commission): a group buy's group not succeeded yet
 * (docs/group-buys.md); a pre-sale's balance not paid yet, or its shipping date not come (docs/pre-sales.md). The
 * order stays `wait_shipment`; the shopper reads the hold's label instead.
 */
export const ORDER_HOLD_LABELS = { group: '待成团', balance: '待付尾款', presale: '预售待发货' } as const
export type OrderHold = keyof typeof ORDER_HOLD_LABELS

/** The label an order's status shows: 待成团 for a paid order held for its group, else the status's. */
export const orderStatusLabel = (status: OrderStatus, heldFor: OrderHold | null): string =>
  heldFor !== null && status === 'wait_shipment' ? ORDER_HOLD_LABELS[heldFor] : ORDER_STATUS_LABELS[status]

/** `submit` creates every order here; a free order (nothing to pay) is paid in the same transaction. */
export const ORDER_INITIAL_STATUS: OrderStatus = 'wait_pay'

/**
 * What moves an order. `cancel` is the shopper's, the `auto_*` events are the scheduler's (pay window,
 * receipt window, review window), `ship_partly`/`ship` the warehouse's (`ship` = nothing is left to ship),
 * `refund_completed` the refund flow's when the refund of the order's last goods succeeds.
 */
export type OrderEvent =
  | 'pay'
  | 'cancel'
  | 'auto_close'
  | 'ship_partly'
  | 'ship'
  | 'confirm_receipt'
  | 'auto_receive'
  | 'evaluate'
  | 'auto_complete'
  | 'refund_completed'
  /**
   * An order with nothing to ship is done when it is paid: a year card's (its membership starts), a pre-sale's
   * balance (its goods ship with the deposit's order).
   */
  | 'activate'
  /** A pre-sale's deposit order whose balance was not paid in time, its deposit kept (docs/pre-sales.md). */
  | 'forfeit'

/** Paid and not closed: the statuses a refund can start from (and end in `refunded`). */
const PAID_OPEN: readonly OrderStatus[] = [
  'wait_shipment',
  'partially_shipped',
  'wait_receive',
  'wait_estimate',
  'completed',
]

const ORDER_TRANSITIONS: readonly Transition<OrderStatus, OrderEvent>[] = [
  { from: 'wait_pay', event: 'pay', to: 'wait_shipment' },
  { from: 'wait_pay', event: 'cancel', to: 'cancelled' },
  { from: 'wait_pay', event: 'auto_close', to: 'cancelled' },
  { from: 'wait_shipment', event: 'ship_partly', to: 'partially_shipped' },
  { from: 'wait_shipment', event: 'ship', to: 'wait_receive' },
  { from: 'partially_shipped', event: 'ship', to: 'wait_receive' },
  { from: 'wait_receive', event: 'confirm_receipt', to: 'wait_estimate' },
  { from: 'wait_receive', event: 'auto_receive', to: 'wait_estimate' },
  { from: 'wait_estimate', event: 'evaluate', to: 'completed' },
  { from: 'wait_estimate', event: 'auto_complete', to: 'completed' },
  { from: 'wait_shipment', event: 'activate', to: 'completed' },
  { from: 'wait_shipment', event: 'forfeit', to: 'cancelled' },
  ...PAID_OPEN.map((from) => ({ from, event: 'refund_completed' as const, to: 'refunded' as const })),
]

/** Refusals throw `orderStatusInvalid` (订单状态已变化，请刷新后重试). */
export const orderLifecycle = defineLifecycle(ORDER_TRANSITIONS, 'orderStatusInvalid')

// ─── What the shopper may do ─────────────────────────────────────────────────────────────────────────

/** In the order they are offered: the main action first. */
export const ORDER_ACTIONS = [
  'pay',
  'cancel',
  'confirm_receipt',
  'evaluate',
  'refund',
  'view_logistics',
  'invoice',
  'view_invoice',
  'buy_again',
  'delete',
] as const
export type OrderAction = (typeof ORDER_ACTIONS)[number]

export const ORDER_ACTION_LABELS: Record<OrderAction, string> = {
  pay: '去支付',
  cancel: '取消订单',
  confirm_receipt: '确认收货',
  evaluate: '评价',
  refund: '申请售后',
  view_logistics: '查看物流',
  invoice: '申请开票',
  view_invoice: '查看发票',
  buy_again: '再次购买',
  delete: '删除订单',
}

/** What an order's actions depend on besides its status. Times are epoch ms. */
export interface OrderFacts {
  now: number
  /** When an unpaid order closes (`payDeadline(createTime)`); paying stops then. */
  payDeadline: number
  /** When the payment succeeded; null while unpaid. */
  paidAt: number | null
  /** A parcel of the order has a waybill. */
  shipped: boolean
  invoiceRequested: boolean
  /** From `orderRefundState(order, refunds)`. */
  refundInProgress: boolean
  fullyRefunded: boolean
  /** When the refund window starts (`refundWindowStart`); left out: at payment. */
  refundWindowFrom?: number | null
}

/**
 * When an order's refund window starts: at payment, except for a cycle order (accompany, docs/cycle-purchases.md),
 * whose deliveries not made can be refunded for as long as some remain, and whose window then runs from its last
 * parcel.
 */
export function refundWindowStart(
  order: { orderType: string; status: OrderStatus; paidAt: number | null; shippedAt: number | null },
  now: number,
): number | null {
  if (order.orderType !== 'accompany') return order.paidAt
  if (order.status === 'wait_shipment' || order.status === 'partially_shipped') return now
  return order.shippedAt ?? order.paidAt
}

export interface OrderRules {
  /** Days after payment during which the shopper may ask for a refund. */
  refundWindowDays: number
}

export const DEFAULT_ORDER_RULES: OrderRules = { refundWindowDays: 30 }

const DAY_MS = 86_400_000
/** Closed for good: the only orders a shopper may delete from the list. */
const CLOSED: readonly OrderStatus[] = ['cancelled', 'refunded', 'completed']

type ActionRule = (status: OrderStatus, facts: OrderFacts, rules: OrderRules) => ErrorCode | null
const when = (ok: boolean, refusal: ErrorCode = 'orderStatusInvalid') => (ok ? null : refusal)

/** Each action's rule answers null when allowed, else the error the shopper gets for trying anyway. */
const ACTION_RULES: Record<OrderAction, ActionRule> = {
  pay: (s, f) => when(s === 'wait_pay') ?? when(f.now < f.payDeadline, 'orderPayExpired'),
  cancel: (s) => when(s === 'wait_pay'),
  confirm_receipt: (s) => when(s === 'wait_receive'),
  evaluate: (s) => when(s === 'wait_estimate'),
  refund: (s, f, r) =>
    when(PAID_OPEN.includes(s) && f.paidAt !== null && !f.fullyRefunded) ??
    when(!f.refundInProgress, 'canNotRefundWhenRefunding') ??
    when(f.now < (f.refundWindowFrom ?? f.paidAt ?? 0) + r.refundWindowDays * DAY_MS, 'refundWindowClosed'),
  view_logistics: (_, f) => when(f.shipped, 'logisticsNotFound'),
  invoice: (s, f) =>
    when(PAID_OPEN.includes(s) && !f.fullyRefunded) ?? when(!f.invoiceRequested, 'invoiceAlreadyRequested'),
  view_invoice: (_, f) => when(f.invoiceRequested),
  buy_again: (s) => when(s !== 'wait_pay'),
  delete: (s) => when(CLOSED.includes(s)),
}

/** The actions the shopper may take on an order now, in display order. */
export function allowedActions(status: OrderStatus, facts: OrderFacts, rules = DEFAULT_ORDER_RULES): OrderAction[] {
  return ORDER_ACTIONS.filter((action) => ACTION_RULES[action](status, facts, rules) === null)
}

/**
 * Throws the reason an action is refused: `canNotRefundWhenRefunding` (有部分退单正在处理中),
 * `refundWindowClosed`, `orderPayExpired`, `invoiceAlreadyRequested`, `logisticsNotFound`, otherwise
 * `orderStatusInvalid`. The server calls it before it runs the action.
 */
export function assertOrderAction(
  action: OrderAction,
  status: OrderStatus,
  facts: OrderFacts,
  rules = DEFAULT_ORDER_RULES,
): void {
  const refusal = ACTION_RULES[action](status, facts, rules)
  if (refusal) throw new DomainError(refusal, { action, status })
}

// ─── The order list (spec §4: GET member_order/{status}) ──────────────────────────────────────────────

export const ORDER_LIST_FILTERS = [
  'all',
  'wait_pay',
  'wait_shipment',
  'wait_receive',
  'success',
  'cancelled',
  'refunded',
] as const
export type OrderListFilter = (typeof ORDER_LIST_FILTERS)[number]

export const ORDER_LIST_FILTER_LABELS: Record<OrderListFilter, string> = {
  all: '全部',
  wait_pay: '待付款',
  wait_shipment: '待发货',
  wait_receive: '待收货',
  success: '已完成',
  cancelled: '已取消',
  refunded: '已退款',
}

const FILTER_STATUSES: Record<OrderListFilter, readonly OrderStatus[]> = {
  all: ORDER_STATUSES,
  wait_pay: ['wait_pay'],
  wait_shipment: ['wait_shipment'],
  // Part of the goods is on its way: the shopper looks for it among what is to be received.
  wait_receive: ['partially_shipped', 'wait_receive'],
  success: ['wait_estimate', 'completed'],
  cancelled: ['cancelled'],
  refunded: ['refunded'],
}

export function statusesForListFilter(filter: OrderListFilter): readonly OrderStatus[] {
  return FILTER_STATUSES[filter]
}

export function isOrderListFilter(value: unknown): value is OrderListFilter {
  return typeof value === 'string' && (ORDER_LIST_FILTERS as readonly string[]).includes(value)
}
