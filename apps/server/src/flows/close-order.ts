import type { merchantCancelOrder, OrderMoved, ResponseOf } from '@shop/contracts'
import {
  assertOrderAction,
  giftsReturnToStock,
  ORDER_STATUS_LABELS,
  type OrderEvent,
  type OrderType,
} from '@shop/domain'
import type { Db } from '../platform/database'
import { returnStock } from '../modules/catalogue'
import { giftTakes, movedAnswer, type OrderActor, type OrderRow } from '../modules/orders'
import type { FlashSaleOrderRow } from '../modules/flash-sales'
import type { FlowDeps } from './flow-deps'
import { createDecideRefund } from './decide-refund'
import { createMarkPaid } from './mark-paid'
import { createMerchantOrders } from './merchant-orders'
import { releaseTryUse } from './try-use'

/** Who closes an unpaid order, and how it reads in its timeline. */
interface CloseHow {
  event: Extract<OrderEvent, 'cancel' | 'auto_close'>
  /** cancel_pay, cancel_give_order (a gift order): the tracking events of spec §4 for a shopper's cancel. */
  type: 'cancel_pay' | 'cancel_give_order' | 'auto_close' | 'merchant_cancel'
  actor: OrderActor
  actorId: string | null
  reason: 'cancelled_by_customer' | 'pay_timeout' | 'cancelled_by_merchant'
  details?: Record<string, unknown>
}

/** The stock ledger's words for why an unpaid order gave its units back. */
const RELEASE_REASONS: Record<CloseHow['reason'], string> = {
  cancelled_by_customer: '买家取消订单',
  pay_timeout: '超时未支付关闭',
  cancelled_by_merchant: '商家取消订单',
}

/** Orders whose lines carry their programme's own price (a group's, a pre-sale's), never from a flash allotment. */
const FIXED_PRICE_TYPES: readonly OrderType[] = ['group_purchasing', 'advance_sale', 'pre_sale_order']

/** The close at the pay deadline, by the job or the sweep. */
const AUTO_CLOSE: CloseHow = {
  event: 'auto_close',
  type: 'auto_close',
  actor: 'system',
  actorId: null,
  reason: 'pay_timeout',
}

/** The job checkout adds for every order, run at its pay deadline (platform/jobs.ts). */
export const CLOSE_UNPAID_TASK = 'close-unpaid-order'
export const closeUnpaidKey = (orderId: number) => `close-unpaid-order:${orderId}`

export interface Closed {
  order: OrderRow
  /** false: WeChat Pay had been paid after all, so the order was marked paid instead. */
  closed: boolean
  /** SKUs whose stock moved: given back by the close, or taken by a surprise box revealed when it was paid after all. */
  skuIds: number[]
  /** A sec_kill order's flash-sale claim, given back in this transaction (the gate learns it after commit). */
  flash: FlashSaleOrderRow | null
}

export type CloseOrder = ReturnType<typeof createCloseOrder>

/**
 * Closing unpaid orders: the shopper's cancel, the job at the pay deadline (`closeWhenDue`) with the sweep as its
 * safety net (`closeDue`), and `closeUnpaid`,
 * which closes one inside the caller's transaction, with its row locked in wait_pay. First the open payment
 * attempt is closed at WeChat Pay, so nothing can be paid once the goods are back on sale; if WeChat Pay answers
 * that it was paid (ORDERPAID), the order is marked paid instead and nothing returns. Otherwise, in the same
 * transaction: the attempt → closed, the order → cancelled (guarded by the status it was read in), its stock (the
 * goods' and the gifts'), coupon and points given back. A retry after a crash runs it all again: closing at WeChat
 * Pay is idempotent and nothing else was committed. The provider is called while the order's row is locked: a
 * notification for this order waits, then finds it settled one way or the other. The locks come in the order of
 * docs/orders.md "Lock order": the order (the caller's), the attempt, the SKU rows, the coupon, the points account.
 */
export function createCloseOrder(deps: FlowDeps) {
  const { db, orders, payments, refunds, clock, log } = deps
  const { markPaid, factFromQuery } = createMarkPaid(deps)

  async function closeUnpaid(tx: Db, order: OrderRow, how: CloseHow): Promise<Closed> {
    const open = await payments.openOf(tx, order.id)
    if (open && open.product !== 'free') {
      const { merchant } = deps.wechatPay
      if ((await merchant.close(open.outTradeNo)) === 'already_paid') {
        const settled = await markPaid(tx, open.outTradeNo, await factFromQuery(open.outTradeNo))
        log.info(
          { orderId: order.id, outTradeNo: open.outTradeNo },
          'order paid at WeChat Pay while closing: marked paid',
        )
        const paid = settled?.outcome === 'paid' ? settled : null
        return { order: paid?.order ?? order, closed: false, skuIds: paid?.stockMoved ?? [], flash: null }
      }
      await payments.move(tx, open, 'close')
    }
    const now = clock.now()
    const closed = await orders.transition(tx, order, how.event, {
      type: how.type,
      actor: how.actor,
      actorId: how.actorId,
      ...(how.details && { details: how.details }),
      set: { closedAt: now, closeReason: how.reason },
    })
    // An unpaid gift order's gift ends with it (docs/gifts.md).
    const gift = order.orderType === 'give_gift' ? await deps.gifts.byOrder(order.id, tx) : null
    if (gift) await deps.gifts.end(tx, gift.id, ['wait_pay'], 'closed')
    // A pre-sale's balance order took no stock (its deposit's order holds the goods: docs/pre-sales.md).
    const lines = (await deps.presales.takesNoStock(tx, order)) ? [] : await orders.linesOf(tx, order.id)
    const gifts = giftsReturnToStock({ kind: 'close' }) ? giftTakes(order) : []
    // A one-price order is a normal order whose claim row says so (docs/one-price.md): its line's activity price is
    // the one price, no flash sale's.
    const onePrice = order.orderType === 'normal' ? await deps.onePrices.claimOf(tx, order.id) : null
    await returnStock(
      tx,
      [
        ...lines.map((line) => ({
          skuId: line.skuId,
          quantity: line.quantity,
          // A group's or pre-sale's line carries its own price, not a flash sale's: none came from an allotment.
          onSale: !FIXED_PRICE_TYPES.includes(order.orderType) && !onePrice && line.activityPrice !== null,
        })),
        ...gifts,
      ],
      order.createdAt,
      { orderId: order.id, reason: RELEASE_REASONS[how.reason], now },
    )
    // Its allotment and the buyer's limit come back once (after the SKU rows, as the checkout took them).
    if (onePrice) await deps.onePrices.release(tx, order.id)
    await deps.cart.releaseCode(tx, order.id)
    await deps.coupons.release(tx, { orderId: String(order.id) })
    // Before the points account, as a points goods checkout takes them: the goods' row, then the account.
    if (order.orderType === 'integral' || order.orderType === 'integral_gift')
      await deps.pointsGoods.release(tx, order.id)
    // An unpaid surprise box goes back to its stock and the customer's limit (docs/members-programmes.md).
    if (order.orderType === 'normal') await deps.surpriseBoxes.release(tx, order.id)
    // A try-use sample whose shipping fee was not paid: the application lapses, its seat comes back (docs/try-use.md).
    if (order.orderType === 'integral_gift') await releaseTryUse(deps, tx, order.id)
    await deps.points.refund(tx, { customerId: order.customerId, orderId: String(order.id), reason: 'cancel_order' })
    // An unpaid group order held no seat: its participation just ends (docs/group-buys.md).
    if (order.orderType === 'group_purchasing') await deps.groupBuys.cancelPending(tx, order.id)
    const flash = order.orderType === 'sec_kill' ? await deps.flashSales.release(tx, order.id) : null
    // A pre-sale's unpaid deposit (or full payment) gives its units back; an unpaid balance order its place.
    if (order.orderType === 'advance_sale' || order.orderType === 'pre_sale_order') {
      await deps.presales.orderClosed(tx, order.id)
    }
    const skuIds = [...lines.map((line) => line.skuId), ...gifts.map((gift) => gift.skuId)]
    return { order: closed, closed: true, skuIds: [...new Set(skuIds)], flash }
  }

  /** After a close committed: the read model learns the stock, the flash-sale gate the units given back. */
  async function afterClose({ skuIds, flash }: Closed): Promise<void> {
    if (skuIds.length > 0) await deps.catalogue.refreshSkus(skuIds)
    if (flash) await deps.flashGate.release(flash)
  }

  /** The shopper cancels an unpaid order (orderStatusInvalid for any other); another's order is orderNotFound. */
  async function cancel(customerId: number, orderId: number): Promise<OrderMoved> {
    const closed = await db.transaction(async (tx) => {
      const locked = await orders.lock(tx, orderId, customerId)
      assertOrderAction('cancel', locked.status, {
        now: clock.now().getTime(),
        payDeadline: locked.payDeadline.getTime(),
        paidAt: null,
        shipped: false,
        invoiceRequested: false,
        refundInProgress: false,
        fullyRefunded: false,
      })
      return closeUnpaid(tx, locked, {
        event: 'cancel',
        // Spec §4: a gift order's cancel is the tracking event cancel_give_order.
        type: locked.orderType === 'give_gift' ? 'cancel_give_order' : 'cancel_pay',
        actor: 'customer',
        actorId: String(customerId),
        reason: 'cancelled_by_customer',
      })
    })
    await afterClose(closed)
    return movedAnswer(closed.order)
  }

  /**
   * The sweep: closes every unpaid order past its pay deadline, one transaction each, claimed with
   * `FOR UPDATE SKIP LOCKED` so several processes share the work. An order whose close fails (WeChat Pay
   * unreachable) stays as it is and is tried again at the next sweep. Answers how many orders it moved.
   */
  async function closeDue({ max = 500 } = {}): Promise<number> {
    let afterId = 0
    let moved = 0
    for (let claimed = 0; claimed < max; claimed++) {
      let result: Closed | null
      let claimedId: number | null = null
      try {
        result = await db.transaction(async (tx) => {
          const [due] = await orders.claimDue(tx, 'wait_pay', 'payDeadline', clock.now(), { limit: 1, afterId })
          if (!due) return null
          claimedId = afterId = due.id
          return closeUnpaid(tx, due, AUTO_CLOSE)
        })
      } catch (error) {
        if (claimedId === null) throw error
        log.warn({ err: error, orderId: claimedId }, 'closing an unpaid order failed; tried again at the next sweep')
        continue
      }
      if (!result) break
      moved++
      await afterClose(result)
    }
    return moved
  }

  /**
   * The job at an order's pay deadline: closes it when it is still unpaid and due. A job that runs twice, or finds
   * the order paid or cancelled, does nothing; one that runs early (a clock behind) waits for the deadline again.
   */
  async function closeWhenDue(orderId: number): Promise<void> {
    const result = await db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId)
      if (order.status !== 'wait_pay') return null
      if (order.payDeadline > clock.now()) {
        await deps.jobs.add(
          tx,
          CLOSE_UNPAID_TASK,
          { orderId },
          { runAt: order.payDeadline, key: closeUnpaidKey(orderId) },
        )
        return null
      }
      return closeUnpaid(tx, order, AUTO_CLOSE)
    })
    if (result) await afterClose(result)
  }

  /**
   * The merchant cancels (docs/orders.md "The merchant cancels"): an unpaid order is closed like the shopper's cancel
   * (stock, coupon, points back); a paid one with nothing shipped is refunded in full (decide-refund's
   * `refundEverything`, the money sent after commit). Anything else: orderStatusInvalid (shipped goods go through
   * after-sales).
   */
  async function merchantCancel(
    userid: string,
    orderId: number,
    reason: string,
  ): Promise<ResponseOf<typeof merchantCancelOrder>> {
    const decideRefund = createDecideRefund(deps)
    const done = await db.transaction(async (tx) => {
      const order = await orders.lock(tx, orderId)
      if (order.status !== 'wait_pay') {
        return { refund: await decideRefund.refundEverything(tx, order, userid, reason), closed: null }
      }
      const closed = await closeUnpaid(tx, order, {
        event: 'cancel',
        type: 'merchant_cancel',
        actor: 'staff',
        actorId: userid,
        reason: 'cancelled_by_merchant',
        details: { reason },
      })
      if (closed.closed) {
        await deps.audit.record(tx, {
          staffUserid: userid,
          action: 'orders.cancel',
          targetType: 'order',
          targetId: order.id,
          summary: `关闭未支付订单 ${order.orderNo}（库存、优惠券、积分退回）：${reason}`,
          before: { status: order.status },
          after: { status: closed.order.status },
        })
      }
      return { refund: null, closed }
    })
    if (done.closed) await afterClose(done.closed)
    if (done.refund) await decideRefund.afterDecision(done.refund)
    const order = await orders.get(orderId)
    const refund = done.refund && (await refunds.get(done.refund.id))
    return {
      orderId,
      status: order.status,
      statusLabel: ORDER_STATUS_LABELS[order.status],
      refund: refund && createMerchantOrders(deps).refundView(refund),
    }
  }

  return { closeUnpaid, cancel, closeDue, closeWhenDue, merchantCancel }
}
