import type { FastifyBaseLogger } from 'fastify'
import {
  REFUND_REASONS,
  type merchantRejectRefund,
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
  giftsReturnToStock,
  isRefundInProgress,
  orderRefundState,
  REFUND_TYPE_LABELS,
  refundableLines,
  refundTypesFor,
  type OrderFacts,
  type RefundType,
} from '@shop/domain'
import type { Clock } from '../platform/clock'
import type { Db } from '../platform/database'
import type { WeChatPay } from '../providers/wechat-pay'
import { findCarrier } from '../providers/kuaidi100'
import { returnStock, type CatalogueService } from '../modules/catalogue'
import type { CouponsService } from '../modules/coupons'
import type { FulfilmentService } from '../modules/fulfilment'
import { notices, type MessagesService } from '../modules/messages'
import type { OrderRow, OrdersService } from '../modules/orders'
import type { PaymentsService } from '../modules/payments'
import type { PointsService } from '../modules/points'
import {
  goodsLine,
  lineHolds,
  outRefundNo,
  refundableOrder,
  refundRecords,
  type RefundRow,
  type RefundsService,
  type RefundWithLines,
} from '../modules/refunds'
import { giftTakes } from './close-order'

/** How long after asking WeChat Pay the sweep checks a refund still processing (and retries one that failed to reach it). */
export const REFUND_CHECK_AFTER_MS = 30_000
/** Refunds one sweep takes on. */
const SWEEP_BATCH = 20

const DAY_MS = 86_400_000

export interface RefundFlowDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  orders: Pick<OrdersService, 'lock' | 'transition' | 'record' | 'linesOf'>
  refunds: RefundsService
  fulfilment: Pick<FulfilmentService, 'shippedByLine' | 'shipWhatRemains'>
  payments: Pick<PaymentsService, 'paidOf' | 'move'>
  points: Pick<PointsService, 'refundPart' | 'earned' | 'balance'>
  coupons: Pick<CouponsService, 'release'>
  catalogue: Pick<CatalogueService, 'refreshSkus'>
  messages: Pick<MessagesService, 'send'>
  /** WeChat Pay's merchant client (refunds do not depend on the app that paid). */
  wechatPay: Pick<WeChatPay, 'refund' | 'queryRefund'>
}

/** What WeChat Pay says about a refund. */
export interface ProviderRefundAnswer {
  outRefundNo: string
  refundId: string
  status: 'SUCCESS' | 'CLOSED' | 'PROCESSING' | 'ABNORMAL'
}

type RefundAsk = ParsedBodyOf<typeof refundModify>

/** Who moves a refund. */
type By = { actor: 'customer' | 'staff' | 'system' | 'provider'; actorId?: string | null }

export type RefundFlow = ReturnType<typeof createRefundFlow>

/**
 * Refunds across the modules (docs/orders.md "Refunds in this shop"): the shopper asks (one refund of an order in
 * progress at a time, amounts by the domain's rules), the merchant decides, the money goes back through WeChat Pay
 * (once per out_refund_no, a PROCESSING answer checked by the sweep until final; nothing to send back: no provider),
 * and on success ONE transaction settles everything: the refund, the points, the stock, the payment, and with the
 * order's last goods the coupon and the order (refunded).
 */
export function createRefundFlow(deps: RefundFlowDeps) {
  const { db, clock, log, orders, refunds, fulfilment, payments, points, coupons, catalogue, messages, wechatPay } =
    deps

  /** An order as the refund rules see it, inside the transaction that holds it (one query at a time on `tx`). */
  async function orderContext(tx: Db, order: OrderRow, leaveOut?: number) {
    const lines = await orders.linesOf(tx, order.id)
    const all = await refunds.ofOrder(order.id, tx)
    const shipped = await fulfilment.shippedByLine(order.id, tx)
    const items = all.filter((item) => item.refund.id !== leaveOut)
    const snapshot = refundableOrder(order, lines)
    const records = refundRecords(items)
    const facts: OrderFacts = {
      now: clock.now().getTime(),
      payDeadline: order.payDeadline.getTime(),
      paidAt: order.paidAt?.getTime() ?? null,
      shipped: shipped.size > 0,
      invoiceRequested: false,
      ...orderRefundState(snapshot, records),
    }
    return { lines, items, snapshot, records, shipped, holds: lineHolds(items), facts }
  }
  type OrderContext = Awaited<ReturnType<typeof orderContext>>

  /** Per line, shipped units no refund holds yet: the most a return can send back. */
  const returnable = (ctx: OrderContext, lineId: number) => {
    const hold = ctx.holds.get(lineId)
    return (ctx.shipped.get(lineId) ?? 0) - ((hold?.quantity ?? 0) - (hold?.unshipped ?? 0))
  }

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

  /**
   * Locks the refund's order, then the refund (the order first, as every refund move does; docs/orders.md "Lock
   * order"): refundNotFound.
   */
  async function lockRefund(tx: Db, refundId: number, customerId?: number) {
    const { refund: peeked } = await refunds.get(refundId, customerId, tx)
    const order = await orders.lock(tx, peeked.orderId)
    const refund = await refunds.lock(tx, refundId, customerId)
    if (!refund) throw new DomainError('refundNotFound', { refundId })
    return { order, refund }
  }

  /**
   * The earned points a refund takes back: the order's earned points in proportion to the money refunded so far
   * (all of them with its last goods), less what earlier refunds took.
   */
  async function earnedToTakeBack(tx: Db, order: OrderRow, refund: RefundRow, items: readonly RefundWithLines[]) {
    const earned = await points.earned(String(order.id), tx)
    if (earned === 0) return 0
    const earlier = items.filter((i) => i.refund.status === 'refunded' && i.refund.id !== refund.id)
    const taken = earlier.reduce((n, i) => n + i.refund.pointsTakenBack, 0)
    const refundedMoney = earlier.reduce((n, i) => n + i.refund.totalAmount, 0) + refund.totalAmount
    const paid = order.totalRealPayAmount
    const due = refund.completesOrder || paid === 0 ? earned : Math.floor((earned * refundedMoney) / paid)
    return Math.max(0, Math.min(earned, due) - taken)
  }

  /** Asks for the money (request_refund) inside the decision's transaction; the provider is called after commit. */
  const requestMoney = (tx: Db, refund: RefundRow, by: By) =>
    refunds.move(tx, refund, 'request_refund', by, {
      attempt: refund.attempt + 1,
      providerRefundId: null,
      nextCheckAt: new Date(clock.now().getTime() + REFUND_CHECK_AFTER_MS),
    })

  /**
   * The refund succeeded: ONE transaction moves the refund to refunded and gives back what it takes: the payment's
   * record, stock (returned goods, units refunded before they shipped, and the gifts with the order's last goods if
   * nothing was ever shipped), with the order's last goods the coupon, points (spent ones back, earned ones taken),
   * and the order itself. Once: a refund no longer refunding is left alone. The locks follow docs/orders.md "Lock
   * order": the order and the refund, the payment attempt, the SKU rows, the coupon, the points account last.
   */
  async function finish(refundId: number, by: By, providerRefundId: string | null): Promise<void> {
    const restocked = await db.transaction(async (tx) => {
      const { order, refund } = await lockRefund(tx, refundId)
      if (refund.status !== 'refunding') return []
      const items = await refunds.ofOrder(order.id, tx)
      const lines = await orders.linesOf(tx, order.id)
      const refundLines = items.find((i) => i.refund.id === refund.id)!.lines
      const takes = refundLines
        .map((l) => ({
          skuId: lines.find((line) => line.id === l.orderLineId)!.skuId,
          quantity: refund.type === 'RETURN_REFUND' ? l.quantity : l.unshippedQuantity,
          onSale: false,
        }))
        .filter((take) => take.quantity > 0)
      // The gifts come back with the order's last goods when no parcel ever left (they travel with the first).
      if (refund.completesOrder) {
        const shipped = (await fulfilment.shippedByLine(order.id, tx)).size > 0
        if (giftsReturnToStock({ kind: 'refund', completesOrder: true, shipped })) takes.push(...giftTakes(order))
      }

      const paid = await payments.paidOf(tx, order.id)
      if (paid) {
        await payments.move(tx, paid, refund.completesOrder ? 'refund_fully' : 'refund_partly', {
          refundedAmount: paid.refundedAmount + refund.totalAmount,
        })
      }
      await returnStock(tx, takes, order.createdAt)
      if (refund.completesOrder) await coupons.release(tx, { orderId: String(order.id) })
      // The points account last: a checkout or cancel of the same shopper holds SKU rows while it waits for it.
      const settled = await points.refundPart(tx, {
        customerId: refund.customerId,
        orderId: String(order.id),
        refundId: refund.id,
        points: refund.points,
        takeBack: await earnedToTakeBack(tx, order, refund, items),
      })
      await refunds.move(tx, refund, 'refund_succeeded', by, {
        refundedAt: clock.now(),
        providerRefundId,
        nextCheckAt: null,
        pointsTakenBack: settled.takenBack,
      })
      await messages.send(tx, notices.refundSucceeded(refund))

      const details = { refundId: refund.id, refundNo: refund.refundNo, totalAmount: refund.totalAmount }
      if (refund.completesOrder) {
        await orders.transition(tx, order, 'refund_completed', {
          ...by,
          details,
          set: { closedAt: clock.now(), closeReason: 'refunded' },
        })
      } else {
        await orders.record(tx, order.id, { ...by, type: 'refund_succeeded', details })
        // After the refund's move: the units it took before shipping count as refunded now.
        await fulfilment.shipWhatRemains(tx, order)
      }
      return takes.map((take) => take.skuId)
    })
    if (restocked.length > 0) await catalogue.refreshSkus(restocked)
  }

  /** Applies WeChat Pay's answer about the refund's current attempt. */
  async function settle(refundId: number, answer: ProviderRefundAnswer, by: By): Promise<void> {
    if (answer.status === 'SUCCESS') return finish(refundId, by, answer.refundId)
    await db.transaction(async (tx) => {
      const { refund } = await lockRefund(tx, refundId)
      if (refund.status !== 'refunding' || outRefundNo(refund) !== answer.outRefundNo) return
      if (answer.status === 'PROCESSING') {
        await refunds.update(tx, refund, {
          providerRefundId: answer.refundId,
          nextCheckAt: new Date(clock.now().getTime() + REFUND_CHECK_AFTER_MS),
        })
        return
      }
      // CLOSED / ABNORMAL: back to approved, for the merchant to ask again (a new out_refund_no).
      await refunds.move(
        tx,
        refund,
        'refund_failed',
        { ...by, details: { status: answer.status, outRefundNo: answer.outRefundNo } },
        { nextCheckAt: null },
      )
    })
  }

  /**
   * Sends the money of a refund in `refunding`: nothing to send → done at once; otherwise WeChat Pay's refund with
   * the attempt's out_refund_no (asking twice refunds once). When WeChat Pay cannot be reached the refund stays
   * refunding and the sweep asks again.
   */
  async function sendMoney(refund: RefundRow): Promise<void> {
    if (refund.totalAmount === 0) return finish(refund.id, { actor: 'system' }, null)
    const paid = await payments.paidOf(db, refund.orderId)
    if (!paid) throw new Error(`refund ${refund.refundNo}: order ${refund.orderId} has no paid payment`)
    try {
      const answer = await wechatPay.refund({
        outTradeNo: paid.outTradeNo,
        outRefundNo: outRefundNo(refund),
        refundFen: refund.totalAmount,
        totalFen: paid.amount,
        reason: REFUND_REASONS[refund.reason],
      })
      await settle(refund.id, answer, { actor: 'provider' })
    } catch (error) {
      if (!(error instanceof DomainError)) throw error
      log.warn({ err: error, refundNo: refund.refundNo }, 'WeChat Pay refund not accepted yet; the sweep asks again')
    }
  }

  /** After a decision that asked for the money, send it (outside the decision's transaction). */
  async function afterDecision(refund: RefundRow) {
    if (refund.status === 'refunding') await sendMoney(refund)
    return refunds.merchantDetail(refund.id)
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

    /**
     * The merchant approves: a return becomes waiting_return; otherwise (and once returned goods arrived) the
     * money is asked of WeChat Pay. An approved refund whose payout failed is asked again.
     */
    async approve(userid: string, refundId: number) {
      const by: By = { actor: 'staff', actorId: userid }
      const decided = await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        const approved = refund.status === 'approved' ? refund : await refunds.move(tx, refund, 'approve', by)
        if (approved.status === 'approved') return requestMoney(tx, approved, by)
        // A return waits for the goods: the shopper is told to send them (the money's own message follows later).
        if (approved.status === 'waiting_return' && refund.status !== 'waiting_return') {
          await messages.send(tx, notices.returnApproved(approved))
        }
        return approved
      })
      return afterDecision(decided)
    },

    async reject(userid: string, refundId: number, { reason }: ParsedBodyOf<typeof merchantRejectRefund>) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        await refunds.move(tx, refund, 'reject', { actor: 'staff', actorId: userid }, { rejectReason: reason })
        await messages.send(tx, notices.refundRejected(refund, reason))
      })
      return refunds.merchantDetail(refundId)
    },

    /** The returned goods arrived at the warehouse. */
    async received(userid: string, refundId: number) {
      await db.transaction(async (tx) => {
        const { refund } = await lockRefund(tx, refundId)
        await refunds.move(tx, refund, 'receive', { actor: 'staff', actorId: userid })
      })
      return refunds.merchantDetail(refundId)
    },

    /**
     * Checks the refunds in `refunding` that are due: each claimed with SKIP LOCKED and leased for a check period
     * (so several processes sweep at once without asking twice), then asked again (never reached) or queried
     * (processing) and settled. Answers how many were checked.
     */
    async sweep(): Promise<number> {
      const now = clock.now()
      const due = await db.transaction(async (tx) => {
        const rows = await refunds.claimDue(tx, now, SWEEP_BATCH)
        await refunds.setNextCheck(
          tx,
          rows.map((row) => row.id),
          new Date(now.getTime() + REFUND_CHECK_AFTER_MS),
        )
        return rows
      })
      for (const refund of due) {
        try {
          if (refund.totalAmount === 0 || refund.providerRefundId === null) await sendMoney(refund)
          else await settle(refund.id, await wechatPay.queryRefund(outRefundNo(refund)), { actor: 'system' })
        } catch (error) {
          log.error({ err: error, refundNo: refund.refundNo }, 'refund check failed; the next sweep tries again')
        }
      }
      return due.length
    },

    /** WeChat Pay's refund notification (verified by the notify route): settles the refund it names. */
    async notified(answer: ProviderRefundAnswer): Promise<void> {
      const refund = await refunds.byRefundNo(answer.outRefundNo.replace(/_\d+$/, ''))
      if (refund) await settle(refund.id, answer, { actor: 'provider' })
    },
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The refund sweep the scheduler runs; tests run it by hand with their own clock. */
    refundSweep: () => Promise<number>
  }
}
