import { DomainError } from '../errors'
import { prorate } from '../money'
import { defineLifecycle, type Lifecycle, type Transition } from './lifecycle'
import type { OrderStatus } from './order-status'

/**
 * Refunds (售后): which kind an order may ask for, the refund lifecycle, and how much money and how many
 * points a refund gives back. Amount rules in short:
 * - a line's money is split over its units by largest remainder, and a refund of k units takes the next k
 *   units' shares, so the refunds of a line always add up to exactly what was paid for it;
 * - points come back the same way, from the points each line consumed;
 * - shipping and the coupon come back only with the refund that takes the order's last goods;
 * - a refund never exceeds what was paid, per line or in total.
 */

export const REFUND_TYPES = ['REFUND_ONLY', 'RECEIVE_REFUND', 'RETURN_REFUND', 'PRICE_PROTECTION'] as const
/**
 * REFUND_ONLY: goods not received. RECEIVE_REFUND: received, refunded without sending back. RETURN_REFUND: sent back.
 * PRICE_PROTECTION: a price difference paid back (docs/price-protection.md): the shop makes it, never the shopper's
 * form; its one line takes no unit (quantity 0) and lowers what the line's units still return.
 */
export type RefundType = (typeof REFUND_TYPES)[number]

export const REFUND_TYPE_LABELS: Record<RefundType, string> = {
  REFUND_ONLY: '仅退款',
  RECEIVE_REFUND: '仅退款',
  RETURN_REFUND: '退货退款',
  PRICE_PROTECTION: '价保退差',
}

const TYPES_BY_ORDER_STATUS: Partial<Record<OrderStatus, readonly RefundType[]>> = {
  wait_shipment: ['REFUND_ONLY'],
  partially_shipped: ['REFUND_ONLY', 'RETURN_REFUND'],
  wait_receive: ['REFUND_ONLY', 'RETURN_REFUND'],
  wait_estimate: ['RECEIVE_REFUND', 'RETURN_REFUND'],
  completed: ['RECEIVE_REFUND', 'RETURN_REFUND'],
}

/** The refund types an order in this status may ask for: none before payment or once closed. */
export function refundTypesFor(status: OrderStatus): readonly RefundType[] {
  return TYPES_BY_ORDER_STATUS[status] ?? []
}

/** Throws `refundTypeNotAllowed` (当前订单状态不支持该售后类型) when the order's status does not offer the type. */
export function assertRefundType(status: OrderStatus, type: RefundType): void {
  if (!refundTypesFor(status).includes(type)) throw new DomainError('refundTypeNotAllowed', { status, type })
}

// ─── Lifecycle ───────────────────────────────────────────────────────────────────────────────────────

export const REFUND_STATUSES = [
  'submitted',
  'approved',
  'waiting_return',
  'returned',
  'received',
  'refunding',
  'refunded',
  'rejected',
  'cancelled',
] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  submitted: '待审核',
  approved: '待退款',
  waiting_return: '待退货',
  returned: '退货中',
  received: '商家已收货',
  refunding: '退款中',
  refunded: '退款成功',
  rejected: '已拒绝',
  cancelled: '已撤销',
}

/** A refund in one of these holds its goods and blocks another refund of the order. */
const IN_PROGRESS: readonly RefundStatus[] = [
  'submitted',
  'approved',
  'waiting_return',
  'returned',
  'received',
  'refunding',
]

export function isRefundInProgress(status: RefundStatus): boolean {
  return IN_PROGRESS.includes(status)
}

/**
 * modify: the buyer changes the request (only while submitted). approve / reject: the shop's verdict.
 * cancel: the buyer withdraws (before sending goods back). buyer_confirm: the buyer sent the goods back
 * (waybill given). return_timeout: not sent back in time. receive: the warehouse got them.
 * request_refund: the money is asked of WeChat Pay. refund_succeeded / refund_failed: its answer; a failed
 * refund goes back to approved, to be asked again.
 */
export type RefundEvent =
  | 'modify'
  | 'approve'
  | 'reject'
  | 'cancel'
  | 'buyer_confirm'
  | 'return_timeout'
  | 'receive'
  | 'request_refund'
  | 'refund_succeeded'
  | 'refund_failed'

type RefundTransition = Transition<RefundStatus, RefundEvent>

const SHARED: readonly RefundTransition[] = [
  { from: 'submitted', event: 'modify', to: 'submitted' },
  { from: 'submitted', event: 'reject', to: 'rejected' },
  { from: 'submitted', event: 'cancel', to: 'cancelled' },
  { from: 'approved', event: 'request_refund', to: 'refunding' },
  { from: 'refunding', event: 'refund_succeeded', to: 'refunded' },
  { from: 'refunding', event: 'refund_failed', to: 'approved' },
]

const REFUND_WITHOUT_RETURN = defineLifecycle(
  [...SHARED, { from: 'submitted', event: 'approve', to: 'approved' }],
  'refundStatusInvalid',
)

const REFUND_WITH_RETURN = defineLifecycle(
  [
    ...SHARED,
    { from: 'submitted', event: 'approve', to: 'waiting_return' },
    { from: 'waiting_return', event: 'buyer_confirm', to: 'returned' },
    { from: 'waiting_return', event: 'cancel', to: 'cancelled' },
    { from: 'waiting_return', event: 'return_timeout', to: 'cancelled' },
    { from: 'returned', event: 'receive', to: 'received' },
    { from: 'received', event: 'approve', to: 'approved' },
    { from: 'received', event: 'reject', to: 'rejected' },
  ],
  'refundStatusInvalid',
)

/** The lifecycle of a refund of this type; refusals throw `refundStatusInvalid`. */
export function refundLifecycle(type: RefundType): Lifecycle<RefundStatus, RefundEvent> {
  return type === 'RETURN_REFUND' ? REFUND_WITH_RETURN : REFUND_WITHOUT_RETURN
}

// ─── Amounts ─────────────────────────────────────────────────────────────────────────────────────────

/** An order line as the order snapshot keeps it (the priced line's amounts at submit). */
export interface RefundableOrderLine {
  id: string
  quantity: number
  /** The money paid for the line's goods: actualAmount − pointsAmount. */
  realPayAmount: number
  /** The money value of the points spent on the line; it weighs the line's share of the points. */
  pointsAmount: number
}

export interface RefundableOrder {
  lines: readonly RefundableOrderLine[]
  /** Shipping the shopper paid. */
  actualShippingPrice: number
  /** Points the order spent. */
  totalRealPayPoints: number
}

/**
 * What a refund takes of one line: units, money and points. A line of quantity 0 is a price difference paid back
 * (PRICE_PROTECTION) for the units no earlier record held: each of those units returns that much less afterwards.
 */
export interface RefundLine {
  lineId: string
  quantity: number
  amount: number
  points: number
}

/** A refund as stored. Only refunds in progress or refunded count; rejected and cancelled ones took nothing. */
export interface RefundRecord {
  status: RefundStatus
  lines: readonly RefundLine[]
  shippingAmount: number
}

export interface RefundRequest {
  /** `amount` lets the shopper ask for less than the most the units return; without it, the most. */
  lines: readonly { lineId: string; quantity: number; amount?: number }[]
}

export interface RefundQuote {
  lines: RefundLine[]
  goodsAmount: number
  /** The shipping paid, with the order's last goods; otherwise 0. */
  shippingAmount: number
  /** goodsAmount + shippingAmount: the money sent back. */
  totalAmount: number
  points: number
  /** The refund takes the order's last goods: when it succeeds, the order becomes refunded. */
  completesOrder: boolean
  /** The coupon is released only with the order's last goods; a partial refund already carries its share of it. */
  returnsCoupon: boolean
}

const counts = (r: RefundRecord) => r.status === 'refunded' || isRefundInProgress(r.status)
const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** Units `from` … `from + count − 1` of a total split over `units` units by largest remainder. */
function unitsShare(total: number, units: number, from: number, count: number): number {
  if (count <= 0) return 0
  return sum(prorate(total, new Array<number>(units).fill(1)).slice(from, from + count))
}

/** Each line's share of the order's points, in proportion to the points money spent on it. */
function linePoints(order: RefundableOrder): number[] {
  return prorate(
    order.totalRealPayPoints,
    order.lines.map((l) => l.pointsAmount),
  )
}

/** A price difference paid back on a line: `amount` over the units from `from` (held before it) to the line's end. */
interface Difference {
  amount: number
  from: number
}

interface Taken {
  quantity: number
  amount: number
  points: number
  differences: readonly Difference[]
}

/**
 * What the counting refunds already hold, per line id, and the shipping they returned. Records are in the order
 * they were made (a price difference covers the units no earlier record held).
 */
function taken(previous: readonly RefundRecord[]): { lines: Map<string, Taken>; shipping: number } {
  const lines = new Map<string, Taken>()
  let shipping = 0
  for (const refund of previous.filter(counts)) {
    shipping += refund.shippingAmount
    for (const l of refund.lines) {
      const t = lines.get(l.lineId) ?? NOTHING
      lines.set(l.lineId, {
        quantity: t.quantity + l.quantity,
        amount: t.amount + l.amount,
        points: t.points + l.points,
        differences:
          l.quantity === 0 && l.amount > 0 ? [...t.differences, { amount: l.amount, from: t.quantity }] : t.differences,
      })
    }
  }
  return { lines, shipping }
}

const NOTHING: Taken = { quantity: 0, amount: 0, points: 0, differences: [] }

/**
 * The most money units `from` … `from + count − 1` of a line return: their shares of what was paid, less their
 * shares of every price difference paid back on them.
 */
function unitsMost(line: RefundableOrderLine, held: Taken, from: number, count: number): number {
  let most = unitsShare(line.realPayAmount, line.quantity, from, count)
  for (const d of held.differences) {
    const start = Math.max(from, d.from)
    const end = Math.min(from + count, line.quantity)
    most -= unitsShare(d.amount, line.quantity - d.from, start - d.from, end - start)
  }
  return most
}

/** Per order line, what is left to refund: the units no refund holds, the most money and the points they return. */
export function refundableLines(order: RefundableOrder, previousRefunds: readonly RefundRecord[]): RefundLine[] {
  const held = taken(previousRefunds).lines
  const points = linePoints(order)
  return order.lines.map((line, i) => {
    const lineHeld = held.get(line.id) ?? NOTHING
    const from = lineHeld.quantity
    const quantity = Math.max(0, line.quantity - from)
    return {
      lineId: line.id,
      quantity,
      amount: unitsMost(line, lineHeld, from, quantity),
      points: unitsShare(points[i]!, line.quantity, from, quantity),
    }
  })
}

/** What `allowedActions` needs to know about an order's refunds. */
export function orderRefundState(
  order: RefundableOrder,
  refunds: readonly RefundRecord[],
): { refundInProgress: boolean; fullyRefunded: boolean } {
  const done = taken(refunds.filter((r) => r.status === 'refunded')).lines
  return {
    refundInProgress: refunds.some((r) => isRefundInProgress(r.status)),
    fullyRefunded: order.lines.every((l) => (done.get(l.id) ?? NOTHING).quantity >= l.quantity),
  }
}

/**
 * Checks a refund request against the order and its earlier refunds, and returns what the refund gives
 * back. Throws:
 * - `canNotRefundWhenRefunding` (有部分退单正在处理中) while another refund of the order is in progress
 *   (to modify a refund, leave it out of `previousRefunds`);
 * - `refundGoodsRequired` for no lines; `validationFailed` for an unknown or repeated line, or a quantity
 *   or amount that is not a whole number ≥ 0 (quantity ≥ 1);
 * - `refundQuantityExceeded` for more units than are left; `refundAmountExceeded` for more money than the
 *   units return, or anything that would take a line or the order past what was paid.
 */
export function assertRefundable(
  order: RefundableOrder,
  previousRefunds: readonly RefundRecord[],
  request: RefundRequest,
): RefundQuote {
  if (previousRefunds.some((r) => isRefundInProgress(r.status))) throw new DomainError('canNotRefundWhenRefunding')
  if (request.lines.length === 0) throw new DomainError('refundGoodsRequired')

  const held = taken(previousRefunds)
  const points = linePoints(order)
  const left = refundableLines(order, previousRefunds)
  const seen = new Set<string>()

  const lines = request.lines.map(({ lineId, quantity, amount }): RefundLine => {
    const i = order.lines.findIndex((l) => l.id === lineId)
    const line = order.lines[i]
    if (!line || seen.has(lineId)) {
      throw new DomainError('validationFailed', { lineId, reason: 'unknown or repeated line' })
    }
    seen.add(lineId)
    if (!Number.isInteger(quantity) || quantity < 1) throw new DomainError('validationFailed', { lineId, quantity })
    const refundable = left[i]!.quantity
    if (quantity > refundable) throw new DomainError('refundQuantityExceeded', { lineId, quantity, refundable })

    const from = line.quantity - refundable
    const before = held.lines.get(lineId) ?? NOTHING
    const most = unitsMost(line, before, from, quantity)
    const chosen = amount ?? most
    if (!Number.isInteger(chosen) || chosen < 0) throw new DomainError('validationFailed', { lineId, amount })
    // The second test guards the invariant against earlier records, whatever they hold.
    if (chosen > most || before.amount + chosen > line.realPayAmount) {
      throw new DomainError('refundAmountExceeded', { lineId, amount: chosen, refundable: most })
    }
    const linePointsBack = unitsShare(points[i]!, line.quantity, from, quantity)
    return { lineId, quantity, amount: chosen, points: linePointsBack }
  })

  const completesOrder = order.lines.every(
    (l, i) => left[i]!.quantity === (lines.find((r) => r.lineId === l.id)?.quantity ?? 0),
  )
  const shippingAmount = completesOrder ? Math.max(0, order.actualShippingPrice - held.shipping) : 0
  const goodsAmount = sum(lines.map((l) => l.amount))
  const totalAmount = goodsAmount + shippingAmount

  const paid = sum(order.lines.map((l) => l.realPayAmount)) + order.actualShippingPrice
  const refundedBefore = sum([...held.lines.values()].map((t) => t.amount)) + held.shipping
  if (refundedBefore + totalAmount > paid) {
    throw new DomainError('refundAmountExceeded', { amount: totalAmount, refundable: paid - refundedBefore })
  }

  return {
    lines,
    goodsAmount,
    shippingAmount,
    totalAmount,
    points: sum(lines.map((l) => l.points)),
    completesOrder,
    returnsCoupon: completesOrder,
  }
}

// ─── Price differences (price protection) ─────────────────────────────────────────────────────────────

/**
 * The price difference of a line paid back (PRICE_PROTECTION, docs/price-protection.md): for every unit no refund
 * holds, `unitDifference` (what was paid for a unit less the lower public price), capped so a unit never returns
 * more than the smallest unit share of the line's money, once per line. Its one record line takes no unit (quantity
 * 0). Throws `canNotRefundWhenRefunding` while a refund is in progress, `validationFailed` for an unknown line or a
 * difference that is not a whole number, `priceProtectionClaimed` when the line had its difference already (checked
 * first),
 * `priceProtectionNothingLeft` when every unit is refunded or held, `priceProtectionNoDifference` for nothing to pay.
 */
export function quotePriceDifference(
  order: RefundableOrder,
  previousRefunds: readonly RefundRecord[],
  request: { lineId: string; unitDifference: number },
): RefundQuote {
  const { lineId, unitDifference } = request
  const line = order.lines.find((l) => l.id === lineId)
  if (!line || !Number.isInteger(unitDifference)) {
    throw new DomainError('validationFailed', { lineId, unitDifference })
  }
  const held = taken(previousRefunds)
  const before = held.lines.get(lineId) ?? NOTHING
  if (before.differences.length > 0) throw new DomainError('priceProtectionClaimed', { lineId })
  if (previousRefunds.some((r) => isRefundInProgress(r.status))) throw new DomainError('canNotRefundWhenRefunding')
  const units = line.quantity - before.quantity
  if (units <= 0) throw new DomainError('priceProtectionNothingLeft', { lineId })
  const perUnit = Math.min(unitDifference, Math.floor(line.realPayAmount / line.quantity))
  if (perUnit <= 0) throw new DomainError('priceProtectionNoDifference', { lineId, unitDifference })
  const amount = perUnit * units
  const paid = sum(order.lines.map((l) => l.realPayAmount)) + order.actualShippingPrice
  const refundedBefore = sum([...held.lines.values()].map((t) => t.amount)) + held.shipping
  if (refundedBefore + amount > paid || before.amount + amount > line.realPayAmount) {
    throw new DomainError('refundAmountExceeded', { amount, refundable: paid - refundedBefore })
  }
  return {
    lines: [{ lineId, quantity: 0, amount, points: 0 }],
    goodsAmount: amount,
    shippingAmount: 0,
    totalAmount: amount,
    points: 0,
    completesOrder: false,
    returnsCoupon: false,
  }
}
