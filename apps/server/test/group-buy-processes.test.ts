import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantCreateGroupBuy,
  participationJoin,
  participationLocate,
  participationOpen,
  payment,
  staffLogin,
} from '@shop/contracts'
import { createTokens } from '../src/platform/tokens'
import { TEST_OWNER_PASSWORD } from './harness'
import { httpClient, scratchDatabase, startTwoShops, type Child } from './processes'

// Issue 13's group-buy races through two real server processes on one PostgreSQL and one Redis. Each payment's
// notification comes back to the process that prepared it (PUBLIC_BASE_URL is each process's own), so two members
// who prepared on different processes are seated by two processes at once. Both run the job engine and the sweeps
// (every 2 s), so a failed group's refunds are raced by both.
const STORE = 'lanji'
const serverUrl = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

type Shop = ReturnType<typeof httpClient>
interface Buyer {
  token: string
  addressId: number
}

describe.runIf(serverUrl && redisUrl)('group buys through two server processes', () => {
  const children: Child[] = []
  let scratch: Awaited<ReturnType<typeof scratchDatabase>>
  let sql: pg.Client
  let a: Shop
  let b: Shop
  let owner: string
  let issue: (customerId: number) => Promise<string>

  beforeAll(async () => {
    scratch = await scratchDatabase(serverUrl!, 'shop_group')
    const { origins, jwtSecret } = await startTwoShops(children, scratch.url, {
      REDIS_URL: redisUrl!,
      ORDER_SWEEP_SECONDS: '2',
    })
    ;[a, b] = [httpClient(origins[0], STORE), httpClient(origins[1], STORE)]
    sql = new pg.Client({ connectionString: scratch.url })
    await sql.connect()
    owner = (await a.call(staffLogin, { body: { username: 'owner', password: TEST_OWNER_PASSWORD } })).body.token
    const tokens = createTokens({
      secret: jwtSecret,
      ttlSeconds: 3_600,
      issuer: STORE,
      clock: { now: () => new Date() },
    })
    issue = async (customerId) => (await tokens.issue({ kind: 'customer', customerId })).token
  }, 300_000)

  afterAll(async () => {
    for (const child of children) child.process.kill('SIGKILL')
    await Promise.all(children.map((child) => child.exited))
    await sql?.end()
    await scratch?.drop()
  })

  /** A group buy through A's console on a goods in no other activity: its activity and SKU. */
  async function groupBuy(size: number, endsInMs: number) {
    const [sku] = (
      await sql.query<{ id: number; goods_id: number; price: number }>(
        `update skus set stock = 1000 where id = (
           select s.id from skus s where s.price > 100
             and not exists (select 1 from activity_skus l join skus o on o.id = l.sku_id where o.goods_id = s.goods_id)
             and not exists (select 1 from group_buy_skus l join skus o on o.id = l.sku_id where o.goods_id = s.goods_id)
           order by s.id limit 1)
         returning id, goods_id, price`,
      )
    ).rows
    const now = Date.now()
    const created = await a.call(merchantCreateGroupBuy, {
      token: owner,
      body: {
        name: `两进程拼团${size}`,
        goodsId: sku!.goods_id,
        startTime: new Date(now - 60_000).toISOString(),
        endTime: new Date(now + endsInMs).toISOString(),
        groupSize: size,
        groupHours: 24,
        limitPerCustomer: 5,
        allowVirtual: false,
        skus: [{ skuId: sku!.id, groupPrice: sku!.price - 100 }],
      },
    })
    expect(created.status, JSON.stringify(created.body)).toBe(200)
    return { activityId: created.body.activityId, skuId: sku!.id }
  }

  /** Shoppers made straight in the database, with an address and a token as the processes sign them. */
  async function buyers(count: number): Promise<Buyer[]> {
    const base = 15_000_000_000 + Math.floor(Math.random() * 900_000_000)
    const rows = (
      await sql.query<{ customer_id: number; id: number }>(
        `with made as (insert into customers (mobile) select ($1::bigint + n)::text from generate_series(1, $2) n
           returning id)
         insert into addresses (customer_id, name, mobile, province, city, district, detail, is_default, updated_at)
         select id, '林小澜', '13800138000', '上海市', '上海市', '静安区', '南京西路1266号', true, now() from made
         returning customer_id, id`,
        [base, count],
      )
    ).rows
    return Promise.all(rows.map(async (row) => ({ addressId: row.id, token: await issue(row.customer_id) })))
  }

  /** Opens (no groupId) or joins a group on `shop`: the unpaid order's id. */
  async function takePart(shop: Shop, who: Buyer, buy: { activityId: number; skuId: number }, groupId?: number) {
    const shown = await shop.call(participationLocate, {
      token: who.token,
      body: { ...buy, ...(groupId !== undefined && { groupId }) },
    })
    expect(shown.status, JSON.stringify(shown.body)).toBe(200)
    const fields = { ...buy, addressId: who.addressId, idempotencyKey: randomUUID(), quote: shown.body.quote }
    const placed =
      groupId === undefined
        ? await shop.call(participationOpen, { token: who.token, body: fields })
        : await shop.call(participationJoin, { token: who.token, body: { ...fields, groupId } })
    expect(placed.status, JSON.stringify(placed.body)).toBe(200)
    return placed.body.orderId
  }

  /** Starts the H5 payment on `shop` (its notification will come back to `shop`): the sandbox prepay id. */
  async function prepay(shop: Shop, who: Buyer, orderId: number) {
    const started = await shop.call(payment, { token: who.token, body: { orderId, payType: 'h5' } })
    expect(started.status, JSON.stringify(started.body)).toBe(200)
    return new URL(started.body.payment!.prepayResponse!.h5Url).searchParams.get('prepay_id')!
  }

  async function confirm(shop: Shop, prepayId: string) {
    const answer = await fetch(`${shop.base}/sandbox/wechatpay/pay/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prepay_id: prepayId, result: 'success' }),
    })
    expect(answer.status, await answer.text()).toBe(200)
  }

  /** Polls until `read` answers something `done` accepts (the processes settle in the background). */
  async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string, ms = 60_000) {
    const deadline = Date.now() + ms
    for (;;) {
      const value = await read()
      if (done(value)) return value
      if (Date.now() > deadline) throw new Error(`${what}: still ${JSON.stringify(value)}`)
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
  }

  const member = async (orderId: number) =>
    (
      await sql.query<{ status: string; group_id: number | null }>(
        'select status, group_id from group_buy_members where order_id = $1',
        [orderId],
      )
    ).rows[0]!
  const group = async (groupId: number) =>
    (
      await sql.query<{ status: string; joined: number }>('select status, joined from group_buy_groups where id = $1', [
        groupId,
      ])
    ).rows[0]!
  /** The shop's refunds of the order and the money the sandbox paid back for it, in fen. */
  const refunded = async (orderId: number) =>
    (
      await sql.query<{ refunds: number; succeeded: number; paid_back: number }>(
        `select (select count(*)::int from refunds where order_id = $1) as refunds,
                (select count(*)::int from refunds where order_id = $1 and status = 'refunded') as succeeded,
                (select coalesce(sum((r.record ->> 'refundFen')::int), 0)::int
                   from wechat_pay_sandbox_refunds r join payments p on p.out_trade_no = r.out_trade_no
                  where p.order_id = $1) as paid_back`,
        [orderId],
      )
    ).rows[0]!
  const paidAmount = async (orderId: number) =>
    (
      await sql.query<{ amount: number }>('select amount from payments where order_id = $1 order by id desc limit 1', [
        orderId,
      ])
    ).rows[0]!.amount

  async function seatedOrRefused(orderId: number) {
    return until(
      () => member(orderId),
      (m) => m.status !== 'pending',
      `order ${orderId}'s participation`,
    )
  }

  it(
    'two members paying for the last seat at once, on different processes: one seated, the other refunded once',
    { timeout: 240_000 },
    async () => {
      const buy = await groupBuy(2, 86_400_000)
      const [leader, x, y] = await buyers(3)
      const leaderOrder = await takePart(a, leader!, buy)
      await confirm(a, await prepay(a, leader!, leaderOrder))
      const { group_id: groupId } = await seatedOrRefused(leaderOrder)

      const orders = [await takePart(a, x!, buy, groupId!), await takePart(b, y!, buy, groupId!)]
      const prepays = [await prepay(a, x!, orders[0]!), await prepay(b, y!, orders[1]!)]
      await Promise.all([confirm(a, prepays[0]!), confirm(b, prepays[1]!)])
      const outcomes = await Promise.all(orders.map(seatedOrRefused))
      expect(outcomes.map((m) => m.status).sort()).toEqual(['refused', 'succeeded'])
      expect(await group(groupId!)).toEqual({ status: 'succeeded', joined: 2 })

      const late = orders[outcomes.findIndex((m) => m.status === 'refused')]!
      const amount = await paidAmount(late)
      const back = await until(
        () => refunded(late),
        (r) => r.succeeded === 1,
        `the late payer's refund`,
      )
      expect(back).toEqual({ refunds: 1, succeeded: 1, paid_back: amount })
      for (const seated of [leaderOrder, orders.find((id) => id !== late)!]) {
        expect(await refunded(seated)).toEqual({ refunds: 0, succeeded: 0, paid_back: 0 })
      }
    },
  )

  it(
    'a group failing at its deadline while a member pays: every member refunded exactly once by two processes',
    { timeout: 240_000 },
    async () => {
      // The activity ends in 25 s, so the group's deadline (capped at the activity's end) is 25 s away.
      const endsInMs = 25_000
      const end = Date.now() + endsInMs
      const buy = await groupBuy(4, endsInMs)
      const [leader, seated, late] = await buyers(3)
      const leaderOrder = await takePart(a, leader!, buy)
      await confirm(a, await prepay(a, leader!, leaderOrder))
      const { group_id: groupId } = await seatedOrRefused(leaderOrder)
      const seatedOrder = await takePart(b, seated!, buy, groupId!)
      await confirm(b, await prepay(b, seated!, seatedOrder))
      expect((await seatedOrRefused(seatedOrder)).status).toBe('seated')

      // The last member orders before the deadline and pays as it passes.
      const lateOrder = await takePart(b, late!, buy, groupId!)
      const latePrepay = await prepay(b, late!, lateOrder)
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, end - Date.now())))
      await confirm(b, latePrepay)

      await until(
        () => group(groupId!),
        (g) => g.status === 'failed',
        'the group',
      )
      for (const orderId of [leaderOrder, seatedOrder, lateOrder]) {
        const amount = await paidAmount(orderId)
        const back = await until(
          () => refunded(orderId),
          (r) => r.succeeded === 1,
          `order ${orderId}'s refund`,
        )
        expect(back).toEqual({ refunds: 1, succeeded: 1, paid_back: amount })
        expect(['failed', 'refused']).toContain((await member(orderId)).status)
      }
      // A few more sweeps by both processes change nothing.
      await new Promise((resolve) => setTimeout(resolve, 5_000))
      for (const orderId of [leaderOrder, seatedOrder, lateOrder]) {
        expect((await refunded(orderId)).refunds).toBe(1)
      }
    },
  )
})
