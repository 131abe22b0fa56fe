import { and, desc, eq, gt, inArray, max } from 'drizzle-orm'
import { DomainError, outTradeNo, paymentLifecycle, type PaymentEvent } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { OPEN_PAYMENT_STATUSES, PAID_PAYMENT_STATUSES, payments, type PaymentProduct } from './payments.tables'

export type PaymentRow = typeof payments.$inferSelect

export interface PaymentsDeps {
  clock: Clock
}

export type PaymentsService = ReturnType<typeof createPaymentsService>

/** How long an open attempt is kept for its channel after a payment call (the double-pay lock). */
export const DOUBLE_PAY_LOCK_MS = 2 * 60_000

/**
 * The payment attempts of orders: every call runs inside the caller's transaction (`tx`), next to the order it pays,
 * and every status change follows the domain's payment lifecycle from the status the row was read in.
 */
export function createPaymentsService({ clock }: PaymentsDeps) {
  return {
    /** The order's open attempt (created or prepaid), locked until the transaction ends (lock the order first). */
    async openOf(tx: Db, orderId: number): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])))
        .for('update')
      return row ?? null
    },

    /** The attempt that paid the order (refunds go back through it); null while unpaid. */
    async paidOf(tx: Db, orderId: number): Promise<PaymentRow | null> {
      const [row] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.orderId, orderId), inArray(payments.status, [...PAID_PAYMENT_STATUSES])))
      return row ?? null
    },

    /**
     * The attempt with this out_trade_no; `lock` holds its row until the transaction ends. Lock the order first
     * (every flow locks order, then payment, so two flows never wait on each other crosswise; docs/orders.md "Lock
     * order").
     */
    async byOutTradeNo(tx: Db, no: string, { lock = false } = {}): Promise<PaymentRow | null> {
      const query = tx.select().from(payments).where(eq(payments.outTradeNo, no))
      const [row] = lock ? await query.for('update') : await query
      return row ?? null
    },

    /** Every attempt of the order, newest first. */
    attemptsOf: (tx: Db, orderId: number) =>
      tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.attempt)),

    /**
     * Opens the order's next attempt (`{orderNo}_{n}`) in `created`, locked for its channel for DOUBLE_PAY_LOCK_MS.
     * The caller holds the order's row lock, so attempt numbers never collide.
     */
    async open(
      tx: Db,
      order: { id: number; orderNo: string },
      attempt: {
        payerId: number
        payType: PaymentRow['payType']
        product: PaymentProduct
        appId: string | null
        amount: number
      },
    ): Promise<PaymentRow> {
      const [last] = await tx
        .select({ n: max(payments.attempt) })
        .from(payments)
        .where(eq(payments.orderId, order.id))
      const n = (last?.n ?? 0) + 1
      const now = clock.now()
      const [row] = await tx
        .insert(payments)
        .values({
          orderId: order.id,
          attempt: n,
          outTradeNo: outTradeNo(order.orderNo, n),
          ...attempt,
          status: 'created',
          lockedUntil: attempt.product === 'free' ? null : new Date(now.getTime() + DOUBLE_PAY_LOCK_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      return row!
    },

    /**
     * Moves the attempt by a lifecycle event from the status it was read in (paymentStatusInvalid when the event
     * does not apply or the row changed meanwhile), setting `set` with it. Leaving `created`/`prepaid` releases
     * the double-pay lock.
     */
    async move(
      tx: Db,
      payment: PaymentRow,
      event: PaymentEvent,
      set: Partial<
        Pick<
          PaymentRow,
          'prepayId' | 'h5Url' | 'transactionId' | 'paidAt' | 'notificationId' | 'lockedUntil' | 'refundedAmount'
        >
      > = {},
    ): Promise<PaymentRow> {
      const to = paymentLifecycle.next(payment.status, event)
      const stillOpen = (OPEN_PAYMENT_STATUSES as readonly string[]).includes(to)
      const [row] = await tx
        .update(payments)
        .set({ ...(!stillOpen && { lockedUntil: null }), ...set, status: to, updatedAt: clock.now() })
        .where(and(eq(payments.id, payment.id), eq(payments.status, payment.status)))
        .returning()
      if (!row)
        throw new DomainError('paymentStatusInvalid', { outTradeNo: payment.outTradeNo, from: payment.status, event })
      return row
    },

    /** Keeps an open attempt for its channel DOUBLE_PAY_LOCK_MS longer, with its latest prepay answer. */
    async renew(tx: Db, payment: PaymentRow, set: Pick<PaymentRow, 'prepayId' | 'h5Url'>): Promise<PaymentRow> {
      const now = clock.now()
      const [row] = await tx
        .update(payments)
        .set({ ...set, lockedUntil: new Date(now.getTime() + DOUBLE_PAY_LOCK_MS), updatedAt: now })
        .where(eq(payments.id, payment.id))
        .returning()
      return row!
    },

    /** Lifts the double-pay lock of the order's open attempt; false when nothing was locked. */
    async unlock(tx: Db, orderId: number): Promise<boolean> {
      const now = clock.now()
      const unlocked = await tx
        .update(payments)
        .set({ lockedUntil: null, updatedAt: now })
        .where(
          and(
            eq(payments.orderId, orderId),
            inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
            gt(payments.lockedUntil, now),
          ),
        )
        .returning({ id: payments.id })
      return unlocked.length > 0
    },
  }
}
