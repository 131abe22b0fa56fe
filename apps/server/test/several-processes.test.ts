import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import {
  buyNowLocate,
  buyNowSubmit,
  createAddress,
  goodsDetailRoute,
  goodsList,
  h5AppLogin,
  merchantSetGoodsPrices,
  orderCancel,
  staffLogin,
} from '@shop/contracts'
import { httpClient, scratchDatabase, startTwoShops, type Child } from './processes'
import { TEST_OWNER_PASSWORD } from './harness'

// Two real server processes on one PostgreSQL (ADR 0070): what one changes, the other's in-memory catalogue shows
// within a second, carried by LISTEN/NOTIFY. The embedded database allows one process only, so this runs on
// PostgreSQL (TEST_DATABASE_URL).
const STORE = 'lanji'
const REACH_MS = 1000
const children: Child[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
})

const serverUrl = process.env.TEST_DATABASE_URL

describe.runIf(serverUrl)('two server processes on one PostgreSQL', () => {
  it(
    'a change made through one process — a shopper’s order, or a price edited in the console — reaches the catalogue of the other within a second',
    { timeout: 180_000 },
    async () => {
      const scratch = await scratchDatabase(serverUrl!, 'shop_two')
      // The servers go first: dropping their database under them would only make them log.
      onTestFinished(async () => {
        for (const child of children) child.process.kill('SIGKILL')
        await Promise.all(children.map((child) => child.exited))
        await scratch.drop()
      })
      const { origins } = await startTwoShops(children, scratch.url)
      const [a, b] = [httpClient(origins[0], STORE), httpClient(origins[1], STORE)]

      const mobile = '13912340002'
      const minted = (await (
        await fetch(`${a.base}/sandbox/app-shell/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile }),
        })
      ).json()) as { token: string }
      const token = (await a.call(h5AppLogin, { body: { token: minted.token } })).body.jwtString
      const address = await a.call(createAddress, {
        token,
        body: {
          name: '林小澜',
          mobile,
          province: '上海市',
          city: '上海市',
          district: '静安区',
          detail: '南京西路1266号',
        },
      })
      const card = (await b.call(goodsList, { query: '?size=50' })).body.content.find(
        (c) => !c.sellOut && c.activityPrice === null,
      )!
      const stockIn = async (server: Client) => {
        const detail = await server.call(goodsDetailRoute, { params: { id: card.id } })
        return detail.body.skus.find((sku) => sku.id === card.skuId)!.stock
      }
      // Both processes hold the catalogue in memory.
      const before = await stockIn(b)
      expect(await stockIn(a)).toBe(before)

      // A shopper orders two units through process A: process B shows the stock taken.
      const shown = await a.call(buyNowLocate, { token, body: { skuId: card.skuId, quantity: 2 } })
      const order = await a.call(buyNowSubmit, {
        token,
        body: {
          skuId: card.skuId,
          quantity: 2,
          addressId: address.body.id,
          idempotencyKey: randomUUID(),
          quote: shown.body.quote,
        },
      })
      expect(order.status, JSON.stringify(order.body)).toBe(200)
      expect(await within(REACH_MS, () => stockIn(b), before - 2)).toBeLessThan(REACH_MS)

      // The shopper cancels through process B: process A shows the stock back.
      expect((await b.call(orderCancel, { token, params: { id: order.body.orderId } })).status).toBe(200)
      expect(await within(REACH_MS, () => stockIn(a), before)).toBeLessThan(REACH_MS)

      // The owner changes the price in the console, served by process B: process A's shop shows it.
      const priceIn = async (server: Client) => {
        const detail = await server.call(goodsDetailRoute, { params: { id: card.id } })
        return detail.body.skus.find((sku) => sku.id === card.skuId)!
      }
      const { price, marketingPrice } = await priceIn(a)
      const owner = (await b.call(staffLogin, { body: { username: 'owner', password: TEST_OWNER_PASSWORD } })).body
        .token
      const repriced = await b.call(merchantSetGoodsPrices, {
        token: owner,
        params: { goodsId: card.id },
        body: { skus: [{ skuId: card.skuId, price: price - 100, marketingPrice }] },
      })
      expect(repriced.status, JSON.stringify(repriced.body)).toBe(200)
      expect(await within(REACH_MS, async () => (await priceIn(a)).price, price - 100)).toBeLessThan(REACH_MS)
    },
  )
})

type Client = ReturnType<typeof httpClient>

/** How long until `read` answers `expected` (asked every 20 ms); throws when it does not within `ms`. */
async function within(ms: number, read: () => Promise<number>, expected: number): Promise<number> {
  const started = Date.now()
  let last = await read()
  while (last !== expected) {
    if (Date.now() - started > ms) throw new Error(`still ${last} after ${ms} ms (expected ${expected})`)
    await new Promise((resolve) => setTimeout(resolve, 20))
    last = await read()
  }
  return Date.now() - started
}
