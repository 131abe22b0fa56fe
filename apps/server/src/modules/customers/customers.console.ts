import type { MessageSegment } from '@shop/contracts'
import { and, asc, count, desc, eq, gt, gte, ilike, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import type { CustomerRow, MemberRow } from './customers.repository'
import { customers, members } from './customers.tables'

/** What the console's member list filters and sorts by (`merchant/members`). */
export interface MemberFilters {
  keyword?: string | undefined
  level?: string | undefined
  isMember?: 'true' | 'false' | undefined
  from?: string | undefined
  to?: string | undefined
  sort: `${'createTime' | 'customerId'},${'asc' | 'desc'}`
}

/** The customers of a segment a message goes to (`members` and `all`; the orders module answers `bought`). */
export type CustomerSegment = Exclude<MessageSegment, { kind: 'bought' }>

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/** A keyword: a customer id or a mobile's digits (any part of it), or a nickname or real name (any part). */
function keywordCondition(keyword: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    ilike(customers.nickName, likeText(keyword)),
    ilike(customers.realName, likeText(keyword)),
  ]
  if (/^\d{1,11}$/.test(keyword)) {
    conditions.push(sql`${customers.mobile} like ${likeText(keyword)}`)
    if (Number(keyword) <= 2_147_483_647) conditions.push(eq(customers.id, Number(keyword)))
  }
  return or(...conditions)
}

function filterCondition(filters: Omit<MemberFilters, 'sort'>): SQL | undefined {
  return and(
    filters.keyword ? keywordCondition(filters.keyword) : undefined,
    filters.level ? eq(members.level, filters.level) : undefined,
    filters.isMember === 'true' ? isNotNull(members.id) : filters.isMember === 'false' ? isNull(members.id) : undefined,
    filters.from ? gte(customers.createdAt, new Date(filters.from)) : undefined,
    filters.to ? lt(customers.createdAt, new Date(filters.to)) : undefined,
  )
}

const segmentCondition = (segment: CustomerSegment): SQL | undefined =>
  segment.kind === 'all'
    ? undefined
    : and(isNotNull(members.id), segment.level ? eq(members.level, segment.level) : undefined)

/** The console's reads of customers: the member list, and the customers of a message segment in id order. */
export function customersConsole(db: Db) {
  const joined = () =>
    db
      .select({ customer: customers, member: members })
      .from(customers)
      .leftJoin(members, eq(members.customerId, customers.id))

  return {
    async page(
      filters: MemberFilters,
      page: number,
      size: number,
    ): Promise<{ rows: { customer: CustomerRow; member: MemberRow | null }[]; total: number }> {
      const where = filterCondition(filters)
      const [field, way] = filters.sort.split(',')
      const direction = way === 'asc' ? asc : desc
      const order =
        field === 'customerId' ? [direction(customers.id)] : [direction(customers.createdAt), direction(customers.id)]
      const [rows, [total]] = await Promise.all([
        joined()
          .where(where)
          .orderBy(...order)
          .limit(size)
          .offset(page * size),
        db.select({ n: count() }).from(customers).leftJoin(members, eq(members.customerId, customers.id)).where(where),
      ])
      return { rows, total: total!.n }
    },

    /** The next customers of a segment after `afterId`, in id order. */
    async segmentAfter(segment: CustomerSegment, afterId: number, limit: number): Promise<number[]> {
      const rows = await db
        .select({ id: customers.id })
        .from(customers)
        .leftJoin(members, eq(members.customerId, customers.id))
        .where(and(gt(customers.id, afterId), segmentCondition(segment)))
        .orderBy(asc(customers.id))
        .limit(limit)
      return rows.map((row) => row.id)
    },

    async segmentCount(segment: CustomerSegment): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(customers)
        .leftJoin(members, eq(members.customerId, customers.id))
        .where(segmentCondition(segment))
      return row!.n
    },

    /** The member levels in use, for the console's filters. */
    async levels(): Promise<string[]> {
      const rows = await db.selectDistinct({ level: members.level }).from(members).orderBy(asc(members.level))
      return rows.map((row) => row.level)
    },

    /** New customers per China day (YYYY-MM-DD) from `from` until `to`. */
    async joinedPerDay(from: Date, to: Date): Promise<Map<string, number>> {
      const day = sql<string>`to_char((${customers.createdAt} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`
      const rows = await db
        .select({ day, n: count() })
        .from(customers)
        .where(and(gte(customers.createdAt, from), lt(customers.createdAt, to)))
        .groupBy(day)
      return new Map(rows.map((row) => [row.day, row.n]))
    },
  }
}
