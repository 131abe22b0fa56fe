import type { FastifyBaseLogger } from 'fastify'
import type { OrderMoved } from '@shop/contracts'
import { assertOrderAction, giftsReturnToStock, type OrderEvent } from '@shop/domain'
import type { Clock } from '../platform/clock'
import type { Db } from '../platform/database'
import type { WeChatPayAccounts } from '../providers'
import { returnStock, type CatalogueService, type StockTake } from '../modules/catalogue'
import type { CouponsService } from '../modules/coupons'
import { movedAnswer, type OrderActor, type OrderRow, type OrdersService } from '../modules/orders'
import type { PaymentsService } from '../modules/payments'
import type { PointsService } from '../modules/points'
import { markPaid, type MarkPaidDeps, type PaidFact } from './mark-paid'

export interface CloseOrderDeps extends MarkPaidDeps {
  db: Db
  clock: Clock
  orders: Pick<OrdersService, 'lock' | 'transition' | 'record' | 'linesOf' | 'claimDue'>
  payments: Pick<PaymentsService, 'move' | 'byOutTradeNo' | 'openOf'>
  wechatPay: Pick<WeChatPayAccounts, 'merchant'>
  catalogue: Pick<CatalogueService, 'refreshSkus'>
  coupons: Pick<CouponsService, 'release'>
  points: Pick<PointsService, 'refund'>
  log: FastifyBaseLogger
}

/** Who closes an unpaid order, and how it reads in its timeline. */
interface CloseHow {
  event: Extract<OrderEvent, 'cancel' | 'auto_close'>
  /** cancel_pay: the tracking event of spec §4 for a shopper's cancel. */
  type: 'cancel_pay' | 'auto_close'
  actor: OrderActor
  actorId: string | null
  reason: 'cancelled_by_customer' | 'pay_timeout'
}

export interface Closed {
  order: OrderRow
  /** false: WeChat Pay had been paid after all, so the order was marked paid instead. */
  closed: boolean
  skuIds: number[]
}

/**
 * Closes an unpaid order inside the caller's transaction, with its row locked in wait_pay. First the open payment
 * attempt is closed at WeChat Pay, so nothing can be paid once the goods are back on sale; if WeChat Pay answers
 * that it was paid (ORDERPAID), the order is marked paid instead and nothing returns. Otherwise, in the same
 * transaction: the attempt → closed, the order → cancelled (guarded by the status it was read in), its stock (the
 * goods' and the gifts'), coupon and points given back. A retry after a crash runs it all again: closing at WeChat
 * Pay is idempotent and nothing else was committed. The provider is called while the order's row is locked: a
 * notification for this order waits, then finds it settled one way or the other. The locks come in the order of
 * docs/orders.md "Lock order": the order (the caller's), the attempt, the SKU rows, the coupon, the points account.
 */
export async function closeUnpaidOrder(tx: Db, deps: CloseOrderDeps, order: OrderRow, how: CloseHow): Promise<Closed> {
  const { orders, payments, clock } = deps
  const open = await payments.openOf(tx, order.id)
  if (open && open.product !== 'free') {
    const { merchant } = deps.wechatPay
    if ((await merchant.close(open.outTradeNo)) === 'already_paid') {
      const settled = await markPaid(tx, deps, open.outTradeNo, await paidFactFromQuery(deps, open.outTradeNo))
      deps.log.info(
        { orderId: order.id, outTradeNo: open.outTradeNo },
        'order paid at WeChat Pay while closing: marked paid',
      )
      return { order: settled?.outcome === 'paid' ? settled.order : order, closed: false, skuIds: [] }
    }
    await payments.move(tx, open, 'close')
  }
  const now = clock.now()
  const closed = await orders.transition(tx, order, how.event, {
    type: how.type,
    actor: how.actor,
    actorId: how.actorId,
    set: { closedAt: now, closeReason: how.reason },
  })
  const lines = await orders.linesOf(tx, order.id)
  const gifts = giftsReturnToStock({ kind: 'close' }) ? giftTakes(order) : []
  await returnStock(
    tx,
    [
      ...lines.map((line) => ({ skuId: line.skuId, quantity: line.quantity, onSale: line.activityPrice !== null })),
      ...gifts,
    ],
    order.createdAt,
  )
  await deps.coupons.release(tx, { orderId: String(order.id) })
  await deps.points.refund(tx, { customerId: order.customerId, orderId: String(order.id), reason: 'cancel_order' })
  const skuIds = [...lines.map((line) => line.skuId), ...gifts.map((gift) => gift.skuId)]
  return { order: closed, closed: true, skuIds: [...new Set(skuIds)] }
}

/**
 * The gift units an order took from stock, as takes to give back (never a flash sale's). None for an order placed
 * before gifts were taken from stock (`giftStockTaken` false): giving those back would make stock out of nothing.
 */
export function giftTakes(order: Pick<OrderRow, 'gifts' | 'giftStockTaken'>): StockTake[] {
  if (!order.giftStockTaken) return []
  return order.gifts.map((gift) => ({ skuId: Number(gift.skuId), quantity: gift.quantity, onSale: false }))
}

/** What WeChat Pay's order query says about a paid attempt, as a fact to settle it with. */
export async function paidFactFromQuery(
  deps: Pick<CloseOrderDeps, 'wechatPay' | 'clock'>,
  outTradeNo: string,
): Promise<PaidFact> {
  const status = await deps.wechatPay.merchant.queryByOutTradeNo(outTradeNo)
  return {
    transactionId: status.transactionId ?? null,
    amount: status.amountTotal ?? 0,
    paidAt: status.successTime ?? deps.clock.now(),
    notificationId: null,
    actor: 'provider',
  }
}

/** The shopper cancels an unpaid order (orderStatusInvalid for any other); another's order is orderNotFound. */
export async function cancelOrder(deps: CloseOrderDeps, customerId: number, orderId: number): Promise<OrderMoved> {
  const { order, skuIds } = await deps.db.transaction(async (tx) => {
    const locked = await deps.orders.lock(tx, orderId, customerId)
    assertOrderAction('cancel', locked.status, {
      now: deps.clock.now().getTime(),
      payDeadline: locked.payDeadline.getTime(),
      paidAt: null,
      shipped: false,
      invoiceRequested: false,
      refundInProgress: false,
      fullyRefunded: false,
    })
    return closeUnpaidOrder(tx, deps, locked, {
      event: 'cancel',
      type: 'cancel_pay',
      actor: 'customer',
      actorId: String(customerId),
      reason: 'cancelled_by_customer',
    })
  })
  if (skuIds.length > 0) await deps.catalogue.refreshSkus(skuIds)
  return movedAnswer(order)
}

/**
 * The sweep: closes every unpaid order past its pay deadline, one transaction each, claimed with
 * `FOR UPDATE SKIP LOCKED` so several processes share the work. An order whose close fails (WeChat Pay
 * unreachable) stays as it is and is tried again at the next sweep. Answers how many orders it moved.
 */
export async function closeUnpaidOrders(deps: CloseOrderDeps, { max = 500 } = {}): Promise<number> {
  let afterId = 0
  let moved = 0
  for (let claimed = 0; claimed < max; claimed++) {
    let result: Closed | null
    let claimedId: number | null = null
    try {
      result = await deps.db.transaction(async (tx) => {
        const [due] = await deps.orders.claimDue(tx, 'wait_pay', 'payDeadline', deps.clock.now(), { limit: 1, afterId })
        if (!due) return null
        claimedId = afterId = due.id
        return closeUnpaidOrder(tx, deps, due, {
          event: 'auto_close',
          type: 'auto_close',
          actor: 'system',
          actorId: null,
          reason: 'pay_timeout',
        })
      })
    } catch (error) {
      if (claimedId === null) throw error
      deps.log.warn({ err: error, orderId: claimedId }, 'closing an unpaid order failed; tried again at the next sweep')
      continue
    }
    if (!result) break
    moved++
    if (result.skuIds.length > 0) await deps.catalogue.refreshSkus(result.skuIds)
  }
  return moved
}
