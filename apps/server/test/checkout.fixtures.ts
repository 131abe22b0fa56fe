/**
 * Test data for the cart and checkout tests: goods made to measure (price, stock, limit, a running flash sale),
 * shoppers with an address (made in bulk straight in the database, for the crowd tests), small call helpers, and
 * the rows the tests look at (orders, stock, coupons), read here so the tests need no module's inner files.
 */
import { randomUUID } from 'node:crypto'
import { asc, count, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { buyNowLocate, buyNowSubmit, cartLocate, type Cart, type ResponseOf } from '@shop/contracts'
import type { OrderStatus } from '@shop/domain'
import { addresses } from '../src/modules/addresses/addresses.tables'
import { promotionCodes, promotionCodeUses, promotions } from '../src/modules/cart/cart.tables'
import { activities, activitySkus, goods, skus } from '../src/modules/catalogue/catalogue.tables'
import { couponTemplates, customerCoupons } from '../src/modules/coupons/coupons.tables'
import { customers } from '../src/modules/customers/customers.tables'
import { orderEvents, orderLines, orders } from '../src/modules/orders/orders.tables'
import { createPointsService } from '../src/modules/points'
import type { TestApp } from './harness'

export interface GoodsSpec {
  price: number
  stock: number
  marketingPrice?: number
  limit?: number
  /** A flash sale running now: its price and allotment. */
  sale?: { price: number; inventory: number; used?: number }
}

let made = 0

/** The catalogue's read model sees changes made straight in the database once they are published (ADR 0070). */
export async function catalogueChanged(t: TestApp): Promise<void> {
  await t.app.bus.publish('catalogue')
}

/** Goods with one SKU each, in one go; answers the SKU ids in order. */
export async function makeSkus(t: TestApp, specs: GoodsSpec[]): Promise<number[]> {
  const { db } = t.database
  const now = t.clock.now()
  const ids: number[] = []
  for (const spec of specs) {
    const n = ++made
    const [row] = await db
      .insert(goods)
      .values({ code: `T${n}`, name: `测试商品${n}`, mainImage: `/assets/t${n}.png`, launchedAt: now })
      .returning({ id: goods.id })
    const [sku] = await db
      .insert(skus)
      .values({
        goodsId: row!.id,
        skuCode: `T${n}-1`,
        name: `测试商品${n} 标准装`,
        specifications: [{ name: '规格', value: '标准装', code: 'STD', image: null }],
        price: spec.price,
        marketingPrice: spec.marketingPrice ?? spec.price,
        stock: spec.stock,
        limitPerCustomer: spec.limit ?? null,
      })
      .returning({ id: skus.id })
    if (spec.sale) {
      const [activity] = await db
        .insert(activities)
        .values({
          code: `SALE${n}`,
          type: 'sec_kill',
          name: '测试秒杀',
          startTime: new Date(now.getTime() - 3_600_000),
          endTime: new Date(now.getTime() + 86_400_000),
        })
        .returning({ id: activities.id })
      await db.insert(activitySkus).values({
        activityId: activity!.id,
        skuId: sku!.id,
        activityPrice: spec.sale.price,
        inventory: spec.sale.inventory,
        useInventory: spec.sale.used ?? 0,
      })
    }
    ids.push(sku!.id)
  }
  await catalogueChanged(t)
  return ids
}

export async function setSku(t: TestApp, skuId: number, values: Partial<typeof skus.$inferInsert>): Promise<void> {
  await t.database.db.update(skus).set(values).where(eq(skus.id, skuId))
  await catalogueChanged(t)
}

/** The goods a SKU belongs to. */
export const goodsIdOf = async (t: TestApp, skuId: number) =>
  (await t.database.db.select({ goodsId: skus.goodsId }).from(skus).where(eq(skus.id, skuId)))[0]!.goodsId

/**
 * A 赠品 promotion running now: buying the goods of `triggerSkuIds` brings `quantity` units of the gift SKU (per
 * unit bought with `perUnit`). Answers the promotion id.
 */
export async function giftPromotion(
  t: TestApp,
  {
    triggerSkuIds,
    giftSkuId,
    quantity = 1,
    perUnit = false,
    costPrice = 1_500,
  }: {
    triggerSkuIds: number[]
    giftSkuId: number
    quantity?: number
    perUnit?: boolean
    costPrice?: number
  },
): Promise<number> {
  const now = t.clock.now().getTime()
  const goodsId = await goodsIdOf(t, giftSkuId)
  const gift = { skuId: String(giftSkuId), goodsId: String(goodsId), name: `赠品${giftSkuId}`, quantity, costPrice }
  const [row] = await t.database.db
    .insert(promotions)
    .values({
      key: `GIFT-${randomUUID().slice(0, 8)}`,
      code: 'gift',
      name: '买就送体验装',
      scope: { goodsIds: [], skuIds: triggerSkuIds },
      args: { gifts: [gift], perUnit },
      startAt: new Date(now - 3_600_000),
      endAt: new Date(now + 30 * 86_400_000),
    })
    .returning({ id: promotions.id })
  await t.app.bus.publish('promotions') // as the console's writes do: every process prices with it now
  return row!.id
}

export const stockOf = async (t: TestApp, skuId: number) =>
  (await t.database.db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, skuId)))[0]!.stock

export interface Shopper {
  customerId: number
  token: string
  addressId: number
}

/** A signed-in shopper with a default address, through the real sign-in and address calls. */
export async function shopper(t: TestApp): Promise<Shopper> {
  const session = await t.loginCustomer()
  const { db } = t.database
  const [address] = await db.insert(addresses).values(addressOf(session.customerId, t)).returning({ id: addresses.id })
  return { customerId: session.customerId, token: session.jwtString, addressId: address!.id }
}

/** Rows per insert of `shoppers`: an insert takes at most 65,535 parameters (an address has 9). */
const CROWD_BATCH = 2_000

/** Many shoppers at once, made straight in the database (with tokens the app signs), for the crowd tests. */
export async function shoppers(t: TestApp, count: number): Promise<Shopper[]> {
  const { db } = t.database
  const base = 13_000_000_000 + Math.floor(Math.random() * 900_000_000)
  const made: { id: number; customerId: number }[] = []
  for (let from = 0; from < count; from += CROWD_BATCH) {
    const size = Math.min(CROWD_BATCH, count - from)
    const rows = await db
      .insert(customers)
      .values(Array.from({ length: size }, (_, i) => ({ mobile: String(base + from + i) })))
      .returning({ id: customers.id })
    made.push(
      ...(await db
        .insert(addresses)
        .values(rows.map((row) => addressOf(row.id, t)))
        .returning({ id: addresses.id, customerId: addresses.customerId })),
    )
  }
  return Promise.all(
    made.map(async ({ id, customerId }) => ({
      customerId,
      addressId: id,
      token: (await t.app.tokens.issue({ kind: 'customer', customerId })).token,
    })),
  )
}

const addressOf = (customerId: number, t: TestApp) => ({
  customerId,
  name: '林小澜',
  mobile: '13800138000',
  province: '上海市',
  city: '上海市',
  district: '静安区',
  detail: '南京西路1266号',
  isDefault: true,
  updatedAt: t.clock.now(),
})

export const key = () => randomUUID()

/** The cart as locate answers it (200 expected). */
export async function locate(t: TestApp, who: Shopper, body?: object): Promise<Cart> {
  const answer = await t.call(cartLocate, { token: who.token, ...(body && { body }) })
  expect(answer.status, JSON.stringify(answer.body)).toBe(200)
  return answer.body
}

/** Locates a buy-now and submits what it showed. */
export async function buyNow(
  t: TestApp,
  who: Shopper,
  skuId: number,
  quantity = 1,
  extra: object = {},
  /** Runs between the confirm page and the submit (something changing meanwhile). */
  between?: () => Promise<unknown>,
): Promise<{ status: number; body: ResponseOf<typeof buyNowSubmit> & { code?: string } }> {
  const shown = await t.call(buyNowLocate, { token: who.token, body: { skuId, quantity, ...extra } })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  await between?.()
  return t.call(buyNowSubmit, {
    token: who.token,
    body: { skuId, quantity, ...extra, addressId: who.addressId, idempotencyKey: key(), quote: shown.body.quote },
  })
}

// ─── Rows the tests look at ──────────────────────────────────────────────────────────────────────────

export const saleUsed = async (t: TestApp, skuId: number) =>
  (await t.database.db.select().from(activitySkus).where(eq(activitySkus.skuId, skuId)))[0]!.useInventory

export const ordersOf = (t: TestApp, customerId: number) =>
  t.database.db.select().from(orders).where(eq(orders.customerId, customerId)).orderBy(asc(orders.id))

export const orderLinesOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id))

export const orderEventsOf = (t: TestApp, orderId: number) =>
  t.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(asc(orderEvents.id))

export const unitsSold = async (t: TestApp, skuId: number) =>
  (await t.database.db.select({ n: count() }).from(orderLines).where(eq(orderLines.skuId, skuId)))[0]!.n

/** Moves every order of the customer to a status (as the next flows will). */
export async function setOrdersStatus(t: TestApp, customerId: number, status: OrderStatus): Promise<void> {
  await t.database.db.update(orders).set({ status }).where(eq(orders.customerId, customerId))
}

export const couponTemplateId = async (t: TestApp, code: string) =>
  (
    await t.database.db.select({ id: couponTemplates.id }).from(couponTemplates).where(eq(couponTemplates.code, code))
  )[0]!.id

export const couponOf = async (t: TestApp, couponId: number) =>
  (await t.database.db.select().from(customerCoupons).where(eq(customerCoupons.id, couponId)))[0]!

export async function givePoints(t: TestApp, customerId: number, points: number): Promise<void> {
  const ledger = createPointsService({ db: t.database.db, clock: t.clock })
  await t.database.db.transaction((tx) => ledger.earn(tx, { customerId, points, orderId: `gift-${customerId}` }))
}

/** A promotion code valid now, `value` fen off from `threshold`, used by at most `usageLimit` orders. */
export async function promotionCode(
  t: TestApp,
  { usageLimit, value = 1_000, threshold = 0 }: { usageLimit: number | null; value?: number; threshold?: number },
): Promise<string> {
  const code = `T${randomUUID().slice(0, 8).toUpperCase()}`
  const now = t.clock.now().getTime()
  await t.database.db.insert(promotionCodes).values({
    code,
    promotionType: 1,
    promotionValue: value,
    threshold,
    validFrom: new Date(now - 3_600_000),
    validTo: new Date(now + 86_400_000),
    usageLimit,
  })
  return code
}

/** A promotion code's count of uses and the orders holding one. */
export async function codeUses(t: TestApp, code: string) {
  const [row] = await t.database.db
    .select({ usedCount: promotionCodes.usedCount })
    .from(promotionCodes)
    .where(eq(promotionCodes.code, code))
  const uses = await t.database.db
    .select({ orderId: promotionCodeUses.orderId })
    .from(promotionCodeUses)
    .where(eq(promotionCodeUses.code, code))
  return { usedCount: row!.usedCount, orderIds: uses.map((use) => use.orderId).toSorted((a, b) => a - b) }
}
