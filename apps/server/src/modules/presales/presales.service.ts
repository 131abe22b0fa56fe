import { and, asc, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { DomainError, presaleTermsProblem, type PresaleTerms } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { presaleBuyers, presaleOrders, presales } from './presales.tables'

export type PresaleRow = typeof presales.$inferSelect
export type PresaleOrderRow = typeof presaleOrders.$inferSelect
export type PresalesService = ReturnType<typeof createPresalesService>

/** What an operator sets on a pre-sale. */
export type PresaleInput = Omit<typeof presales.$inferInsert, 'id' | 'sold' | 'createdAt' | 'updatedAt'>

/**
 * The job at each of a pre-sale's times (the balance opens: reminders; the balance window ends: unpaid deposits
 * end by the rule; the shipping date: held orders may ship). It runs the pre-sales' sweep, whose every step is once.
 */
export const PRESALE_TASK = 'presale-step'
export const presaleStepKey = (presaleId: number, at: Date) => `presale-step:${presaleId}:${at.getTime()}`

/** The domain's view of a row's terms (epoch ms). */
export const termsOf = (row: PresaleInput | PresaleRow): PresaleTerms => ({
  mode: row.mode,
  price: row.price,
  deposit: row.deposit ?? null,
  depositValue: row.depositValue ?? null,
  startsAt: row.startsAt.getTime(),
  endsAt: row.endsAt.getTime(),
  balanceStartsAt: row.balanceStartsAt?.getTime() ?? null,
  balanceEndsAt: row.balanceEndsAt?.getTime() ?? null,
  shipFrom: row.shipFrom.getTime(),
})

/**
 * Pre-sales (docs/pre-sales.md): the pre-sales the console defines, their own stock and per-customer limit (both
 * taken by guarded updates in the order's transaction, given back once), and each pre-sale order with its balance.
 */
export function createPresalesService({ db, clock }: { db: Db; clock: Clock }) {
  const find = async (presaleId: number, tx: Db = db): Promise<PresaleRow> => {
    const [row] = await tx.select().from(presales).where(eq(presales.id, presaleId))
    if (!row) throw new DomainError('presaleNotFound', { presaleId })
    return row
  }

  const checkTerms = (input: PresaleInput) => {
    const problem = presaleTermsProblem(termsOf(input))
    if (problem) throw new DomainError('presaleTermsInvalid', { problem })
  }

  /**
   * Gives an order's units back to the pre-sale and to its buyer's limit, once (`releasedAt`, compare-and-set),
   * in the caller's transaction; `settled` says how an unpaid balance ended it. The row released, or null.
   */
  async function release(tx: Db, orderId: number, settled: PresaleOrderRow['settled'] = null) {
    const [released] = await tx
      .update(presaleOrders)
      .set({ releasedAt: clock.now(), settled })
      .where(and(eq(presaleOrders.orderId, orderId), isNull(presaleOrders.releasedAt)))
      .returning()
    if (!released) return null
    await tx
      .update(presaleBuyers)
      .set({ bought: sql`${presaleBuyers.bought} - ${released.quantity}::int` })
      .where(and(eq(presaleBuyers.presaleId, released.presaleId), eq(presaleBuyers.customerId, released.customerId)))
    await tx
      .update(presales)
      .set({ sold: sql`greatest(${presales.sold} - ${released.quantity}::int, 0)` })
      .where(eq(presales.id, released.presaleId))
    return released
  }

  return {
    find,
    list: (onSaleOnly: boolean) =>
      db
        .select()
        .from(presales)
        .where(onSaleOnly ? eq(presales.onSale, true) : undefined)
        .orderBy(desc(presales.id)),

    async create(tx: Db, input: PresaleInput): Promise<PresaleRow> {
      checkTerms(input)
      const now = clock.now()
      const [row] = await tx
        .insert(presales)
        .values({ ...input, sold: 0, createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    /** An edit keeps what was sold: the stock never drops below it (presaleSoldKept). */
    async update(tx: Db, presaleId: number, input: PresaleInput): Promise<{ before: PresaleRow; after: PresaleRow }> {
      checkTerms(input)
      const [before] = await tx.select().from(presales).where(eq(presales.id, presaleId)).for('update')
      if (!before) throw new DomainError('presaleNotFound', { presaleId })
      if (input.stock < before.sold) throw new DomainError('presaleSoldKept', { sold: before.sold })
      const [after] = await tx
        .update(presales)
        .set({ ...input, updatedAt: clock.now() })
        .where(eq(presales.id, presaleId))
        .returning()
      return { before, after: after! }
    },

    /**
     * In the order's transaction: the pre-sale's units (`sold + n <= stock`, presaleSoldOut), the customer's
     * limit (`bought + n <= limit`, presaleLimitExceeded), and the order's pre-sale row.
     */
    async claim(
      tx: Db,
      claim: {
        presale: PresaleRow
        orderId: number
        customerId: number
        quantity: number
        paidNow: number
        balance: number
      },
    ): Promise<void> {
      const { presale, customerId, quantity } = claim
      const limit = presale.limitPerCustomer
      if (quantity > limit) throw new DomainError('presaleLimitExceeded', { presaleId: presale.id, limit })
      const held = await tx
        .insert(presaleBuyers)
        .values({ presaleId: presale.id, customerId, bought: quantity })
        .onConflictDoUpdate({
          target: [presaleBuyers.presaleId, presaleBuyers.customerId],
          set: { bought: sql`${presaleBuyers.bought} + excluded.bought` },
          setWhere: sql`${presaleBuyers.bought} + excluded.bought <= ${limit}`,
        })
        .returning({ bought: presaleBuyers.bought })
      if (held.length === 0) throw new DomainError('presaleLimitExceeded', { presaleId: presale.id, limit })
      const taken = await tx
        .update(presales)
        .set({ sold: sql`${presales.sold} + ${quantity}::int` })
        .where(and(eq(presales.id, presale.id), sql`${presales.sold} + ${quantity}::int <= ${presales.stock}`))
        .returning({ id: presales.id })
      if (taken.length === 0) throw new DomainError('presaleSoldOut', { presaleId: presale.id })
      await tx.insert(presaleOrders).values({
        orderId: claim.orderId,
        presaleId: presale.id,
        customerId,
        quantity,
        paidNow: claim.paidNow,
        balance: claim.balance,
        createdAt: clock.now(),
      })
    },

    release,

    /** A pre-sale order's row (the deposit's or the full payment's), locked when asked. */
    async order(tx: Db, orderId: number, { lock = false } = {}): Promise<PresaleOrderRow | null> {
      const query = tx.select().from(presaleOrders).where(eq(presaleOrders.orderId, orderId))
      return (await (lock ? query.for('update') : query))[0] ?? null
    },

    /** The pre-sale order a balance order pays for. */
    async ofBalanceOrder(tx: Db, balanceOrderId: number): Promise<PresaleOrderRow | null> {
      const [row] = await tx.select().from(presaleOrders).where(eq(presaleOrders.balanceOrderId, balanceOrderId))
      return row ?? null
    },

    /** A pre-sale's balance order: it took no stock (its deposit's order holds the goods), so gives none back. */
    async takesNoStock(tx: Db, order: { id: number; orderType: string }): Promise<boolean> {
      if (order.orderType !== 'advance_sale') return false
      const [row] = await tx
        .select({ orderId: presaleOrders.orderId })
        .from(presaleOrders)
        .where(eq(presaleOrders.balanceOrderId, order.id))
      return row !== undefined
    },

    ordersOf: (customerId: number) =>
      db
        .select()
        .from(presaleOrders)
        .where(eq(presaleOrders.customerId, customerId))
        .orderBy(desc(presaleOrders.orderId)),

    setBalanceOrder: (tx: Db, orderId: number, balanceOrderId: number) =>
      tx.update(presaleOrders).set({ balanceOrderId }).where(eq(presaleOrders.orderId, orderId)),

    /**
     * An order closed unpaid (in its close's transaction): a pre-sale's deposit or full payment gives its units
     * back (`release`); a balance order gives its place up, so the shopper can open another in the window.
     */
    async orderClosed(tx: Db, orderId: number): Promise<void> {
      await release(tx, orderId)
      await tx
        .update(presaleOrders)
        .set({ balanceOrderId: null })
        .where(and(eq(presaleOrders.balanceOrderId, orderId), isNull(presaleOrders.balancePaidAt)))
    },

    /** The deposit (or full payment) paid; held until the shipping date when `shipHeld`. */
    depositPaid: (tx: Db, orderId: number, shipHeld: boolean) =>
      tx
        .update(presaleOrders)
        .set({ depositPaidAt: clock.now(), shipHeld })
        .where(and(eq(presaleOrders.orderId, orderId), isNull(presaleOrders.depositPaidAt))),

    /** The balance paid, once (compare-and-set): the row, or null when it was paid before. */
    async balancePaid(tx: Db, orderId: number, shipHeld: boolean): Promise<PresaleOrderRow | null> {
      const [paid] = await tx
        .update(presaleOrders)
        .set({ balancePaidAt: clock.now(), shipHeld })
        .where(and(eq(presaleOrders.orderId, orderId), isNull(presaleOrders.balancePaidAt)))
        .returning()
      return paid ?? null
    },

    /** The hold until the shipping date ends, once: true the first time. */
    async shipReleased(tx: Db, orderId: number): Promise<boolean> {
      const done = await tx
        .update(presaleOrders)
        .set({ shipHeld: false })
        .where(and(eq(presaleOrders.orderId, orderId), eq(presaleOrders.shipHeld, true)))
        .returning({ orderId: presaleOrders.orderId })
      return done.length > 0
    },

    /** The balance reminder, claimed once: true the first time. */
    async claimReminder(tx: Db, orderId: number): Promise<boolean> {
      const done = await tx
        .update(presaleOrders)
        .set({ remindedAt: clock.now() })
        .where(and(eq(presaleOrders.orderId, orderId), isNull(presaleOrders.remindedAt)))
        .returning({ orderId: presaleOrders.orderId })
      return done.length > 0
    },

    /** Orders whose balance window has ended with the balance not paid and the order not ended yet. */
    dueSettle: (limit: number) =>
      db
        .select({ orderId: presaleOrders.orderId })
        .from(presaleOrders)
        .innerJoin(presales, eq(presales.id, presaleOrders.presaleId))
        .where(
          and(
            sql`${presaleOrders.balance} > 0`,
            isNull(presaleOrders.balancePaidAt),
            isNull(presaleOrders.releasedAt),
            sql`${presaleOrders.depositPaidAt} is not null`,
            lte(presales.balanceEndsAt, clock.now()),
          ),
        )
        .orderBy(asc(presaleOrders.orderId))
        .limit(limit),

    /** Paid orders held for a shipping date that has come. */
    dueShipping: (limit: number) =>
      db
        .select({ orderId: presaleOrders.orderId })
        .from(presaleOrders)
        .innerJoin(presales, eq(presales.id, presaleOrders.presaleId))
        .where(and(eq(presaleOrders.shipHeld, true), lte(presales.shipFrom, clock.now())))
        .orderBy(asc(presaleOrders.orderId))
        .limit(limit),

    /** Paid deposits whose balance window is open, not reminded yet; with their pre-sale. */
    dueReminders: (limit: number) =>
      db
        .select({ order: presaleOrders, presale: presales })
        .from(presaleOrders)
        .innerJoin(presales, eq(presales.id, presaleOrders.presaleId))
        .where(
          and(
            isNull(presaleOrders.remindedAt),
            isNull(presaleOrders.balancePaidAt),
            isNull(presaleOrders.releasedAt),
            sql`${presaleOrders.depositPaidAt} is not null`,
            sql`${presaleOrders.balance} > 0`,
            lte(presales.balanceStartsAt, clock.now()),
            gt(presales.balanceEndsAt, clock.now()),
          ),
        )
        .orderBy(asc(presaleOrders.orderId))
        .limit(limit),

    ordersPage: async (presaleId: number, page: number, size: number) => {
      const where = eq(presaleOrders.presaleId, presaleId)
      const rows = await db
        .select()
        .from(presaleOrders)
        .where(where)
        .orderBy(desc(presaleOrders.orderId))
        .limit(size)
        .offset(page * size)
      const [total] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(presaleOrders)
        .where(where)
      return { rows, total: total?.n ?? 0 }
    },
  }
}
