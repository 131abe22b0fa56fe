import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm'
import type { DistributorChannel } from '@shop/domain'
import { prepared, type Db } from '../../platform/database'
import {
  commissionEntries,
  distributionBindings,
  distributionSettings,
  distributionShares,
  distributorLevels,
  distributors,
  distributorTeams,
  goodsCommissionRates,
  orderAttributions,
  withdrawals,
  type DistributorStatus,
  type WithdrawalStatus,
} from './distribution.tables'

export type DistributorRow = typeof distributors.$inferSelect
export type BindingRow = typeof distributionBindings.$inferSelect
export type ShareRow = typeof distributionShares.$inferSelect
export type CommissionRow = typeof commissionEntries.$inferSelect
export type WithdrawalRow = typeof withdrawals.$inferSelect
export type SettingsRow = typeof distributionSettings.$inferSelect

const first = <T>(rows: T[]): T | null => rows[0] ?? null

/** Read by every submit (the order's attribution): prepared (ADR 0071). */
const openBindingsOf = prepared('distribution_open_bindings', (db) =>
  db
    .select()
    .from(distributionBindings)
    .where(
      and(eq(distributionBindings.customerId, sql.placeholder('customerId')), isNull(distributionBindings.endedAt)),
    ),
)

/** The distribution module's queries (only its own tables). */
export function distributionRepository(db: Db) {
  return {
    settings: async () => first(await db.select().from(distributionSettings).where(eq(distributionSettings.id, 1))),
    saveSettings: (values: Omit<typeof distributionSettings.$inferInsert, 'id'>) =>
      db
        .insert(distributionSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: distributionSettings.id, set: values }),

    distributor: async (id: number) => first(await db.select().from(distributors).where(eq(distributors.id, id))),
    distributorsByIds: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select()
            .from(distributors)
            .where(inArray(distributors.id, [...ids])),
    distributorOf: async (customerId: number) =>
      first(await db.select().from(distributors).where(eq(distributors.customerId, customerId))),
    lockDistributor: async (id: number) =>
      first(await db.select().from(distributors).where(eq(distributors.id, id)).for('update')),
    insertDistributor: async (values: typeof distributors.$inferInsert) =>
      (await db.insert(distributors).values(values).onConflictDoNothing().returning())[0] ?? null,
    updateDistributor: async (id: number, set: Partial<typeof distributors.$inferInsert>, status?: DistributorStatus) =>
      first(
        await db
          .update(distributors)
          .set(set)
          .where(and(eq(distributors.id, id), status && eq(distributors.status, status)))
          .returning(),
      ),
    distributorPage: async (
      filter: {
        status?: DistributorStatus | undefined
        channel?: DistributorChannel | undefined
        mobile?: string | undefined
      },
      page: number,
      size: number,
    ) => {
      const where = and(
        filter.status && eq(distributors.status, filter.status),
        filter.channel && eq(distributors.channel, filter.channel),
        filter.mobile ? eq(distributors.mobile, filter.mobile) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(distributors)
          .where(where)
          .orderBy(desc(distributors.createdAt), desc(distributors.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(distributors).where(where),
      ])
      return { rows, total: total!.n }
    },
    /** Moves commission between the balances; a change that would take a balance below zero touches nothing. */
    async moveBalance(
      id: number,
      delta: { frozen?: number; available?: number; withdrawing?: number; withdrawn?: number; owed?: number },
    ): Promise<boolean> {
      const set: Record<string, SQL> = {}
      const guards: SQL[] = []
      for (const [field, amount] of Object.entries(delta)) {
        if (!amount) continue
        const column = distributors[field as keyof typeof delta]
        set[field] = sql`${column} + ${amount}`
        if (amount < 0) guards.push(gte(column, -amount))
      }
      if (Object.keys(set).length === 0) return true
      const moved = await db
        .update(distributors)
        .set(set)
        .where(and(eq(distributors.id, id), ...guards))
        .returning({ id: distributors.id })
      return moved.length === 1
    },

    levels: () => db.select().from(distributorLevels).orderBy(asc(distributorLevels.sort), asc(distributorLevels.id)),
    level: async (id: number) => first(await db.select().from(distributorLevels).where(eq(distributorLevels.id, id))),
    saveLevel: async (id: number | null, values: { name: string; rateBp: number; sort: number }) =>
      id === null
        ? (await db.insert(distributorLevels).values(values).returning())[0]!
        : first(await db.update(distributorLevels).set(values).where(eq(distributorLevels.id, id)).returning()),
    teams: () => db.select().from(distributorTeams).orderBy(asc(distributorTeams.id)),
    insertTeam: async (name: string, at: Date) =>
      (await db.insert(distributorTeams).values({ name, createdAt: at }).returning())[0]!,
    goodsRates: async (goodsIds: readonly number[]) =>
      goodsIds.length === 0
        ? []
        : db
            .select()
            .from(goodsCommissionRates)
            .where(inArray(goodsCommissionRates.goodsId, [...goodsIds])),
    saveGoodsRate: (goodsId: number, rateBp: number | null) =>
      rateBp === null
        ? db.delete(goodsCommissionRates).where(eq(goodsCommissionRates.goodsId, goodsId))
        : db
            .insert(goodsCommissionRates)
            .values({ goodsId, rateBp })
            .onConflictDoUpdate({ target: goodsCommissionRates.goodsId, set: { rateBp } }),
    allGoodsRates: () => db.select().from(goodsCommissionRates).orderBy(asc(goodsCommissionRates.goodsId)),

    insertShare: async (values: typeof distributionShares.$inferInsert) =>
      (await db.insert(distributionShares).values(values).returning())[0]!,
    share: async (key: string) =>
      first(await db.select().from(distributionShares).where(eq(distributionShares.key, key))),
    opened: (key: string) =>
      db
        .update(distributionShares)
        .set({ opens: sql`${distributionShares.opens} + 1` })
        .where(eq(distributionShares.key, key)),

    openBindings: (customerId: number) => openBindingsOf(db).execute({ customerId }),
    openBinding: async (customerId: number, channel: DistributorChannel) =>
      first(
        await db
          .select()
          .from(distributionBindings)
          .where(
            and(
              eq(distributionBindings.customerId, customerId),
              eq(distributionBindings.channel, channel),
              isNull(distributionBindings.endedAt),
            ),
          ),
      ),
    /** A new open binding; null when another open one of the channel won the race. */
    insertBinding: async (values: typeof distributionBindings.$inferInsert) =>
      (await db.insert(distributionBindings).values(values).onConflictDoNothing().returning())[0] ?? null,
    /** Ends an open binding once (compare-and-set on its end). */
    endBinding: async (id: number, at: Date, reason: string) =>
      (
        await db
          .update(distributionBindings)
          .set({ endedAt: at, endReason: reason })
          .where(and(eq(distributionBindings.id, id), isNull(distributionBindings.endedAt)))
          .returning({ id: distributionBindings.id })
      ).length === 1,
    bindingHistory: (customerId: number) =>
      db
        .select()
        .from(distributionBindings)
        .where(eq(distributionBindings.customerId, customerId))
        .orderBy(desc(distributionBindings.boundAt), desc(distributionBindings.id)),
    bindingPage: async (
      filter: { distributorId?: number | undefined; customerId?: number | undefined; open?: boolean | undefined },
      page: number,
      size: number,
    ) => {
      const where = and(
        filter.distributorId !== undefined ? eq(distributionBindings.distributorId, filter.distributorId) : undefined,
        filter.customerId !== undefined ? eq(distributionBindings.customerId, filter.customerId) : undefined,
        filter.open ? isNull(distributionBindings.endedAt) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(distributionBindings)
          .where(where)
          .orderBy(desc(distributionBindings.boundAt), desc(distributionBindings.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(distributionBindings).where(where),
      ])
      return { rows, total: total!.n }
    },

    insertAttribution: (values: typeof orderAttributions.$inferInsert) =>
      db.insert(orderAttributions).values(values).onConflictDoNothing(),
    attribution: async (orderId: number) =>
      first(await db.select().from(orderAttributions).where(eq(orderAttributions.orderId, orderId))),
    attributedOrders: (distributorId: number) =>
      db
        .select()
        .from(orderAttributions)
        .where(eq(orderAttributions.distributorId, distributorId))
        .orderBy(desc(orderAttributions.createdAt)),

    insertEntries: async (values: (typeof commissionEntries.$inferInsert)[]) =>
      values.length === 0 ? [] : db.insert(commissionEntries).values(values).onConflictDoNothing().returning(),
    /**
     * The order's commission rows, locked until the transaction ends: a refund's reversal and the order's release take
     * them first, so one waits for the other and then sees its rows (frozen or available) as they are.
     */
    lockEntriesOfOrder: (orderId: number) =>
      db
        .select()
        .from(commissionEntries)
        .where(eq(commissionEntries.orderId, orderId))
        .orderBy(asc(commissionEntries.id))
        .for('update'),
    /** The orders with frozen commission, oldest first. */
    frozenOrders: async (limit: number) =>
      (
        await db
          .selectDistinct({ orderId: commissionEntries.orderId })
          .from(commissionEntries)
          .where(eq(commissionEntries.status, 'frozen'))
          .orderBy(asc(commissionEntries.orderId))
          .limit(limit)
      ).map((row) => row.orderId),
    /** Frozen entries of an order become available; answers those that moved (none when another got there first). */
    releaseOrder: (orderId: number, at: Date) =>
      db
        .update(commissionEntries)
        .set({ status: 'available', availableAt: at })
        .where(and(eq(commissionEntries.orderId, orderId), eq(commissionEntries.status, 'frozen')))
        .returning(),
    entryPage: async (
      filter: { distributorId?: number | undefined; orderId?: number | undefined },
      page: number,
      size: number,
    ) => {
      const where = and(
        filter.distributorId !== undefined ? eq(commissionEntries.distributorId, filter.distributorId) : undefined,
        filter.orderId !== undefined ? eq(commissionEntries.orderId, filter.orderId) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(commissionEntries)
          .where(where)
          .orderBy(desc(commissionEntries.createdAt), desc(commissionEntries.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(commissionEntries).where(where),
      ])
      return { rows, total: total!.n }
    },
    /** A distributor's commission rows written in [from, to). */
    entriesWithin: (distributorId: number, from: Date, to: Date) =>
      db
        .select()
        .from(commissionEntries)
        .where(
          and(
            eq(commissionEntries.distributorId, distributorId),
            gte(commissionEntries.createdAt, from),
            sql`${commissionEntries.createdAt} < ${to}`,
          ),
        ),
    /** A distributor's shares of a goods made in [from, to) (its `goodsId` parameter), with how often they were opened. */
    async goodsShares(distributorId: number, goodsId: number, from: Date, to: Date) {
      const [row] = await db
        .select({
          shares: count(),
          opens: sql<number>`coalesce(sum(${distributionShares.opens}), 0)::int`,
        })
        .from(distributionShares)
        .where(
          and(
            eq(distributionShares.distributorId, distributorId),
            sql`${distributionShares.params} ->> 'goodsId' = ${String(goodsId)}`,
            gte(distributionShares.createdAt, from),
            sql`${distributionShares.createdAt} < ${to}`,
          ),
        )
      return row!
    },
    /** Commission earned (accrued, net of reversals) by a distributor from `from` on. */
    async earnedSince(distributorId: number, from: Date, to?: Date) {
      const [row] = await db
        .select({
          amount: sql<number>`coalesce(sum(${commissionEntries.amount}), 0)::int`,
          orders: sql<number>`count(distinct ${commissionEntries.orderId})::int`,
        })
        .from(commissionEntries)
        .where(
          and(
            eq(commissionEntries.distributorId, distributorId),
            gte(commissionEntries.createdAt, from),
            to ? lte(commissionEntries.createdAt, to) : undefined,
          ),
        )
      return row!
    },

    insertWithdrawal: async (values: typeof withdrawals.$inferInsert) =>
      (await db.insert(withdrawals).values(values).onConflictDoNothing().returning())[0] ?? null,
    withdrawalByRequest: async (distributorId: number, requestId: string) =>
      first(
        await db
          .select()
          .from(withdrawals)
          .where(and(eq(withdrawals.distributorId, distributorId), eq(withdrawals.requestId, requestId))),
      ),
    withdrawal: async (id: number) => first(await db.select().from(withdrawals).where(eq(withdrawals.id, id))),
    /** Moves a withdrawal from one status to the next once (compare-and-set). */
    moveWithdrawal: async (id: number, from: WithdrawalStatus, set: Partial<typeof withdrawals.$inferInsert>) =>
      first(
        await db
          .update(withdrawals)
          .set(set)
          .where(and(eq(withdrawals.id, id), eq(withdrawals.status, from)))
          .returning(),
      ),
    withdrawalPage: async (
      filter: { distributorId?: number | undefined; status?: WithdrawalStatus | undefined },
      page: number,
      size: number,
    ) => {
      const where = and(
        filter.distributorId !== undefined ? eq(withdrawals.distributorId, filter.distributorId) : undefined,
        filter.status && eq(withdrawals.status, filter.status),
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(withdrawals)
          .where(where)
          .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(withdrawals).where(where),
      ])
      return { rows, total: total!.n }
    },
    /** Withdrawals whose transfer is not final yet: approved (to ask) and confirming (waiting for the payee). */
    unpaidWithdrawals: (limit: number) =>
      db
        .select()
        .from(withdrawals)
        .where(inArray(withdrawals.status, ['approved', 'confirming']))
        .orderBy(asc(withdrawals.id))
        .limit(limit),
  }
}
