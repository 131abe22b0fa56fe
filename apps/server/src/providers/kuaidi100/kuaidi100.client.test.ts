/**
 * The real client against the sandbox peer, twice: through an in-process fetch over `app.inject` (as sandbox mode
 * runs) and over real HTTP on 127.0.0.1. One clock drives both sides.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { DomainError } from '@shop/domain'
import Fastify, { type FastifyInstance, type HTTPMethods } from 'fastify'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { Fetch } from '../http'
import { createKuaidi100Client, QUERY_INTERVAL_MS } from './kuaidi100.client'
import { loadOrCreateSandboxCredentials, type Kuaidi100Credentials } from './kuaidi100.credentials'
import { kuaidi100Sandbox } from './kuaidi100.sandbox'
import type { Kuaidi100ClientConfig, Tracking } from './kuaidi100.types'

const PREFIX = '/sandbox/kuaidi100'
const JOURNEY_MS = 2 * 60_000
const START = Date.parse('2025-03-01T02:00:00Z')

let now = START
const clock = { now: () => new Date(now) }
let folder: string
let credentials: { client: Kuaidi100Credentials; sandbox: Kuaidi100Credentials }

beforeAll(() => {
  folder = mkdtempSync(join(tmpdir(), 'kuaidi100-'))
  credentials = loadOrCreateSandboxCredentials(folder)
})
afterAll(() => rmSync(folder, { recursive: true, force: true }))
beforeEach(() => {
  now = START
})

/** A fetch answered by the app in-process: the part of a fetch adapter this test needs. */
function injectFetch(app: FastifyInstance): Fetch {
  return async (url, init = {}) => {
    const target = new URL(url)
    const answer = await app.inject({
      method: (init.method ?? 'GET') as HTTPMethods,
      url: target.pathname + target.search,
      headers: init.headers,
      ...(init.body !== undefined && { payload: init.body }),
    })
    return new Response(answer.rawPayload, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? '') },
    })
  }
}

describe.each(['inject', 'http'] as const)('client ↔ sandbox over %s', (transport) => {
  let app: FastifyInstance
  let connection: Pick<Kuaidi100ClientConfig, 'baseUrl' | 'fetch'>
  let calls = 0
  let waybillCount = 0
  /** A waybill no earlier test has shown the sandbox. */
  const freshWaybill = (prefix: string) =>
    `${prefix}${transport === 'http' ? 7 : 3}${String(++waybillCount).padStart(11, '0')}`

  const client = (overrides: Partial<Kuaidi100ClientConfig> = {}) =>
    createKuaidi100Client({ ...credentials.client, ...connection, clock, ...overrides })

  beforeAll(async () => {
    app = Fastify()
    await app.register(kuaidi100Sandbox, { prefix: PREFIX, ...credentials.sandbox, clock, journeyMs: JOURNEY_MS })
    let send: Fetch
    let origin: string
    if (transport === 'http') {
      origin = await app.listen({ host: '127.0.0.1', port: 0 })
      send = (url, init) => fetch(url, init)
    } else {
      await app.ready()
      origin = 'http://sandbox.local'
      send = injectFetch(app)
    }
    connection = {
      baseUrl: origin + PREFIX,
      fetch: (url, init) => {
        calls += 1
        return send(url, init)
      },
    }
  })
  afterAll(() => app.close())
  beforeEach(() => {
    calls = 0
  })

  it('follows a parcel from collected to signed as the clock moves, state codes mapped', async () => {
    const logistics = client({ queryIntervalMs: 10_000 })
    const waybill = freshWaybill('YT')
    const seen: Tracking[] = []
    for (let elapsed = 0; elapsed <= JOURNEY_MS + 30_000; elapsed += 15_000) {
      now = START + elapsed
      seen.push(await logistics.track({ carrier: 'yuantong', waybill }))
    }

    const first = seen[0]!
    expect(first).toMatchObject({
      carrier: 'yuantong',
      waybill,
      state: 'collected',
      stateCode: 1,
      queriedAt: new Date(START).toISOString(),
    })
    expect(first.events).toHaveLength(1)
    expect(first.events[0]).toMatchObject({
      time: new Date(START).toISOString(),
      context: expect.stringMatching(/已揽收/),
    })
    expect(first.events[0]!.location).toMatch(/^.+市$/)

    const stages = seen
      .map((tracking) => `${tracking.state}:${tracking.stateCode}`)
      .filter((stage, i, all) => stage !== all[i - 1])
    expect(stages).toEqual(['collected:1', 'in_transit:0', 'out_for_delivery:5', 'signed:3'])

    const signed = seen.at(-1)!
    expect(signed.events[0]).toMatchObject({
      time: new Date(START + JOURNEY_MS).toISOString(),
      context: expect.stringMatching(/已签收.*圆通速递/),
    })
    expect(signed.events.at(-1)?.context).toBe(first.events[0]!.context)
    expect(signed.events[1]?.context).toMatch(/派件员.+（1\d{10}）正在为您派件/)
    expect(signed.events.some((event) => /转运中心/.test(event.context))).toBe(true)
    // Newest first, and each event no later than the one above it.
    const times = signed.events.map((event) => event.time)
    expect(times).toEqual([...times].sort().reverse())
    // Events pile up as the parcel moves: never fewer than at the previous view.
    for (let i = 1; i < seen.length; i++)
      expect(seen[i]!.events.length).toBeGreaterThanOrEqual(seen[i - 1]!.events.length)
  })

  it('sends the receiver’s area (to), and the parcel is signed for there, in a city the sandbox had no part in', async () => {
    const logistics = client()
    const waybill = freshWaybill('YT')
    now = START
    await logistics.track({ carrier: 'yuantong', waybill, to: '西藏自治区-拉萨市-城关区' })
    now = START + JOURNEY_MS
    const signed = await client().track({ carrier: 'yuantong', waybill, to: '西藏自治区-拉萨市-城关区' })
    expect(signed.state).toBe('signed')
    expect(signed.events[0]).toMatchObject({
      location: '拉萨市',
      context: expect.stringMatching(/^【拉萨市】快件已签收/),
    })
    expect(signed.events[1]?.context).toMatch(/^【拉萨市】【拉萨城关区营业部】的派件员/)
    expect(signed.events.at(-1)?.location).not.toBe('拉萨市')
  })

  it('turns a wrong key or customer into logisticsUnavailable with the 503 answer', async () => {
    for (const wrong of [{ key: `${credentials.client.key}x` }, { customer: '0'.repeat(32) }]) {
      const failure = await client(wrong)
        .track({ carrier: 'yunda', waybill: freshWaybill('YD') })
        .catch((error: unknown) => error)
      expect(failure).toBeInstanceOf(DomainError)
      expect(failure).toMatchObject({
        code: 'logisticsUnavailable',
        status: 502,
        details: { returnCode: '503', providerMessage: '验证签名失败' },
      })
    }
  })

  it('answers logisticsNotFound for a waybill with no track (0000…)', async () => {
    await expect(
      client().track({ carrier: 'zhongtong', waybill: '0000123456789', phone: '1234' }),
    ).rejects.toMatchObject({
      code: 'logisticsNotFound',
      message: '暂无物流信息',
    })
  })

  it('needs the phone for SF (and ZTO), and tracks with it', async () => {
    const logistics = client()
    for (const carrier of ['shunfeng', 'zhongtong']) {
      const waybill = freshWaybill('SF')
      await expect(logistics.track({ carrier, waybill })).rejects.toMatchObject({
        code: 'logisticsPhoneRequired',
        details: { returnCode: '408' },
      })
      await expect(logistics.track({ carrier, waybill, phone: '13800138000' })).resolves.toMatchObject({
        state: 'collected',
      })
    }
    await expect(logistics.track({ carrier: 'jd', waybill: freshWaybill('JD') })).resolves.toMatchObject({
      state: 'collected',
    })
  })

  it('refuses a carrier kuaidi100 does not know as unavailable (400)', async () => {
    await expect(client().track({ carrier: 'nosuchcarrier', waybill: freshWaybill('X') })).rejects.toMatchObject({
      code: 'logisticsUnavailable',
      details: { returnCode: '400', providerMessage: '找不到对应公司' },
    })
  })

  it('asks kuaidi100 at most once per waybill in 30 minutes, then again', async () => {
    const logistics = client()
    const waybill = freshWaybill('ST')
    const views = await Promise.all([1, 2, 3].map(() => logistics.track({ carrier: 'shentong', waybill })))
    expect(calls).toBe(1)
    expect(new Set(views.map((view) => view.queriedAt)).size).toBe(1)

    now = START + QUERY_INTERVAL_MS - 1
    const cached = await logistics.track({ carrier: ' ShenTong ', waybill: ` ${waybill} ` })
    expect(calls).toBe(1)
    expect(cached).toEqual(views[0])

    now = START + QUERY_INTERVAL_MS
    const fresh = await logistics.track({ carrier: 'shentong', waybill })
    expect(calls).toBe(2)
    expect(fresh).toMatchObject({ state: 'signed', queriedAt: new Date(now).toISOString() })

    // "No track yet" is an answer too: kept as long, so a new waybill's page is not queried on every view.
    await expect(logistics.track({ carrier: 'ems', waybill: '00009' })).rejects.toMatchObject({
      code: 'logisticsNotFound',
    })
    await expect(logistics.track({ carrier: 'ems', waybill: '00009' })).rejects.toMatchObject({
      code: 'logisticsNotFound',
    })
    expect(calls).toBe(3)
  })

  it('does not keep refusals: a query fixed with the phone is asked at once', async () => {
    const logistics = client()
    const waybill = freshWaybill('SF')
    await expect(logistics.track({ carrier: 'shunfeng', waybill })).rejects.toMatchObject({
      code: 'logisticsPhoneRequired',
    })
    await expect(logistics.track({ carrier: 'shunfeng', waybill, phone: '8000' })).resolves.toMatchObject({
      state: 'collected',
    })
    expect(calls).toBe(2)
  })
})

describe('client facing a broken answer', () => {
  const answering =
    (answer: () => Promise<Response>): Fetch =>
    () =>
      answer()
  const track = (fetch: Fetch) =>
    createKuaidi100Client({ baseUrl: 'http://kuaidi100.test', customer: 'C', key: 'K', fetch, clock }).track({
      carrier: 'yunda',
      waybill: 'YD1',
    })

  it.each([
    ['the network fails', answering(() => Promise.reject(new TypeError('fetch failed')))],
    ['HTTP 502', answering(async () => new Response('bad gateway', { status: 502 }))],
    ['the body is not JSON', answering(async () => new Response('<html>'))],
    ['the answer misses fields', answering(async () => Response.json({ message: 'ok', state: '0' }))],
    [
      'the state is no number',
      answering(async () =>
        Response.json({ message: 'ok', nu: 'YD1', ischeck: '0', com: 'yunda', status: '200', state: 'x', data: [] }),
      ),
    ],
    [
      'an event time is unreadable',
      answering(async () =>
        Response.json({
          message: 'ok',
          nu: 'YD1',
          ischeck: '0',
          com: 'yunda',
          status: '200',
          state: '0',
          data: [{ time: 'soon', context: '运输中' }],
        }),
      ),
    ],
    [
      'kuaidi100 is busy',
      answering(async () => Response.json({ result: false, returnCode: '502', message: '服务器繁忙' })),
    ],
  ])('%s → logisticsUnavailable', async (_case, fetch) => {
    await expect(track(fetch)).rejects.toMatchObject({ code: 'logisticsUnavailable', status: 502 })
  })

  it('reads a real-shaped answer: sorted newest first, city from areaName, ftime when time is odd', async () => {
    const tracking = await track(
      answering(async () =>
        Response.json({
          message: 'ok',
          nu: 'YD1',
          ischeck: '1',
          condition: 'F00',
          com: 'yunda',
          status: '200',
          state: '3',
          data: [
            {
              time: '2024-04-26 21:35:28',
              ftime: '2024-04-26 21:35:28',
              context: '已揽收',
              areaName: '广东,东莞市,东城街道',
            },
            {
              time: '2024-04-28 09:12',
              context: '已签收',
              areaName: '上海',
              areaCode: 'CN310000000000',
              status: '签收',
            },
            { time: '27日 02:52', ftime: '2024-04-27 02:52:19', context: '已到达【东莞转运中心】', areaName: null },
          ],
        }),
      ),
    )
    expect(tracking).toMatchObject({ state: 'signed', stateCode: 3 })
    expect(tracking.events).toEqual([
      { time: '2024-04-28T01:12:00.000Z', context: '已签收', location: '上海' },
      { time: '2024-04-26T18:52:19.000Z', context: '已到达【东莞转运中心】' },
      { time: '2024-04-26T13:35:28.000Z', context: '已揽收', location: '东莞市' },
    ])
  })
})
