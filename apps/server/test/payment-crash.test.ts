import { randomUUID } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, describe, expect, it, onTestFinished } from 'vitest'
import {
  buyNowLocate,
  buyNowSubmit,
  createAddress,
  goodsList,
  h5AppLogin,
  orderDetailRoute,
  payment,
  wechatPayNotify,
  apiPath,
  fillPath,
  type ResponseOf,
  type RouteDef,
} from '@shop/contracts'
import { chinaRfc3339 } from '@shop/domain'
import { loadOrCreateSandboxKeys } from '../src/providers/wechat-pay'
import { notificationHeaders, sealNotification } from '../src/providers/wechat-pay/sandbox/sandbox.notifier'
import { freePort, runTs, scratchDatabase, type Child } from './processes'

// A real server process is killed (SIGKILL) in the middle of settling a payment, inside its transaction, after the
// payment row was written. Restarted on the same database, it is told again (twice): the order ends paid once.
const children: Child[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
})

const STORE = 'lanji'
const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-crash-'))

/** A fresh PostgreSQL database when TEST_DATABASE_URL is set; otherwise the process's PGlite in DATA_DIR. */
async function database(): Promise<{
  env: Record<string, string>
  query(sql: string, params?: unknown[]): Promise<Record<string, unknown>[]>
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    return {
      env: {},
      async query(sql, params) {
        const db = await PGlite.create(path.join(dataDir, 'pglite'))
        try {
          return (await db.query<Record<string, unknown>>(sql, params)).rows
        } finally {
          await db.close()
        }
      },
    }
  }
  const scratch = await scratchDatabase(serverUrl, 'shop_crash')
  // Called inside the test, where afterAll would never run.
  onTestFinished(async () => {
    for (const child of children) child.process.kill('SIGKILL')
    await Promise.all(children.map((child) => child.exited))
    await scratch.drop()
  })
  return {
    env: { DATABASE_URL: scratch.url },
    async query(sql, params) {
      const client = new pg.Client({ connectionString: scratch.url })
      await client.connect()
      try {
        return (await client.query(sql, params)).rows
      } finally {
        await client.end()
      }
    },
  }
}

describe('a server killed while settling a payment', () => {
  it(
    'settles it exactly once when WeChat Pay sends the notification again after the restart',
    { timeout: 120_000 },
    async () => {
      const db = await database()
      const port = await freePort()
      const base = `http://127.0.0.1:${port}`
      const env = {
        ...db.env,
        DATA_DIR: dataDir,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        ORDER_SWEEP_SECONDS: '0',
        PUBLIC_BASE_URL: base,
      }
      const start = (extra: Record<string, string> = {}) => {
        const child = runTs('test/fixtures/crash-server.ts', [], { ...env, ...extra })
        children.push(child)
        return child
      }
      const call = async <R extends RouteDef>(
        def: R,
        options: { params?: Record<string, string | number>; body?: unknown; token?: string; query?: string } = {},
      ) => {
        const url = `${base}${apiPath(def.service, STORE, fillPath(def.path, options.params))}${options.query ?? ''}`
        const response = await fetch(url, {
          method: def.method,
          headers: {
            ...(options.body !== undefined && { 'content-type': 'application/json' }),
            ...(options.token && { authorization: `Bearer ${options.token}` }),
          },
          ...(options.body !== undefined && { body: JSON.stringify(options.body) }),
        })
        return { status: response.status, body: (await response.json()) as ResponseOf<R> }
      }

      // A shopper orders one unit of a demo goods and starts paying it on H5.
      const first = start({ PAUSE_INSIDE_PAYMENT: '1' })
      await first.waitFor('listening', 90_000)
      const minted = (await (
        await fetch(`${base}/sandbox/app-shell/token`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ mobile: '13912340001' }),
        })
      ).json()) as { token: string }
      const token = (await call(h5AppLogin, { body: { token: minted.token } })).body.jwtString
      const address = await call(createAddress, {
        token,
        body: {
          name: '林小澜',
          mobile: '13912340001',
          province: '上海市',
          city: '上海市',
          district: '静安区',
          detail: '南京西路1266号',
        },
      })
      const cards = (await call(goodsList, { query: '?size=50' })).body.content
      const skuId = cards.find((card) => !card.sellOut && card.activityPrice === null)!.skuId
      const shown = await call(buyNowLocate, { token, body: { skuId, quantity: 1 } })
      const order = await call(buyNowSubmit, {
        token,
        body: { skuId, quantity: 1, addressId: address.body.id, idempotencyKey: randomUUID(), quote: shown.body.quote },
      })
      expect(order.status, JSON.stringify(order.body)).toBe(200)
      const { orderId, orderNo, totalRealPayAmount } = order.body
      const started = await call(payment, { token, body: { orderId, payType: 'h5' } })
      expect(started.body.status).toBe('prepaid')

      // The payer pays at the sandbox cashier; its notification reaches the shop, which stops mid-transaction.
      const prepayId = new URL(started.body.payment!.prepayResponse!.h5Url).searchParams.get('prepay_id')
      await fetch(`${base}/sandbox/wechatpay/pay/confirm`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ prepay_id: prepayId, result: 'success' }),
      })
      await first.waitFor('paused inside the payment transaction', 30_000)
      first.process.kill('SIGKILL')
      await first.exited

      // Restarted: nothing of the half-done settlement survived.
      const second = start()
      await second.waitFor('listening', 90_000)
      expect((await call(orderDetailRoute, { token, params: { id: orderId } })).body.status).toBe('wait_pay')

      // WeChat Pay retries the notification (signed anew each time), and sends it twice.
      const keys = loadOrCreateSandboxKeys(dataDir).sandbox
      const body = sealNotification(
        {
          eventType: 'TRANSACTION.SUCCESS',
          summary: '支付成功',
          originalType: 'transaction',
          resource: {
            mchid: keys.mchid,
            out_trade_no: `${orderNo}_1`,
            transaction_id: '4200000000202611210000000001',
            trade_type: 'MWEB',
            trade_state: 'SUCCESS',
            success_time: chinaRfc3339(new Date()),
            amount: {
              total: totalRealPayAmount,
              payer_total: totalRealPayAmount,
              currency: 'CNY',
              payer_currency: 'CNY',
            },
          },
        },
        keys.apiV3Key,
        new Date(),
      )
      const send = () =>
        fetch(`${base}/api/sp-pay/store/${STORE}/${wechatPayNotify.path}`, {
          method: 'POST',
          headers: notificationHeaders(
            body,
            { privateKey: keys.platformPrivateKey, serial: keys.platformSerial },
            new Date(),
          ),
          body,
        })
      expect((await Promise.all([send(), send()])).map((r) => r.status)).toEqual([204, 204])
      const detail = (await call(orderDetailRoute, { token, params: { id: orderId } })).body
      expect(detail.status).toBe('wait_shipment')
      expect(detail.timeline.map((entry) => entry.type)).toEqual(['submit', 'pay', 'payed'])

      second.process.kill('SIGTERM')
      expect(await second.exited).toBe(0)
      const rows = await db.query(
        'select attempt, status, transaction_id from payments where order_id = $1 order by attempt',
        [orderId],
      )
      expect(rows).toEqual([{ attempt: 1, status: 'paid', transaction_id: '4200000000202611210000000001' }])
      const points = await db.query(`select reason from points_records where order_id = $1`, [String(orderId)])
      expect(points).toEqual([])
    },
  )
})
