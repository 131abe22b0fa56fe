import { asc, count, desc, eq } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { keyClientAccounts, keyClientOrders } from './key-clients.tables'

export type KeyClientAccountRow = typeof keyClientAccounts.$inferSelect
export type NewKeyClientAccount = typeof keyClientAccounts.$inferInsert
export type KeyClientOrderRow = typeof keyClientOrders.$inferSelect

/** Drizzle only: the key clients module's queries. */
export function keyClientsRepository(db: Db) {
  return {
    accounts: () => db.select().from(keyClientAccounts).orderBy(asc(keyClientAccounts.id)),
    account: async (id: number) =>
      (await db.select().from(keyClientAccounts).where(eq(keyClientAccounts.id, id)))[0] ?? null,
    insertAccount: async (row: NewKeyClientAccount) => (await db.insert(keyClientAccounts).values(row).returning())[0]!,
    updateAccount: async (id: number, set: Partial<NewKeyClientAccount>) =>
      (await db.update(keyClientAccounts).set(set).where(eq(keyClientAccounts.id, id)).returning())[0] ?? null,

    insertOrder: (row: typeof keyClientOrders.$inferInsert) => db.insert(keyClientOrders).values(row),
    async ordersPage(accountId: number | undefined, pageNo: number, size: number) {
      const where = accountId === undefined ? undefined : eq(keyClientOrders.accountId, accountId)
      const rows = await db
        .select()
        .from(keyClientOrders)
        .where(where)
        .orderBy(desc(keyClientOrders.createdAt), desc(keyClientOrders.orderId))
        .limit(size)
        .offset(pageNo * size)
      const [total] = await db.select({ n: count() }).from(keyClientOrders).where(where)
      return { rows, total: total!.n }
    },
  }
}
