import { and, asc, count, desc, eq, gt, ilike, lte, sql, type SQL } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import type { PromotionStatus } from '@shop/contracts'
import type { Db } from '../../platform/database'
import { promotionCodes, promotions } from './cart.tables'

import type { PromotionCodeRow, PromotionRow } from './cart.repository'

export type PromotionValues = typeof promotions.$inferInsert
export type PromotionCodeValues = typeof promotionCodes.$inferInsert

/** `field,asc` or `field,desc` → the field and drizzle's direction. */
function sortOf<F extends string>(sort: `${F},${'asc' | 'desc'}`) {
  const [field, order] = sort.split(',') as [F, 'asc' | 'desc']
  return { field, by: order === 'asc' ? asc : desc }
}

/** Rows in a console status at `now`: stopped (not active), or by their [start, end) window. */
function statusWhere(
  status: PromotionStatus,
  now: Date,
  cols: { active: AnyPgColumn; start: AnyPgColumn; end: AnyPgColumn },
): SQL {
  if (status === 'stopped') return eq(cols.active, false)
  const window =
    status === 'upcoming'
      ? gt(cols.start, now)
      : status === 'ended'
        ? lte(cols.end, now)
        : and(lte(cols.start, now), gt(cols.end, now))
  return and(eq(cols.active, true), window)!
}

/** The console's queries on promotions and promotion codes (the checkout's are in cart.repository.ts). */
export function promotionsRepository(db: Db) {
  const p = promotions
  const c = promotionCodes
  return {
    async page(
      filter: { code?: string | undefined; status?: PromotionStatus | undefined; keyword?: string | undefined },
      sort: `${'startAt' | 'endAt' | 'promotionId'},${'asc' | 'desc'}`,
      now: Date,
      page: number,
      size: number,
    ) {
      const where = and(
        filter.code ? eq(p.code, filter.code) : undefined,
        filter.keyword ? ilike(p.name, `%${filter.keyword}%`) : undefined,
        filter.status
          ? statusWhere(filter.status, now, { active: p.active, start: p.startAt, end: p.endAt })
          : undefined,
      )
      const { field, by } = sortOf(sort)
      const column = field === 'startAt' ? p.startAt : field === 'endAt' ? p.endAt : p.id
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(p)
          .where(where)
          .orderBy(by(column), by(p.id))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(p).where(where),
      ])
      return { rows, total: total!.n }
    },

    async find(id: number, lock = false): Promise<PromotionRow | null> {
      const query = db.select().from(p).where(eq(p.id, id))
      const [row] = lock ? await query.for('update') : await query
      return row ?? null
    },

    async insert(values: PromotionValues): Promise<PromotionRow> {
      const [row] = await db.insert(p).values(values).returning()
      return row!
    },

    async update(id: number, values: Partial<PromotionValues>): Promise<PromotionRow> {
      const [row] = await db.update(p).set(values).where(eq(p.id, id)).returning()
      return row!
    },

    async codePage(
      filter: { keyword?: string | undefined; status?: PromotionStatus | undefined },
      sort: `${'validFrom' | 'usedCount'},${'asc' | 'desc'}`,
      now: Date,
      page: number,
      size: number,
    ) {
      const where = and(
        filter.keyword ? ilike(c.code, `%${filter.keyword}%`) : undefined,
        filter.status
          ? statusWhere(filter.status, now, { active: c.active, start: c.validFrom, end: c.validTo })
          : undefined,
      )
      const { field, by } = sortOf(sort)
      const column = field === 'usedCount' ? c.usedCount : c.validFrom
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(c)
          .where(where)
          .orderBy(by(column), asc(c.code))
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(c).where(where),
      ])
      return { rows, total: total!.n }
    },

    async lockCode(code: string): Promise<PromotionCodeRow | null> {
      const [row] = await db.select().from(c).where(eq(c.code, code)).for('update')
      return row ?? null
    },

    async insertCode(values: PromotionCodeValues): Promise<PromotionCodeRow | null> {
      const [row] = await db.insert(c).values(values).onConflictDoNothing().returning()
      return row ?? null
    },

    /** Changes a code; null when the new usage limit is below the uses it holds (guarded in the statement). */
    async updateCode(
      code: string,
      values: Omit<PromotionCodeValues, 'code' | 'usedCount'>,
    ): Promise<PromotionCodeRow | null> {
      const [row] = await db
        .update(c)
        .set(values)
        .where(
          and(eq(c.code, code), values.usageLimit == null ? undefined : sql`${c.usedCount} <= ${values.usageLimit}`),
        )
        .returning()
      return row ?? null
    },
  }
}
