import type { RefundReason } from '@shop/contracts'
import type { RefundType } from '@shop/domain'
import { createStore, useStore } from '../../lib/state/store'
import type { Quantities } from './refund-rules'

/**
 * The refund being written: the form page and the goods page (selectRefundGoods) share it. It belongs to one order
 * (and to one refund when modifying); opening the form for another starts a new draft.
 */
export interface RefundDraft {
  orderId: number
  /** The refund being modified; null for a new one. */
  refundId: number | null
  type: RefundType
  quantities: Quantities
  reason: RefundReason | null
  description: string
  images: string[]
}

export const refundDraft = createStore<RefundDraft | null>(null)

export const useRefundDraft = (): RefundDraft | null => useStore(refundDraft)

/** The form page starts afresh each time it is opened (the goods page it opens keeps the draft). */
export const resetRefundDraft = (): void => refundDraft.set(null)

export function updateRefundDraft(patch: Partial<Omit<RefundDraft, 'orderId' | 'refundId'>>): void {
  refundDraft.set((d) => (d ? { ...d, ...patch } : d))
}

export const isDraftOf = (draft: RefundDraft | null, orderId: number, refundId: number | null): draft is RefundDraft =>
  draft !== null && draft.orderId === orderId && draft.refundId === refundId
