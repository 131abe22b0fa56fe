import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { customers, members } from './customers.tables'

export type CustomerRow = typeof customers.$inferSelect
export type MemberRow = typeof members.$inferSelect

/** A customer with the member record the profile derives from. */
export interface CustomerRecord {
  customer: CustomerRow
  member: MemberRow | null
}

export function customersRepository(db: Db) {
  return {
    /** The customer with this mobile, created if new (race-free: one statement, the unique key decides). */
    async upsertByMobile(mobile: string): Promise<number> {
      const [row] = await db
        .insert(customers)
        .values({ mobile })
        .onConflictDoUpdate({ target: customers.mobile, set: { mobile: sql`excluded.mobile` } })
        .returning({ id: customers.id })
      return row!.id
    },

    /** The customer with this openid, created if new; a unionid WeChat sends later is recorded. */
    async upsertByOpenId(openId: string, unionId: string | null, source: unknown): Promise<number> {
      const [row] = await db
        .insert(customers)
        .values({ openId, unionId, source })
        .onConflictDoUpdate({
          target: customers.openId,
          set: { unionId: sql`coalesce(excluded.union_id, ${customers.unionId})` },
        })
        .returning({ id: customers.id })
      return row!.id
    },

    async find(customerId: number): Promise<CustomerRecord | null> {
      const [row] = await db
        .select({
          customer: customers,
          member: members,
        })
        .from(customers)
        .leftJoin(members, eq(members.customerId, customers.id))
        .where(eq(customers.id, customerId))
      return row ?? null
    },

    /** The customers among these ids and mobiles (unknown ones left out). */
    /** The first paid order's time, once (a later payment leaves it as it is). */
    markFirstShop: (customerId: number, at: Date) =>
      db
        .update(customers)
        .set({ firstShopTime: at })
        .where(and(eq(customers.id, customerId), isNull(customers.firstShopTime))),

    nickNames: (ids: readonly number[]) =>
      ids.length === 0
        ? Promise.resolve([])
        : db
            .select({
              id: customers.id,
              nickName: customers.nickName,
              mobile: customers.mobile,
              avatarUrl: customers.avatarUrl,
            })
            .from(customers)
            .where(inArray(customers.id, [...ids])),

    idsAndMobiles: (ids: readonly number[], mobiles: readonly string[]) =>
      ids.length + mobiles.length === 0
        ? Promise.resolve([])
        : db
            .select({ id: customers.id, mobile: customers.mobile })
            .from(customers)
            .where(
              or(
                ids.length > 0 ? inArray(customers.id, [...ids]) : undefined,
                mobiles.length > 0 ? inArray(customers.mobile, [...mobiles]) : undefined,
              ),
            ),

    async findByMobile(mobile: string): Promise<CustomerRecord | null> {
      const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.mobile, mobile))
      return row ? this.find(row.id) : null
    },

    async update(
      customerId: number,
      changes: Partial<
        Pick<CustomerRow, 'nickName' | 'realName' | 'gender' | 'avatarUrl' | 'birthday' | 'officialAccountOpenId'>
      >,
    ) {
      await db.update(customers).set(changes).where(eq(customers.id, customerId))
    },

    /** Gives the customer this mobile if it has none and no other customer has it; answers whether it did. */
    async claimMobile(customerId: number, mobile: string): Promise<boolean> {
      const claimed = await db
        .update(customers)
        .set({ mobile })
        .where(
          and(
            eq(customers.id, customerId),
            isNull(customers.mobile),
            sql`not exists (select 1 from ${customers} other where other.mobile = ${mobile})`,
          ),
        )
        .returning({ id: customers.id })
      return claimed.length > 0
    },

    /**
     * Binds the member record of `mobile` to the customer: creates it, or re-binds one left unbound. Answers false
     * when that record belongs to another customer.
     */
    async bindMember(customerId: number, mobile: string, joinedAt: Date): Promise<boolean> {
      const [row] = await db
        .insert(members)
        .values({ mobile, customerId, joinedAt })
        .onConflictDoUpdate({
          target: members.mobile,
          set: { customerId },
          setWhere: sql`${members.customerId} is null or ${members.customerId} = ${customerId}`,
        })
        .returning({ id: members.id })
      return row !== undefined
    },

    async unbindMember(customerId: number): Promise<boolean> {
      const rows = await db
        .update(members)
        .set({ customerId: null })
        .where(eq(members.customerId, customerId))
        .returning({ id: members.id })
      return rows.length > 0
    },
  }
}

export type CustomersRepository = ReturnType<typeof customersRepository>
