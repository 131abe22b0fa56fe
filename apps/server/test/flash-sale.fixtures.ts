/**
 * Test data for the flash-sale tests: a sale made to measure (slot, allotment, limit, pay window), the sec_kill
 * locate-and-submit a shopper makes, and the rows the tests compare with the gate.
 */
import { and, eq, ne, sql } from 'drizzle-orm'
import { expect } from 'vitest'
import { secKillLocate, secKillSubmit, type ResponseOf } from '@shop/contracts'
import { activities, activitySkus } from '../src/modules/catalogue/catalogue.tables'
import { flashSaleBuyers } from '../src/modules/flash-sales/flash-sales.tables'
import { orderLines, orders } from '../src/modules/orders/orders.tables'
import { catalogueChanged, key, makeSkus, type Shopper } from './checkout.fixtures'
import type { TestApp } from './harness'

export interface SaleSpec {
  price?: number
  activityPrice?: number
  stock?: number
  inventory: number
  limit?: number
  payMinutes?: number
  /** Milliseconds from now: the slot [start, end). Running for a day from an hour ago unless told. */
  start?: number
  end?: number
}

/** One goods with one SKU in a flash sale of its own; the gate learns it through its reconciliation. */
export async function makeFlashSale(t: TestApp, spec: SaleSpec): Promise<{ activityId: number; skuId: number }> {
  const [skuId] = await makeSkus(t, [
    {
      price: spec.price ?? 8_900,
      stock: spec.stock ?? spec.inventory + 100,
      sale: { price: spec.activityPrice ?? 5_900, inventory: spec.inventory },
    },
  ])
  const [link] = await t.database.db.select().from(activitySkus).where(eq(activitySkus.skuId, skuId!))
  const now = t.clock.now().getTime()
  await t.database.db
    .update(activities)
    .set({
      limitPerCustomer: spec.limit ?? 2,
      payMinutes: spec.payMinutes ?? 5,
      startTime: new Date(now + (spec.start ?? -3_600_000)),
      endTime: new Date(now + (spec.end ?? 86_400_000)),
    })
    .where(eq(activities.id, link!.activityId))
  await catalogueChanged(t)
  await t.app.sweeps.flashSaleGate()
  return { activityId: link!.activityId, skuId: skuId! }
}

export type SecKillAnswer = {
  status: number
  body: ResponseOf<typeof secKillSubmit> & { code?: string; message?: string }
}

/** A sec_kill submit with a quote from locate (pass `quote` to skip the locate, as a rush does). */
export async function secKill(
  t: TestApp,
  who: Shopper,
  sale: { activityId: number; skuId: number },
  {
    quantity = 1,
    quote,
    idempotencyKey = key(),
    extra = {},
  }: { quantity?: number; quote?: string; idempotencyKey?: string; extra?: object } = {},
): Promise<SecKillAnswer> {
  let confirmed = quote
  if (confirmed === undefined) {
    const shown = await t.call(secKillLocate, { token: who.token, body: { ...sale, quantity, ...extra } })
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    confirmed = shown.body.quote
  }
  return t.call(secKillSubmit, {
    token: who.token,
    body: { ...sale, quantity, ...extra, addressId: who.addressId, idempotencyKey, quote: confirmed },
  })
}

/** The sale's SKU as the database has it: units used of the allotment. */
export const allotmentUsed = async (t: TestApp, activityId: number, skuId: number) =>
  (
    await t.database.db
      .select({ used: activitySkus.useInventory })
      .from(activitySkus)
      .where(and(eq(activitySkus.activityId, activityId), eq(activitySkus.skuId, skuId)))
  )[0]!.used

/** customerId → units held of the sale (flash_sale_buyers), buyers holding none left out. */
export async function heldBySale(t: TestApp, activityId: number): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select()
    .from(flashSaleBuyers)
    .where(and(eq(flashSaleBuyers.activityId, activityId), sql`${flashSaleBuyers.bought} > 0`))
  return new Map(rows.map((row) => [row.customerId, row.bought]))
}

/** Units of the SKU in sec_kill orders not cancelled, per customer (what the limit must match). */
export async function unitsInLiveOrders(t: TestApp, skuId: number): Promise<Map<number, number>> {
  const rows = await t.database.db
    .select({ customerId: orders.customerId, units: sql<number>`sum(${orderLines.quantity})::int`.mapWith(Number) })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(orders.orderType, 'sec_kill'), ne(orders.status, 'cancelled'), eq(orderLines.skuId, skuId)))
    .groupBy(orders.customerId)
  return new Map(rows.map((row) => [row.customerId, row.units]))
}
