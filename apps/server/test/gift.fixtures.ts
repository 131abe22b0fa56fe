/** Test data for the gift tests: a customer's own address (the friend's), and the returning-customer mark. */
import { eq } from 'drizzle-orm'
import { addresses } from '../src/modules/addresses/addresses.tables'
import { customers } from '../src/modules/customers/customers.tables'
import type { TestApp } from './harness'

export interface AddressFields {
  name: string
  mobile: string
  province: string
  city: string
  district: string
  detail: string
}

/** An address of the customer's, made straight in the database; answers its id. */
export async function addressFor(t: TestApp, customerId: number, fields: AddressFields): Promise<number> {
  const [row] = await t.database.db
    .insert(addresses)
    .values({ customerId, ...fields, isDefault: false, updatedAt: t.clock.now() })
    .returning({ id: addresses.id })
  return row!.id
}

export const firstShopTimeOf = async (t: TestApp, customerId: number) =>
  (await t.database.db.select().from(customers).where(eq(customers.id, customerId)))[0]!.firstShopTime
