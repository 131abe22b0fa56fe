import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import {
  cartAppend,
  cartLocate,
  cartSubmit,
  createAddress,
  goodsList,
  h5AppLogin,
  merchantApproveRefund,
  orderSimpleDetailRoute,
  payment,
  refundDetailRoute,
  refundLocate,
  refundSubmit,
  staffLogin,
} from '@shop/contracts'
import { freePort, httpClient, roundRobinProxy, runTs, scratchDatabase, type Child } from './processes'
import { TEST_OWNER_PASSWORD } from './harness'

// Issue #12 §2: two stateless server processes on one PostgreSQL (and Redis, when TEST_REDIS_URL is set) behind a
// round-robin load balancer; a shopper's whole purchase goes through it, each call to the next process in turn:
// sign in, cart, submit, pay in the WeChat Pay sandbox, ask a refund, the merchant approves, the money comes back.
const children: Child[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
})
const serverUrl = process.env.TEST_DATABASE_URL

/** Asks `read` every 50 ms until `done` holds (or fails after `ms`). */
async function until<T>(ms: number, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > ms) throw new Error(`still ${JSON.stringify(value)} after ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

describe.runIf(serverUrl)('the purchase journey through a load balancer in front of two processes', () => {
  it(
    'signs in, orders from the cart, pays, and is refunded, every call landing on either process',
    { timeout: 240_000 },
    async () => {
      const scratch = await scratchDatabase(serverUrl!, 'shop_proxy')
      const jwtSecret = randomBytes(32).toString('hex')
      const origins: string[] = []
      let proxy: Awaited<ReturnType<typeof roundRobinProxy>> | null = null
      onTestFinished(async () => {
        await proxy?.close()
        for (const child of children) child.process.kill('SIGKILL')
        await Promise.all(children.map((child) => child.exited))
        await scratch.drop()
      })
      // One DATA_DIR for both, as deployed (docs/deploy.md): uploads, and the sandboxes' generated keys and secrets.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-proxy-'))
      for (let i = 0; i < 2; i++) {
        const port = await freePort()
        const child = runTs('src/main.ts', [], {
          DATABASE_URL: scratch.url,
          ...(process.env.TEST_REDIS_URL && { REDIS_URL: process.env.TEST_REDIS_URL }),
          JWT_SECRET: jwtSecret,
          DATA_DIR: dataDir,
          PORT: String(port),
          HOST: '127.0.0.1',
          // Behind the proxy every process tells the sandbox's cashier and notifications the same public origin.
          PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
          LOG_LEVEL: 'info',
          CONSOLE_OWNER_PASSWORD: TEST_OWNER_PASSWORD,
          RATE_LIMIT_PER_MINUTE: '100000',
        })
        children.push(child)
        // One after the other: the first migrates and seeds the database.
        await child.waitFor('shop ready', 120_000)
        origins.push(`http://127.0.0.1:${port}`)
      }
      proxy = await roundRobinProxy(origins)
      const shop = httpClient(proxy.url, 'lanji')

      // Sign in (the app shell's token, minted by its sandbox on one process, verified by whichever answers next).
      const mobile = '13912340077'
      const minted = (await (
        await fetch(`${proxy.url}/sandbox/app-shell/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile }),
        })
      ).json()) as { token: string }
      const signedIn = await shop.call(h5AppLogin, { body: { token: minted.token } })
      expect(signedIn.status, JSON.stringify(signedIn.body)).toBe(200)
      const token = signedIn.body.jwtString
      const address = await shop.call(createAddress, {
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
      expect(address.status, JSON.stringify(address.body)).toBe(200)

      // The cart, then the order.
      const card = (await shop.call(goodsList, { query: '?size=50' })).body.content.find(
        (c) => !c.sellOut && c.activityPrice === null,
      )!
      expect((await shop.call(cartAppend, { token, body: { skuId: card.skuId, quantity: 2 } })).status).toBe(200)
      const cart = await shop.call(cartLocate, { token, body: { addressId: address.body.id } })
      expect(cart.status, JSON.stringify(cart.body)).toBe(200)
      expect(cart.body.cartItemNum).toBe(2)
      const submitted = await shop.call(cartSubmit, {
        token,
        body: { addressId: address.body.id, idempotencyKey: randomUUID(), quote: cart.body.quote },
      })
      expect(submitted.status, JSON.stringify(submitted.body)).toBe(200)
      const { orderId } = submitted.body

      // Pay: the prepay is opened by one process, the sandbox's cashier confirms through the other, and the
      // notification marks the order paid for every process.
      const started = await shop.call(payment, { token, body: { orderId, payType: 'h5' } })
      expect(started.status, JSON.stringify(started.body)).toBe(200)
      const prepayId = new URL(started.body.payment!.prepayResponse!.h5Url).searchParams.get('prepay_id')
      const confirmed = await fetch(`${proxy.url}/sandbox/wechatpay/pay/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prepay_id: prepayId, result: 'success' }),
      })
      expect(confirmed.status, await confirmed.clone().text()).toBe(200)
      await until(
        10_000,
        async () => (await shop.call(orderSimpleDetailRoute, { token, params: { id: orderId } })).body.status,
        (status) => status === 'wait_shipment',
      )

      // The refund: asked by the shopper, approved in the console, paid back by WeChat Pay's sandbox.
      const located = await shop.call(refundLocate, { token, body: { orderId } })
      expect(located.status, JSON.stringify(located.body)).toBe(200)
      const lines = located.body.lines.map((line) => ({ lineId: line.lineId, quantity: line.refundableQuantity }))
      const asked = await shop.call(refundSubmit, {
        token,
        body: { orderId, type: 'REFUND_ONLY', lines, reason: 'no_longer_needed' },
      })
      expect(asked.status, JSON.stringify(asked.body)).toBe(200)
      const owner = (await shop.call(staffLogin, { body: { username: 'owner', password: TEST_OWNER_PASSWORD } })).body
        .token
      const approved = await shop.call(merchantApproveRefund, {
        token: owner,
        params: { refundId: asked.body.refundId },
      })
      expect(approved.status, JSON.stringify(approved.body)).toBe(200)
      const refunded = await until(
        20_000,
        async () => (await shop.call(refundDetailRoute, { token, params: { id: asked.body.refundId } })).body,
        (refund) => refund.status === 'refunded',
      )
      expect(refunded).toMatchObject({ statusLabel: '退款成功', totalAmount: asked.body.totalAmount })
      expect((await shop.call(orderSimpleDetailRoute, { token, params: { id: orderId } })).body.status).toBe('refunded')

      // Both processes served the journey.
      expect(
        proxy.served.every((count) => count >= 6),
        JSON.stringify(proxy.served),
      ).toBe(true)
    },
  )
})
