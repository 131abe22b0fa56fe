import { prorate, textLength, type RefundStatus, type RefundType } from '@shop/domain'
import type { REFUND_REASONS, RefundDetail } from '@shop/contracts'
import type { RefundableLine } from './api/refund-locate'
import type { RefundRequest } from './api/refund-submit'

/** Units chosen per order line id. */
export type Quantities = Readonly<Record<number, number>>

/** The contract's bounds (contracts reach the app as types only): REFUND_DESCRIPTION_MAX, REFUND_IMAGES_MAX. */
export const DESCRIPTION_MAX = 200
export const IMAGES_MAX = 6

/** The reasons the form offers; typed by the contract's REFUND_REASONS, so codes and labels cannot drift from it. */
export const REASONS: typeof REFUND_REASONS = {
  no_longer_needed: '不想要了',
  wrong_item_ordered: '拍错/多拍',
  not_shipped_in_time: '未按约定时间发货',
  damaged: '商品破损',
  not_as_described: '商品与描述不符',
  quality_issue: '质量问题',
  missing_items: '少件/漏发',
  other: '其他',
}

/** The most units of a line a refund of this type may take: a return sends back only what was shipped. */
export function maxUnits(line: RefundableLine, type: RefundType): number {
  return type === 'RETURN_REFUND' ? Math.min(line.refundableQuantity, line.returnableQuantity) : line.refundableQuantity
}

/** Every unit the type allows (the form starts with the whole order). */
export function allUnits(lines: readonly RefundableLine[], type: RefundType): Quantities {
  return Object.fromEntries(lines.filter((l) => maxUnits(l, type) > 0).map((l) => [l.lineId, maxUnits(l, type)]))
}

/** The chosen units kept within each line's bound for the type; lines at 0 drop out. */
export function clampQuantities(
  quantities: Quantities,
  lines: readonly RefundableLine[],
  type: RefundType,
): Quantities {
  const kept: Record<number, number> = {}
  for (const line of lines) {
    const units = Math.min(quantities[line.lineId] ?? 0, maxUnits(line, type))
    if (units > 0) kept[line.lineId] = units
  }
  return kept
}

const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + b, 0)

/** The next `units` shares of what is left, split over the units left as the server splits them (largest remainder). */
const nextShares = (left: number, unitsLeft: number, units: number) =>
  units <= 0 || unitsLeft <= 0 ? 0 : sum(prorate(left, new Array<number>(unitsLeft).fill(1)).slice(0, units))

/** What `units` of a line give back: money (fen) and points. */
export function lineRefund(line: RefundableLine, units: number): { amount: number; points: number } {
  const n = Math.min(units, line.refundableQuantity)
  return {
    amount: nextShares(line.refundableAmount, line.refundableQuantity, n),
    points: nextShares(line.refundablePoints, line.refundableQuantity, n),
  }
}

export interface RefundEstimate {
  goodsNum: number
  goodsAmount: number
  /** The shipping paid, only when the refund takes everything left. */
  shippingAmount: number
  totalAmount: number
  points: number
}

/**
 * What the chosen units give back, as the server will count it: each line's next unit shares, plus the shipping
 * when every unit left is taken. Never more than what is left, so never more than was paid.
 */
export function refundEstimate(
  locate: { lines: readonly RefundableLine[]; shippingAmount: number },
  quantities: Quantities,
): RefundEstimate {
  const parts = locate.lines.map((l) => ({
    units: quantities[l.lineId] ?? 0,
    ...lineRefund(l, quantities[l.lineId] ?? 0),
  }))
  const goodsNum = sum(parts.map((p) => p.units))
  const everything = goodsNum > 0 && locate.lines.every((l) => (quantities[l.lineId] ?? 0) >= l.refundableQuantity)
  const goodsAmount = sum(parts.map((p) => p.amount))
  const shippingAmount = everything ? locate.shippingAmount : 0
  return {
    goodsNum,
    goodsAmount,
    shippingAmount,
    totalAmount: goodsAmount + shippingAmount,
    points: sum(parts.map((p) => p.points)),
  }
}

/** The form as the server takes it, or the first thing the shopper still has to do. */
export function refundRequestOf(
  draft: {
    type: RefundType
    quantities: Quantities
    reason: RefundRequest['reason'] | null
    description: string
    images: readonly string[]
  },
  lines: readonly RefundableLine[],
): { request: RefundRequest } | { error: string } {
  const chosen = clampQuantities(draft.quantities, lines, draft.type)
  const picked = lines.filter((l) => chosen[l.lineId]).map((l) => ({ lineId: l.lineId, quantity: chosen[l.lineId]! }))
  if (picked.length === 0) return { error: '请选择退款商品' }
  if (!draft.reason) return { error: '请选择退款原因' }
  if (textLength(draft.description.trim()) > DESCRIPTION_MAX) return { error: `问题描述最多${DESCRIPTION_MAX}个字` }
  return {
    request: {
      type: draft.type,
      lines: picked,
      reason: draft.reason,
      description: draft.description.trim(),
      images: draft.images.slice(0, IMAGES_MAX),
    },
  }
}

/** What the shopper may do now, as buttons in display order (the server decides which apply). */
export const REFUND_ACTION_LABELS: Record<RefundDetail['actions'][number], string> = {
  cancel: '撤销申请',
  modify: '修改申请',
  buyer_confirm: '填写退货物流',
}

export function refundActions(detail: Pick<RefundDetail, 'actions'>) {
  return (['cancel', 'modify', 'buyer_confirm'] as const)
    .filter((a) => detail.actions.includes(a))
    .map((action) => ({ action, label: REFUND_ACTION_LABELS[action] }))
}

/** The refund ended with no money back: refused by the shop, or withdrawn by the shopper. */
export const refundsNothing = (refund: Pick<RefundDetail, 'status'>) =>
  refund.status === 'rejected' || refund.status === 'cancelled'

/**
 * What a refund that ended with no money back means for the shopper, and the way on (the order, where a new
 * request can be made). Null while money is or was on its way back.
 */
export function noRefundNote(detail: Pick<RefundDetail, 'status'>): string | null {
  if (detail.status === 'rejected') {
    return '本次申请未通过，不会退款，积分也不会退回。如仍有问题，可回到订单重新申请售后。'
  }
  if (detail.status === 'cancelled') return '申请已撤销，不会退款，积分也不会退回。如仍需售后，可回到订单重新申请。'
  return null
}

/** The line under the status on the detail page. */
export function refundStatusHint(detail: Pick<RefundDetail, 'status' | 'type' | 'rejectReason'>): string {
  const hints: Record<RefundStatus, string> = {
    submitted: '您的申请已提交，等待商家审核',
    approved: '商家已同意，退款即将原路退回',
    waiting_return: '商家已同意退货，请寄回商品并填写退货物流',
    returned: '商品已寄回，等待商家收货',
    received: '商家已收到退货，等待退款',
    refunding: '退款处理中，将原路退回',
    refunded: '退款已原路退回，请注意查收',
    rejected: detail.rejectReason ? `商家拒绝：${detail.rejectReason}` : '商家拒绝了您的申请',
    cancelled: '售后申请已撤销',
  }
  return hints[detail.status]
}
