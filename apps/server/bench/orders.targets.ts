/**
 * The merchant's order list on a shop with 100,000 orders (issue #11 §6), for `npm run bench` (bench/run.ts):
 * `seedOrders` writes them in one statement before the server starts (a year of orders, five minutes apart, spread
 * over 2,000 customers of their own, in the statuses a running shop has, one line each), then VACUUM ANALYZE as autovacuum would;
 * `orderListTargets` asks for a filtered page (wait_shipment, placed in the last 90 days, page 50 of 20) with the
 * console owner's token, beside the bare Fastify route, one request at a time: the latency an operator sees.
 */
import { sql } from 'drizzle-orm'
import { apiPath, fillPath, staffLogin, merchantOrders } from '@shop/contracts'
import type { Db } from '../src/platform/database'
import type { BenchTarget } from './checkout.targets'

export const BENCH_ORDERS = 100_000
const BUYERS = 2_000
/** The console's first owner's password in the bench's database (prepareCheckoutBench seeds it). */
export const BENCH_OWNER_PASSWORD = 'bench-owner-password'
/** What the operator asks for: a status and the last 90 days, the 50th page of 20. */
const FILTER_DAYS = 90
const PAGE = 49
const SIZE = 20

/** Out of 100 orders, how many are in each status (the order sweeps keep wait_pay short). */
const STATUS_MIX: ReadonlyArray<[status: string, percent: number]> = [
  ['completed', 55],
  ['cancelled', 12],
  ['wait_receive', 10],
  ['wait_estimate', 8],
  ['wait_shipment', 8],
  ['refunded', 3],
  ['wait_pay', 2],
  ['partially_shipped', 2],
]

/**
 * Writes BENCH_ORDERS orders with a line each, of the first SKU, over BUYERS customers of their own (so the checkout
 * targets' shoppers keep their short histories).
 */
export async function seedOrders(db: Db): Promise<void> {
  let from = 0
  const buckets = STATUS_MIX.map(([status, percent]) => {
    const bucket = sql`when g % 100 < ${from + percent} then ${status}`
    from += percent
    return bucket
  })
  await db.execute(sql`
    with sku as (select id, goods_id, sku_code, price from skus order by id limit 1),
    buyers as (
      insert into customers (mobile)
      select '157' || lpad(g::text, 8, '0') from generate_series(1, ${BUYERS}) g
      returning id
    ),
    made as (
      select g, now() - g * interval '5 minutes' as created,
        (select array_agg(id order by id) from buyers) as customer_ids,
        case ${sql.join(buckets, sql` `)} end as status
      from generate_series(1, ${BENCH_ORDERS}) g
    ),
    placed as (
      insert into orders (order_no, customer_id, status, channel, total_origin_amount, total_benefit_amount,
        total_actual_amount, total_points_to_amount, total_real_pay_points, origin_shipping_price,
        actual_shipping_price, total_real_pay_amount, address, pay_deadline, paid_at, closed_at, created_at, updated_at)
      select '9' || lpad(g::text, 17, '0'), customer_ids[1 + g % array_length(customer_ids, 1)], status, 'h5',
        sku.price, 0, sku.price, 0, 0, 0, 0, sku.price,
        jsonb_build_object('name', '林小澜', 'mobile', '13800138000', 'province', '上海市', 'city', '上海市',
          'district', '静安区', 'detail', '南京西路1266号', 'postalCode', null),
        created + interval '30 minutes',
        case when status in ('wait_pay', 'cancelled') then null else created + interval '2 minutes' end,
        case when status in ('cancelled', 'refunded') then created + interval '1 day' end,
        created, created
      from made, sku
      returning id
    )
    insert into order_lines (order_id, sku_id, goods_id, sku_code, name, image, quantity, price, marketing_price,
      origin_amount, benefit_amount, actual_amount, points_amount, real_pay_amount)
    select placed.id, sku.id, sku.goods_id, sku.sku_code, '澜肌水光精华液', '/assets/goods/bench.png', 1, sku.price,
      sku.price, sku.price, 0, sku.price, 0, sku.price
    from placed, sku`)
  await db.execute(sql`vacuum analyze orders`)
  await db.execute(sql`vacuum analyze order_lines`)
}

/** The query an operator sends: wait_shipment orders of the last 90 days, the 50th page of 20. */
export function orderListQuery(now = new Date()): string {
  const from = new Date(now.getTime() - FILTER_DAYS * 86_400_000)
  return new URLSearchParams({
    status: 'wait_shipment',
    createdFrom: from.toISOString(),
    createdTo: now.toISOString(),
    page: String(PAGE),
    size: String(SIZE),
  }).toString()
}

/** The owner's token from the shop at `shop`. */
export async function ownerToken(shop: string, storeCode: string): Promise<string> {
  const answer = await fetch(`${shop}${apiPath(staffLogin.service, storeCode, staffLogin.path)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'owner', password: BENCH_OWNER_PASSWORD }),
  })
  const body = (await answer.json()) as { token?: string }
  if (!answer.ok || !body.token) throw new Error(`the bench's owner could not sign in: ${JSON.stringify(body)}`)
  return body.token
}

/** The filtered page, checked once (it must answer a full page), as a target. */
export async function orderListTarget(shop: string, storeCode: string, token: string): Promise<BenchTarget> {
  const path = `${apiPath(merchantOrders.service, storeCode, fillPath(merchantOrders.path))}?${orderListQuery()}`
  const headers = { authorization: `Bearer ${token}` }
  const answer = await fetch(shop + path, { headers })
  const body = (await answer.json()) as { content?: unknown[]; totalElements?: number }
  if (!answer.ok || body.content?.length !== SIZE)
    throw new Error(`the order list did not answer a full page: ${answer.status} ${JSON.stringify(body).slice(0, 300)}`)
  return {
    name: `shop: merchant order list (${body.totalElements} match; page ${PAGE + 1} of ${SIZE})`,
    url: shop,
    requests: [{ method: 'GET', path, headers }],
  }
}
