import { DomainError, groupDeadline, type GroupStatus } from '@shop/domain'
import { and, asc, count, desc, eq, gt, inArray, lte, or, sql } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { groupBuyActivities, groupBuyGroups, groupBuyMembers, groupBuySkus } from './group-buys.tables'

export type GroupBuyActivityRow = typeof groupBuyActivities.$inferSelect
export type GroupRow = typeof groupBuyGroups.$inferSelect
export type GroupMemberRow = typeof groupBuyMembers.$inferSelect
export type GroupBuysService = ReturnType<typeof createGroupBuysService>

/** An activity with its SKUs' group prices. */
export interface GroupBuy {
  activity: GroupBuyActivityRow
  prices: Map<number, number>
}

/** What an activity is saved with (the console's body, times parsed). */
export interface GroupBuyValues {
  name: string
  goodsId: number
  startTime: Date
  endTime: Date
  groupSize: number
  groupHours: number
  limitPerCustomer: number
  allowVirtual: boolean
  skus: { skuId: number; groupPrice: number }[]
}

/** What a payment did to its participation (docs/group-buys.md "Seats"). */
export type Seating =
  | { outcome: 'seated'; group: GroupRow }
  /** It took the last seat: the group is full (the flow ends it as succeeded). */
  | { outcome: 'filled'; group: GroupRow }
  /** A late payer: the group was full, past its deadline or ended; the flow refunds the order. */
  | { outcome: 'refused'; groupId: number | null }
  /** Not a pending participation (seated before: a payment settled twice never gets here). */
  | { outcome: 'none' }

/** Statuses of a participation that still count for the customer's limit (cancelled and refused do not). */
const COUNTED = ['pending', 'seated', 'succeeded', 'failed'] as const

/**
 * The group buys' own rows (docs/group-buys.md): activities and their group prices, groups and their members. A seat
 * is taken by one guarded update (`joined < size`, open, before its deadline) in the payment's transaction; a group
 * ends by a status compare-and-set, so once. The flows (src/flows/group-buy.ts, group-seat.ts) tie these to orders.
 */
export function createGroupBuysService({ db, clock }: { db: Db; clock: Clock }) {
  async function pricesOf(handle: Db, activityIds: number[]) {
    const byActivity = new Map<number, Map<number, number>>(activityIds.map((id) => [id, new Map()]))
    if (activityIds.length === 0) return byActivity
    const rows = await handle.select().from(groupBuySkus).where(inArray(groupBuySkus.activityId, activityIds))
    for (const row of rows) byActivity.get(row.activityId)!.set(row.skuId, row.groupPrice)
    return byActivity
  }

  async function withPrices(handle: Db, rows: GroupBuyActivityRow[]): Promise<GroupBuy[]> {
    const prices = await pricesOf(
      handle,
      rows.map((row) => row.id),
    )
    return rows.map((activity) => ({ activity, prices: prices.get(activity.id)! }))
  }

  return {
    async activity(activityId: number, handle: Db = db): Promise<GroupBuy | null> {
      const rows = await handle.select().from(groupBuyActivities).where(eq(groupBuyActivities.id, activityId))
      return (await withPrices(handle, rows))[0] ?? null
    },

    /** Activities not ended (or all), the soonest ending first; of one goods when asked. */
    async activities(filter: { endingAfter?: Date; goodsId?: number } = {}): Promise<GroupBuy[]> {
      const rows = await db
        .select()
        .from(groupBuyActivities)
        .where(
          and(
            filter.endingAfter ? gt(groupBuyActivities.endTime, filter.endingAfter) : undefined,
            filter.goodsId !== undefined ? eq(groupBuyActivities.goodsId, filter.goodsId) : undefined,
          ),
        )
        .orderBy(asc(groupBuyActivities.endTime), asc(groupBuyActivities.id))
      return withPrices(db, rows)
    },

    /** The console's page, newest first. */
    async page(page: number, size: number) {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(groupBuyActivities)
          .orderBy(desc(groupBuyActivities.startTime), desc(groupBuyActivities.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(groupBuyActivities),
      ])
      return { rows: await withPrices(db, rows), total: total?.n ?? 0 }
    },

    /** Another activity of the goods whose time overlaps [start, end) (the console refuses it). */
    async overlapping(tx: Db, goodsId: number, start: Date, end: Date, except: number | null) {
      const [row] = await tx
        .select({ id: groupBuyActivities.id })
        .from(groupBuyActivities)
        .where(
          and(
            eq(groupBuyActivities.goodsId, goodsId),
            sql`${groupBuyActivities.startTime} < ${end.toISOString()}::timestamptz`,
            sql`${groupBuyActivities.endTime} > ${start.toISOString()}::timestamptz`,
            except === null ? undefined : sql`${groupBuyActivities.id} <> ${except}`,
          ),
        )
        .limit(1)
      return row?.id ?? null
    },

    /** Creates (id null) or replaces an activity and its prices. */
    async save(tx: Db, activityId: number | null, { skus, ...values }: GroupBuyValues): Promise<number> {
      const now = clock.now()
      let id = activityId
      if (id === null) {
        const [made] = await tx
          .insert(groupBuyActivities)
          .values({ ...values, createdAt: now, updatedAt: now })
          .returning({ id: groupBuyActivities.id })
        id = made!.id
      } else {
        await tx
          .update(groupBuyActivities)
          .set({ ...values, updatedAt: now })
          .where(eq(groupBuyActivities.id, id))
        await tx.delete(groupBuySkus).where(eq(groupBuySkus.activityId, id))
      }
      await tx.insert(groupBuySkus).values(skus.map((sku) => ({ ...sku, activityId: id })))
      return id
    },

    /**
     * Inside the order's transaction: the order's participation, pending until paid (it holds no seat). Refused:
     * groupBuyLimitExceeded (the customer took part `limit` times), groupBuyAlreadyJoined (an open participation in
     * this activity: the unique index decides between two submits at once).
     */
    async place(
      tx: Db,
      member: { orderId: number; activityId: number; customerId: number; skuId: number; joinGroupId: number | null },
      limit: number,
    ): Promise<void> {
      const [taken] = await tx
        .select({ n: count() })
        .from(groupBuyMembers)
        .where(
          and(
            eq(groupBuyMembers.activityId, member.activityId),
            eq(groupBuyMembers.customerId, member.customerId),
            inArray(groupBuyMembers.status, [...COUNTED]),
          ),
        )
      if ((taken?.n ?? 0) >= limit) {
        throw new DomainError('groupBuyLimitExceeded', { activityId: member.activityId, limit })
      }
      const placed = await tx
        .insert(groupBuyMembers)
        .values({ ...member, leader: member.joinGroupId === null, status: 'pending', createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ orderId: groupBuyMembers.orderId })
      if (placed.length === 0) throw new DomainError('groupBuyAlreadyJoined', { activityId: member.activityId })
    },

    /**
     * Inside the payment's transaction, on the locked order: its pending participation takes its seat. A leader's
     * payment makes the group (joined 1, its deadline from now, capped by the activity's end); a member's takes a
     * seat by one guarded update (`joined < size`, open, `expires_at > now`), so of two payments for the last seat
     * one wins and the other is refused.
     */
    async seat(tx: Db, orderId: number, activity: GroupBuyActivityRow): Promise<Seating> {
      const now = clock.now()
      const [member] = await tx
        .select()
        .from(groupBuyMembers)
        .where(and(eq(groupBuyMembers.orderId, orderId), eq(groupBuyMembers.status, 'pending')))
        .for('update')
      if (!member) return { outcome: 'none' }
      let group: GroupRow | undefined
      if (member.joinGroupId === null) {
        const expiresAt = groupDeadline(now.getTime(), activity.groupHours, activity.endTime.getTime())
        if (expiresAt > now.getTime()) {
          ;[group] = await tx
            .insert(groupBuyGroups)
            .values({
              activityId: activity.id,
              leaderId: member.customerId,
              size: activity.groupSize,
              joined: 1,
              status: 'open',
              expiresAt: new Date(expiresAt),
              createdAt: now,
            })
            .returning()
        }
      } else {
        ;[group] = await tx
          .update(groupBuyGroups)
          .set({ joined: sql`${groupBuyGroups.joined} + 1` })
          .where(
            and(
              eq(groupBuyGroups.id, member.joinGroupId),
              eq(groupBuyGroups.status, 'open'),
              sql`${groupBuyGroups.joined} < ${groupBuyGroups.size}`,
              gt(groupBuyGroups.expiresAt, now),
            ),
          )
          .returning()
      }
      if (!group) {
        await tx
          .update(groupBuyMembers)
          .set({ status: 'refused', endedAt: now })
          .where(eq(groupBuyMembers.orderId, orderId))
        return { outcome: 'refused', groupId: member.joinGroupId }
      }
      await tx
        .update(groupBuyMembers)
        .set({ status: 'seated', groupId: group.id, seatedAt: now })
        .where(eq(groupBuyMembers.orderId, orderId))
      return { outcome: group.joined >= group.size ? 'filled' : 'seated', group }
    },

    /**
     * Ends an open group (a compare-and-set: once): succeeded (full, or virtually at its deadline) with its seated
     * members, or failed (its members stay seated until each is refunded). Null when it was not open (or, for a
     * deadline, not due yet). Answers the group and the orders of the members it moved.
     */
    async end(
      tx: Db,
      groupId: number,
      to: Exclude<GroupStatus, 'open'>,
      how: { virtual?: boolean; due?: boolean } = {},
    ): Promise<{ group: GroupRow; orderIds: number[] } | null> {
      const now = clock.now()
      const [group] = await tx
        .update(groupBuyGroups)
        .set({ status: to, virtual: how.virtual ?? false, endedAt: now })
        .where(
          and(
            eq(groupBuyGroups.id, groupId),
            eq(groupBuyGroups.status, 'open'),
            how.due ? lte(groupBuyGroups.expiresAt, now) : undefined,
          ),
        )
        .returning()
      if (!group) return null
      if (to === 'failed') return { group, orderIds: [] }
      const moved = await tx
        .update(groupBuyMembers)
        .set({ status: 'succeeded', endedAt: now })
        .where(and(eq(groupBuyMembers.groupId, groupId), eq(groupBuyMembers.status, 'seated')))
        .returning({ orderId: groupBuyMembers.orderId })
      return { group, orderIds: moved.map((m) => m.orderId) }
    },

    /** A failed group's member, refunded: seated → failed (a compare-and-set, so once), in the refund's transaction. */
    async memberFailed(tx: Db, orderId: number): Promise<boolean> {
      const moved = await tx
        .update(groupBuyMembers)
        .set({ status: 'failed', endedAt: clock.now() })
        .where(and(eq(groupBuyMembers.orderId, orderId), eq(groupBuyMembers.status, 'seated')))
        .returning({ orderId: groupBuyMembers.orderId })
      return moved.length > 0
    },

    /** Inside the close of an unpaid group order: its pending participation is cancelled (once). */
    async cancelPending(tx: Db, orderId: number): Promise<void> {
      await tx
        .update(groupBuyMembers)
        .set({ status: 'cancelled', endedAt: clock.now() })
        .where(and(eq(groupBuyMembers.orderId, orderId), eq(groupBuyMembers.status, 'pending')))
    },

    /** Open groups past their deadline, and failed groups with members not refunded yet (the sweep's work). */
    async dueGroups(max: number): Promise<number[]> {
      const now = clock.now()
      const rows = await db
        .selectDistinct({ id: groupBuyGroups.id })
        .from(groupBuyGroups)
        .leftJoin(
          groupBuyMembers,
          and(eq(groupBuyMembers.groupId, groupBuyGroups.id), eq(groupBuyMembers.status, 'seated')),
        )
        .where(
          or(
            and(eq(groupBuyGroups.status, 'open'), lte(groupBuyGroups.expiresAt, now)),
            and(eq(groupBuyGroups.status, 'failed'), sql`${groupBuyMembers.orderId} is not null`),
          ),
        )
        .limit(max)
      return rows.map((row) => row.id)
    },

    async group(groupId: number, handle: Db = db): Promise<GroupRow | null> {
      const [row] = await handle.select().from(groupBuyGroups).where(eq(groupBuyGroups.id, groupId))
      return row ?? null
    },

    /** The members of these groups who paid (seated, succeeded or failed), in the order they joined. */
    async membersOf(groupIds: number[], handle: Db = db): Promise<GroupMemberRow[]> {
      if (groupIds.length === 0) return []
      return handle
        .select()
        .from(groupBuyMembers)
        .where(
          and(
            inArray(groupBuyMembers.groupId, groupIds),
            inArray(groupBuyMembers.status, ['seated', 'succeeded', 'failed']),
          ),
        )
        .orderBy(asc(groupBuyMembers.seatedAt), asc(groupBuyMembers.orderId))
    },

    /** Open, not expired groups of these activities with a seat free, the soonest deadline first. */
    async joinable(activityIds: number[], max: number): Promise<GroupRow[]> {
      if (activityIds.length === 0) return []
      return db
        .select()
        .from(groupBuyGroups)
        .where(
          and(
            inArray(groupBuyGroups.activityId, activityIds),
            eq(groupBuyGroups.status, 'open'),
            gt(groupBuyGroups.expiresAt, clock.now()),
            sql`${groupBuyGroups.joined} < ${groupBuyGroups.size}`,
          ),
        )
        .orderBy(asc(groupBuyGroups.expiresAt), asc(groupBuyGroups.id))
        .limit(max)
    },

    /** The groups of an activity for the console, newest first; of one status when asked. */
    async groupsPage(
      filter: { activityId?: number; status?: GroupStatus; virtual?: boolean },
      page: number,
      size: number,
    ) {
      const where = and(
        filter.activityId !== undefined ? eq(groupBuyGroups.activityId, filter.activityId) : undefined,
        filter.status ? eq(groupBuyGroups.status, filter.status) : undefined,
        filter.virtual !== undefined ? eq(groupBuyGroups.virtual, filter.virtual) : undefined,
      )
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(groupBuyGroups)
          .where(where)
          .orderBy(desc(groupBuyGroups.createdAt), desc(groupBuyGroups.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(groupBuyGroups).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** A customer's participations that were paid (their groups), newest first. */
    async ofCustomer(customerId: number, page: number, size: number) {
      const where = and(eq(groupBuyMembers.customerId, customerId), sql`${groupBuyMembers.groupId} is not null`)
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(groupBuyMembers)
          .where(where)
          .orderBy(desc(groupBuyMembers.createdAt))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(groupBuyMembers).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** The participation of an order (null for other orders). */
    async memberOfOrder(orderId: number, handle: Db = db): Promise<GroupMemberRow | null> {
      const [row] = await handle.select().from(groupBuyMembers).where(eq(groupBuyMembers.orderId, orderId))
      return row ?? null
    },

    /** Units counted per activity (succeeded members) and open groups, for the console. */
    async figures(activityIds: number[]) {
      const out = new Map<number, { groups: number; open: number; succeeded: number; failed: number }>()
      if (activityIds.length === 0) return out
      const rows = await db
        .select({ activityId: groupBuyGroups.activityId, status: groupBuyGroups.status, n: count() })
        .from(groupBuyGroups)
        .where(inArray(groupBuyGroups.activityId, activityIds))
        .groupBy(groupBuyGroups.activityId, groupBuyGroups.status)
      for (const id of activityIds) out.set(id, { groups: 0, open: 0, succeeded: 0, failed: 0 })
      for (const row of rows) {
        const f = out.get(row.activityId)!
        f.groups += row.n
        f[row.status] += row.n
      }
      return out
    },
  }
}
