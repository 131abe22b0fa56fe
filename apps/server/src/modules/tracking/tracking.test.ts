import { eq, inArray } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { sendEvent, type TrackingEvent } from '@shop/contracts'
import { createTestApp } from '../../../test/harness'
import { trackingEvents } from './tracking.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let next = 0
const event = (
  type = 'pdp_view',
  props: Record<string, unknown> = { spu: { id: 7, code: 'LJSER01', name: '澜肌水光精华液', price: 39000 } },
): TrackingEvent => ({
  log_id: `log-${Date.now()}-${++next}`,
  from: 'Weapp',
  type,
  props,
})
const send = (events: unknown, token?: string) => t.call(sendEvent, { body: events, ...(token && { token }) })

describe('pointEvent/sendEvent', () => {
  it('stores a batch of product views and cart actions', async () => {
    const batch = [
      event('pdp_view'),
      event('cart_add', { sku: { id: 15, code: 'LJ-SER01-30ML' }, quantity: 1 }),
      { ...event('cart_remove'), from: 'App-H5' as const },
    ]
    expect((await send(batch)).body).toEqual({ accepted: 3, duplicates: 0 })
    const stored = await db
      .select()
      .from(trackingEvents)
      .where(
        inArray(
          trackingEvents.logId,
          batch.map((e) => e.log_id),
        ),
      )
    expect(stored.map((row) => [row.type, row.client, row.customerId]).sort()).toEqual([
      ['cart_add', 'Weapp', null],
      ['cart_remove', 'App-H5', null],
      ['pdp_view', 'Weapp', null],
    ])
    expect(stored.find((row) => row.type === 'cart_add')!.props).toEqual({
      sku: { id: 15, code: 'LJ-SER01-30ML' },
      quantity: 1,
    })
  })

  it('is idempotent on log_id, across batches and within one', async () => {
    const [a, b, c] = [event(), event(), event()]
    expect((await send([a, b])).body).toEqual({ accepted: 2, duplicates: 0 })
    expect((await send([a, b])).body).toEqual({ accepted: 0, duplicates: 2 })
    expect((await send([b, c, c])).body).toEqual({ accepted: 1, duplicates: 2 })
    // A resend with other contents keeps the first.
    expect((await send([{ ...a, type: 'changed' }])).body).toEqual({ accepted: 0, duplicates: 1 })
    expect((await db.select().from(trackingEvents).where(eq(trackingEvents.logId, a.log_id)))[0]!.type).toBe('pdp_view')
  })

  it('records the signed-in customer', async () => {
    const session = await t.loginCustomer()
    const mine = event()
    await send([mine], session.jwtString)
    expect((await db.select().from(trackingEvents).where(eq(trackingEvents.logId, mine.log_id)))[0]!.customerId).toBe(
      session.customerId,
    )
    expect((await send([event()], 'not-a-token')).status).toBe(401)
  })

  it.each([
    ['an empty batch', []],
    ['more than 100 events', Array.from({ length: 101 }, () => event())],
    ['a short log_id', [{ ...event(), log_id: 'abc' }]],
    ['a log_id with spaces', [{ ...event(), log_id: 'log id 12345' }]],
    ['an unknown client', [{ ...event(), from: 'Android' }]],
    ['a missing type', [{ ...event(), type: undefined }]],
    ['props over 4 KB', [event('pdp_view', { text: 'x'.repeat(4100) })]],
    ['a NUL character', [event('pdp_view', { text: 'a\u0000b' })]],
    ['an unknown field', [{ ...event(), at: 1 }]],
    ['not a list', event()],
  ])('refuses %s with 400', async (_, body) => {
    expect(await send(body)).toMatchObject({ status: 400, body: { code: 'validationFailed' } })
  })
})
