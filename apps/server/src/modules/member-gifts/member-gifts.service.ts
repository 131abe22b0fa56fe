import type { z } from 'zod'
import type { memberGiftInput } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { and, count, countDistinct, desc, eq, gt, gte, inArray, sql, sum } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { memberGiftClaims, memberGifts } from './member-gifts.tables'

export type MemberGiftRow = typeof memberGifts.$inferSelect
export type MemberGiftInput = z.output<typeof memberGiftInput>
export type MemberGiftsService = ReturnType<typeof createMemberGiftsService>

/** Participation of one gift: claims, members who claimed, points given, claims since a moment (the China day). */
export interface MemberGiftFigures {
  claims: number
  customers: number
  points: number
  today: number
}

const valuesOf = (input: MemberGiftInput) => ({
  title: input.title,
  kind: input.kind,
  description: input.description,
  points: input.points,
  couponTemplateId: input.couponTemplateId,
  newMemberDays: input.newMemberDays,
  minAge: input.minAge,
  stock: input.stock,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
  active: input.active,
})

/**
 * The member gifts' own rows (docs/members-programmes.md "Member gifts"): the gifts with their packs and each
 * claim, once per member and period. What a claim gives (points, a coupon) is the flow's (flows/member-gifts.ts),
 * through the points ledger and the coupons' issue keys, in the claim's transaction.
 */
export function createMemberGiftsService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    find: async (id: number, tx: Db = db): Promise<MemberGiftRow | null> =>
      (await tx.select().from(memberGifts).where(eq(memberGifts.id, id)))[0] ?? null,

    /** Active gifts not ended at `now`, soonest start first. */
    open: (now: Date): Promise<MemberGiftRow[]> =>
      db
        .select()
        .from(memberGifts)
        .where(and(eq(memberGifts.active, true), gt(memberGifts.endsAt, now)))
        .orderBy(memberGifts.startsAt, memberGifts.id),

    /** `gift:period` of the claims the customer holds among these gifts. */
    async claimsOf(customerId: number, ids: readonly number[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db
        .select({ giftId: memberGiftClaims.giftId, period: memberGiftClaims.period })
        .from(memberGiftClaims)
        .where(and(eq(memberGiftClaims.customerId, customerId), inArray(memberGiftClaims.giftId, ids)))
      return new Set(rows.map((r) => `${r.giftId}:${r.period}`))
    },

    /**
     * Inside the claim's transaction: the claim row (unique per gift, customer and period: of 20 taps at once one
     * inserts, the others wait for it and find it, memberGiftClaimed), then one pack (`claimed < stock`, one guarded
     * update; memberGiftSoldOut rolls the claim back).
     */
    async claim(
      tx: Db,
      { gift, customerId, period }: { gift: MemberGiftRow; customerId: number; period: string },
    ): Promise<void> {
      const inserted = await tx
        .insert(memberGiftClaims)
        .values({ giftId: gift.id, customerId, period, points: gift.points, createdAt: clock.now() })
        .onConflictDoNothing()
        .returning({ id: memberGiftClaims.id })
      if (inserted.length === 0) throw new DomainError('memberGiftClaimed', { id: gift.id })
      const taken = await tx
        .update(memberGifts)
        .set({ claimed: sql`${memberGifts.claimed} + 1` })
        .where(and(eq(memberGifts.id, gift.id), sql`${memberGifts.claimed} < ${memberGifts.stock}`))
        .returning({ id: memberGifts.id })
      if (taken.length === 0) throw new DomainError('memberGiftSoldOut', { id: gift.id })
    },

    // ─── The console ───────────────────────────────────────────────────────────────────────────────

    async page(page: number, size: number): Promise<{ rows: MemberGiftRow[]; total: number }> {
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(memberGifts)
          .orderBy(desc(memberGifts.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(memberGifts),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    async figures(ids: readonly number[], todayFrom: Date): Promise<Map<number, MemberGiftFigures>> {
      if (ids.length === 0) return new Map()
      const rows = await db
        .select({
          id: memberGiftClaims.giftId,
          claims: count(),
          customers: countDistinct(memberGiftClaims.customerId),
          points: sum(memberGiftClaims.points).mapWith(Number),
          today: sql<number>`count(*) filter (where ${gte(memberGiftClaims.createdAt, todayFrom)})`.mapWith(Number),
        })
        .from(memberGiftClaims)
        .where(inArray(memberGiftClaims.giftId, ids))
        .groupBy(memberGiftClaims.giftId)
      return new Map(rows.map(({ id, ...figures }) => [id, figures]))
    },

    async create(tx: Db, input: MemberGiftInput): Promise<MemberGiftRow> {
      const now = clock.now()
      const [row] = await tx
        .insert(memberGifts)
        .values({ ...valuesOf(input), createdAt: now, updatedAt: now })
        .returning()
      return row!
    },

    /** Under the row lock: the row before and after; the kind stays and the packs never go below those claimed. */
    async update(tx: Db, id: number, input: MemberGiftInput): Promise<{ before: MemberGiftRow; after: MemberGiftRow }> {
      const [before] = await tx.select().from(memberGifts).where(eq(memberGifts.id, id)).for('update')
      if (!before) throw new DomainError('notFound')
      if (input.kind !== before.kind)
        throw new DomainError('validationFailed', [{ path: 'body.kind', message: '礼包类型创建后不能修改' }])
      if (input.stock < before.claimed)
        throw new DomainError('memberGiftStockBelowClaimed', [
          { path: 'body.stock', message: `库存不能少于已领取数量（${before.claimed}）` },
        ])
      const [after] = await tx
        .update(memberGifts)
        .set({ ...valuesOf(input), updatedAt: clock.now() })
        .where(eq(memberGifts.id, id))
        .returning()
      return { before, after: after! }
    },
  }
}
