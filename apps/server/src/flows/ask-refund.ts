import {
  REFUND_REASONS,
  type ParsedBodyOf,
  type refundLocate,
  type refundModify,
  type refundPointsValidate,
  type ResponseOf,
} from '@shop/contracts'
import {
  assertOrderAction,
  assertRefundable,
  assertRefundType,
  chinaDayStamp,
  DEFAULT_ORDER_RULES,
  DomainError,
  isRefundInProgress,
  REFUND_TYPE_LABELS,
  refundableLines,
  refundTypesFor,
  type RefundType,
} from '@shop/domain'
import { findCarrier } from '../providers/kuaidi100'
import { goodsLine, type OrderRow } from '../modules/orders'
import type { FlowDeps } from './flow-deps'
import { createRefundContext, type OrderContext } from './refund-context'

const DAY_MS = 86_400_000

type RefundAsk = ParsedBodyOf<typeof refundModify>

export type AskRefund = ReturnType<typeof createAskRefund>

/**
 * The shopper's side of a refund (docs/orders.md "Refunds in this shop"): what of an order can be refunded, asking
 * (one refund of an order in progress at a time, amounts by the domain's rules), changing or cancelling the ask
 * before the merchant decides, the return's waybill, and the points a refund gives back and takes.
 */
export function createAskRefund(deps: FlowDeps) {
  const { db, clock, orders, refunds, points } = deps
  const { orderContext, returnable, lockRefund, earnedToTakeBack } = createRefundContext(deps)

  /** The refund a request makes: the domain's quote, and per line the units not shipped yet that it takes. */
  function quote(order: OrderRow, ctx: OrderContext, ask: RefundAsk) {
    assertOrderAction('refund', order.status, ctx.facts)
    assertRefundType(order.status, ask.type)
    const priced = assertRefundable(ctx.snapshot, ctx.records, {
      lines: ask.lines.map((l) => ({ lineId: String(l.lineId), quantity: l.quantity })),
    })
    const lines = priced.lines.map((l) => {
      const lineId = Number(l.lineId)
      const line = ctx.lines.find((candidate) => candidate.id === lineId)!
      const notShipped = line.quantity - (ctx.shipped.get(lineId) ?? 0) - (ctx.holds.get(lineId)?.unshipped ?? 0)
      if (ask.type === 'RETURN_REFUND' && l.quantity > returnable(ctx, lineId)) {
        throw new DomainError('refundReturnQuantityExceeded', {
          lineId,
          quantity: l.quantity,
          returnable: returnable(ctx, lineId),
        })
      }
      return {
        orderLineId: lineId,
        quantity: l.quantity,
        amount: l.amount,
        points: l.points,
        // A refund before the goods arrive takes the units not shipped first; a return sends back shipped ones.
        unshippedQuantity: ask.type === 'RETURN_REFUND' ? 0 : Math.min(l.quantity, notShipped),
      }
    })
    return {
      lines,
      fields: {
        type: ask.type,
        reason: ask.reason,
        description: ask.description,
        images: ask.images,
        goodsAmount: priced.goodsAmount,
        shippingAmount: priced.shippingAmount,
        totalAmount: priced.totalAmount,
        points: priced.points,
        completesOrder: priced.completesOrder,
      },
    }
  }

  return {
    /** What of an order can be refunded now (refused like a submit would be). */
    /** With `modifying`, the refund being modified (submitted, of this order) is left out: its units are free again. */
    async locate(customerId: number, orderId: number, modifying?: number): Promise<ResponseOf<typeof refundLocate>> {
      return db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId, customerId)
        if (modifying !== undefined) {
          const refund = await refunds.lock(tx, modifying, customerId)
          if (!refund || refund.orderId !== order.id) throw new DomainError('refundNotFound', { refundId: modifying })
          if (refund.status !== 'submitted')
            throw new DomainError('refundStatusInvalid', { refundId: modifying, status: refund.status })
        }
        const ctx = await orderContext(tx, order, modifying)
        assertOrderAction('refund', order.status, ctx.facts)
        const left = refundableLines(ctx.snapshot, ctx.records)
        const shippingHeld = ctx.records
          .filter((r) => r.status === 'refunded' || isRefundInProgress(r.status))
          .reduce((n, r) => n + r.shippingAmount, 0)
        return {
          orderId,
          orderNo: order.orderNo,
          orderStatus: order.status,
          types: refundTypesFor(order.status).map((type: RefundType) => ({ type, label: REFUND_TYPE_LABELS[type] })),
          reasons: Object.entries(REFUND_REASONS).map(([code, label]) => ({
            code: code as keyof typeof REFUND_REASONS,
            label,
          })),
          lines: ctx.lines.map((line, i) => ({
            ...goodsLine(line),
            refundableQuantity: left[i]!.quantity,
            refundableAmount: left[i]!.amount,
            refundablePoints: left[i]!.points,
            returnableQuantity: Math.max(0, returnable(ctx, line.id)),
          })),
          shippingAmount: Math.max(0, order.actualShippingPrice - shippingHeld),
          refundWindowEnds: new Date(
            (order.paidAt?.getTime() ?? 0) + DEFAULT_ORDER_RULES.refundWindowDays * DAY_MS,
          ).toISOString(),
        }
      })
    },

    /** The shopper asks for a refund: submitted, waiting for the merchant. */
    async submit(customerId: number, orderId: number, ask: RefundAsk) {
      const refundId = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, orderId, customerId)
        // A gift's refund is the buyer's until a friend claims it (docs/gifts.md "Who holds what").
        if ((await deps.gifts.lockByOrder(tx, orderId))?.status === 'claimed') {
          throw new DomainError('giftAlreadyClaimed', { orderId })
        }
        const { lines, fields } = quote(order, await orderContext(tx, order), ask)
        const now = clock.now()
        const refund = await refunds.insert(
          tx,
          { ...fields, orderId, customerId, status: 'submitted', createdAt: now, updatedAt: now },
          chinaDayStamp(now),
        )
        await refunds.replaceLines(tx, refund.id, lines)
        await refunds.insertEvent(tx, refund.id, {
          type: 'submit',
          fromStatus: null,
          toStatus: 'submitted',
          actor: 'customer',
          actorId: String(customerId),
          details: null,
          at: now,
        })
        await orders.record(tx, orderId, {
          type: 'refund',
          actor: 'customer',
          actorId: String(customerId),
          details: { refundId: refund.id, refundNo: refund.refundNo, totalAmount: refund.totalAmount },
        })
        return refund.id
      })
      return refunds.detail(refundId, customerId)
    },

    /** The shopper changes a refund the merchant has not decided on; checked like a new one. */
    async modify(customerId: number, refundId: number, ask: RefundAsk) {
      await db.transaction(async (tx) => {
        const { order, refund } = await lockRefund(tx, refundId, customerId)
        if (refund.status !== 'submitted')
          throw new DomainError('refundStatusInvalid', { refundId, status: refund.status })
        const { lines, fields } = quote(order, await orderContext(tx, order, refund.id), ask)
        await refunds.move(tx, refund, 'modify', { actor: 'customer', actorId: String(customerId) }, fields)
        await refunds.replaceLines(tx, refund.id, lines)
      })
      return refunds.detail(refundId, customerId)
    },

    async cancel(customerId: number, refundId: number) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId, customerId)
        await refunds.move(
          tx,
          refund,
          'cancel',
          { actor: 'customer', actorId: String(customerId) },
          { nextCheckAt: null },
        )
      })
      return refunds.detail(refundId, customerId)
    },

    /** The shopper sent the goods back: the return's carrier and waybill. */
    async buyerConfirm(
      customerId: number,
      refundId: number,
      { carrierCode, waybillNo }: { carrierCode: string; waybillNo: string },
    ) {
      if (!findCarrier(carrierCode)) throw new DomainError('logisticsCarrierUnknown', { carrierCode })
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId, customerId)
        await refunds.move(
          tx,
          refund,
          'buyer_confirm',
          { actor: 'customer', actorId: String(customerId) },
          { returnCarrierCode: carrierCode, returnWaybillNo: waybillNo },
        )
      })
      return refunds.detail(refundId, customerId)
    },

    /** The points the refund gives back and takes when it succeeds, and the balance then. */
    async pointsEffect(customerId: number, refundId: number): Promise<ResponseOf<typeof refundPointsValidate>> {
      const { refund } = await refunds.get(refundId, customerId)
      const balance = await points.balance(customerId)
      if (refund.status === 'refunded') {
        return {
          refundId,
          points: refund.points,
          pointsTakenBack: refund.pointsTakenBack,
          balance,
          balanceAfter: balance,
          sufficient: true,
        }
      }
      const owed = await db.transaction(async (tx) => {
        const order = await orders.lock(tx, refund.orderId)
        return earnedToTakeBack(tx, order, refund, await refunds.ofOrder(order.id, tx))
      })
      const available = balance + refund.points
      return {
        refundId,
        points: refund.points,
        pointsTakenBack: Math.min(owed, available),
        balance,
        balanceAfter: available - Math.min(owed, available),
        sufficient: available >= owed,
      }
    },
  }
}
