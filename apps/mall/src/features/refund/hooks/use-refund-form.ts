import type { RefundDetail } from '@shop/contracts'
import type { RefundType } from '@shop/domain'
import { useEffect } from 'react'
import { useQuery, type QueryState } from '../../../lib/hooks/use-query'
import { fetchRefundDetail } from '../api/refund-detail'
import { fetchRefundLocate, type RefundableLine } from '../api/refund-locate'
import { isDraftOf, refundDraft, useRefundDraft, type RefundDraft } from '../refund-draft'
import { allUnits } from '../refund-rules'

/** What the form can ask for: the types, and per line the units left with the money and points they return. */
export interface RefundScope {
  orderId: number
  orderNo: string
  types: { type: RefundType; label: string }[]
  lines: RefundableLine[]
  /** Shipping that comes back with everything left. */
  shippingAmount: number
}

function draftOf(scope: RefundScope, refund: RefundDetail | null): RefundDraft {
  if (refund) {
    return {
      orderId: scope.orderId,
      refundId: refund.refundId,
      type: refund.type,
      quantities: Object.fromEntries(refund.lines.map((l) => [l.lineId, l.quantity])),
      reason: refund.reason,
      description: refund.description,
      images: refund.images,
    }
  }
  const type = scope.types[0]?.type ?? 'REFUND_ONLY'
  return {
    orderId: scope.orderId,
    refundId: null,
    type,
    quantities: allUnits(scope.lines, type),
    reason: null,
    description: '',
    images: [],
  }
}

/**
 * The refund form's data, shared by the form and the goods page: a new refund of the order (member_refund/locate),
 * or the refund being modified (its detail). Once loaded, a draft of this order and refund is started unless one
 * is under way (coming back from the goods page keeps it).
 */
export function useRefundForm(
  orderId: number,
  refundId: number | null,
  enabled = true,
): { scope: QueryState<RefundScope>; draft: RefundDraft | null } {
  const scope = useQuery(
    async () => {
      if (refundId === null) {
        return { scope: await fetchRefundLocate(orderId), refund: null }
      }
      // A refund being modified may take any of the order's units it could take as a new one: its own are free.
      const refund = await fetchRefundDetail(refundId)
      return { scope: await fetchRefundLocate(refund.orderId, refundId), refund }
    },
    [orderId, refundId],
    enabled && (orderId > 0 || refundId !== null),
  )
  const draft = useRefundDraft()
  const loaded = scope.data

  useEffect(() => {
    if (!loaded) return
    const current = refundDraft.get()
    if (!isDraftOf(current, loaded.scope.orderId, refundId)) refundDraft.set(draftOf(loaded.scope, loaded.refund))
  }, [loaded, refundId])

  return {
    scope: { ...scope, data: loaded?.scope },
    draft: loaded && isDraftOf(draft, loaded.scope.orderId, refundId) ? draft : null,
  }
}
