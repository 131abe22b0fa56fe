import { and, count, desc, eq, sql } from 'drizzle-orm'
import { prepared, type Db } from '../../platform/database'
import { addresses } from './addresses.tables'

/** Read by every priced cart and submit: prepared (ADR 0071). */
const defaultOf = prepared('address_default', (db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.customerId, sql.placeholder('customerId')), eq(addresses.isDefault, true))),
)
const findStatement = prepared('address_find', (db) =>
  db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, sql.placeholder('id')), eq(addresses.customerId, sql.placeholder('customerId')))),
)

export type AddressRow = typeof addresses.$inferSelect
export type AddressFields = Omit<typeof addresses.$inferInsert, 'id' | 'customerId'>

/** Any number of this module's own: the first key of the per-customer advisory lock. */
const ADDRESS_LOCK_SPACE = 7_231

/** Queries on one database handle (the service's, or the transaction it runs in). */
export function addressesRepository(db: Db) {
  const own = (customerId: number, id: number) => and(eq(addresses.id, id), eq(addresses.customerId, customerId))
  return {
    /**
     * Holds the customer's address book until the transaction ends, so the limit and the one-default rule are
     * checked and kept by one writer at a time.
     */
    async lock(customerId: number): Promise<void> {
      await db.execute(sql`select pg_advisory_xact_lock(${ADDRESS_LOCK_SPACE}, ${customerId})`)
    },

    /** The default first, then the most recently edited. */
    list: (customerId: number) =>
      db
        .select()
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.isDefault), desc(addresses.updatedAt), desc(addresses.id)),

    async find(customerId: number, id: number): Promise<AddressRow | null> {
      const [row] = await findStatement(db).execute({ customerId, id })
      return row ?? null
    },

    async findDefault(customerId: number): Promise<AddressRow | null> {
      const [row] = await defaultOf(db).execute({ customerId })
      return row ?? null
    },

    async count(customerId: number): Promise<number> {
      const [row] = await db.select({ n: count() }).from(addresses).where(eq(addresses.customerId, customerId))
      return row!.n
    },

    async insert(customerId: number, fields: AddressFields): Promise<AddressRow> {
      const [row] = await db
        .insert(addresses)
        .values({ ...fields, customerId })
        .returning()
      return row!
    },

    async update(customerId: number, id: number, fields: Partial<AddressFields>): Promise<AddressRow | null> {
      const [row] = await db.update(addresses).set(fields).where(own(customerId, id)).returning()
      return row ?? null
    },

    async delete(customerId: number, id: number): Promise<AddressRow | null> {
      const [row] = await db.delete(addresses).where(own(customerId, id)).returning()
      return row ?? null
    },

    async clearDefault(customerId: number): Promise<void> {
      await db
        .update(addresses)
        .set({ isDefault: false })
        .where(and(eq(addresses.customerId, customerId), eq(addresses.isDefault, true)))
    },

    /** Makes the most recently edited address of the customer the default (after the default was deleted). */
    async defaultToMostRecent(customerId: number): Promise<void> {
      const [latest] = await db
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.customerId, customerId))
        .orderBy(desc(addresses.updatedAt), desc(addresses.id))
        .limit(1)
      if (latest) await db.update(addresses).set({ isDefault: true }).where(eq(addresses.id, latest.id))
    },
  }
}
