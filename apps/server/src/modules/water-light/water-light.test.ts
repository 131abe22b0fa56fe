/**
 * 水光打卡 through `app.inject`: one check-in a China day (a second is refused, 20 at once make one row), the days
 * counted in the window, the check-in that reaches the days required gives the reward once through the ledger, the
 * window's ends, and the console's activities with their figures and permissions. With TEST_DATABASE_URL the races
 * run on PostgreSQL.
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  activityProgrammes,
  merchantAuditLog,
  merchantCreateWaterLight,
  merchantUpdateWaterLight,
  merchantWaterLights,
  waterLightCheckIn,
  waterLightList,
  type BodyOf,
  type MerchantWaterLight,
} from '@shop/contracts'
import { shoppers, type Shopper } from '../../../test/checkout.fixtures'
import { createTestApp } from '../../../test/harness'
import { couponTemplateIdsByCode } from '../coupons'
import { customerCoupons } from '../coupons/coupons.tables'
import { pointsAccounts, pointsRecords } from '../points/points.tables'
import { waterLightCheckIns } from './water-light.tables'

const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())
const owner = await t.loginConsole()
const HOUR = 3_600_000
const DAY = 24 * HOUR
const { db } = t.database
const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')!

type Input = BodyOf<typeof merchantCreateWaterLight>

const inputOf = (edit: Partial<Input> = {}): Input => {
  const now = t.clock.now().getTime()
  return {
    name: '7天水光打卡',
    banner: '',
    rule: '累计打卡得奖励',
    startsAt: new Date(now - HOUR).toISOString(),
    endsAt: new Date(now + 30 * DAY).toISOString(),
    daysRequired: 3,
    points: 100,
    couponTemplateId: coupon,
    active: true,
    ...edit,
  }
}

async function activity(edit: Partial<Input> = {}): Promise<MerchantWaterLight> {
  const made = await t.call(merchantCreateWaterLight, { token: owner, body: inputOf(edit) })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}

const checkIn = (who: Shopper, id: number, photo: string | null = null) =>
  t.call(waterLightCheckIn, { token: who.token, params: { id }, body: { photo } })
const balanceOf = async (customerId: number) =>
  (await db.select().from(pointsAccounts).where(eq(pointsAccounts.customerId, customerId)))[0]?.balance ?? 0
const ledgerOf = (customerId: number) =>
  db
    .select()
    .from(pointsRecords)
    .where(and(eq(pointsRecords.customerId, customerId), eq(pointsRecords.reason, 'water_light')))
const itemOf = async (who: Shopper, id: number) =>
  (await t.call(waterLightList, { token: who.token })).body.find((a) => a.id === id)!

/** Runs `body` with the clock moved `days` China days on, and puts it back. */
async function daysLater<T>(days: number, body: () => Promise<T>): Promise<T> {
  t.clock.advance(days * DAY)
  try {
    return await body()
  } finally {
    t.clock.advance(-days * DAY)
  }
}

describe('checking in', () => {
  it('once a China day: a second check-in is refused; the next day counts; N days give the reward once', async () => {
    const act = await activity({ daysRequired: 3 })
    const [me] = await shoppers(t, 1)
    const first = await checkIn(me!, act.id, '/uploads/ab/cd.jpg')
    expect(first.status, JSON.stringify(first.body)).toBe(200)
    expect(first.body).toMatchObject({ counted: 1, daysRequired: 3, streak: 1, rewarded: false, points: 0 })
    const again = await checkIn(me!, act.id)
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ code: 'waterLightCheckedIn', message: '今日已打卡，明天再来吧' })
    expect(await itemOf(me!, act.id)).toMatchObject({
      checkedToday: true,
      counted: 1,
      streak: 1,
      completed: false,
      days: [{ date: first.body.date, photo: '/uploads/ab/cd.jpg' }],
    })

    // Day 2, then a missed day, then day 4: 3 days in total (not in a row) complete it.
    await daysLater(1, async () => {
      expect((await checkIn(me!, act.id)).body).toMatchObject({ counted: 2, streak: 2, rewarded: false })
    })
    const done = await daysLater(3, () => checkIn(me!, act.id))
    expect(done.body).toMatchObject({ counted: 3, streak: 1, rewarded: true, points: 100, balance: 100 })
    expect(done.body.couponTitle).toEqual(expect.any(String))
    // A day after completing: the check-in is kept, nothing more is given.
    const after = await daysLater(4, () => checkIn(me!, act.id))
    expect(after.body).toMatchObject({ counted: 4, rewarded: false, balance: 100 })

    expect(await balanceOf(me!.customerId)).toBe(100)
    const rows = await ledgerOf(me!.customerId)
    expect(rows.map((r) => [r.asset, r.delta, r.businessKey]).toSorted()).toEqual([
      ['coupon', 0, `water-light:${act.id}`],
      ['points', 100, `water-light:${act.id}`],
    ])
    const held = await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, me!.customerId))
    expect(held.filter((c) => c.templateId === coupon)).toHaveLength(1)
    const shown = await daysLater(4, () => itemOf(me!, act.id))
    expect(shown).toMatchObject({ counted: 4, completed: true, checkedToday: true })
  })

  it('every member who completes holds the coupon (one issue each)', async () => {
    const act = await activity({ daysRequired: 1, points: 10 })
    const crowd = await shoppers(t, 2)
    for (const who of crowd) {
      expect((await checkIn(who, act.id)).body).toMatchObject({ rewarded: true, couponTitle: expect.any(String) })
      const held = await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, who.customerId))
      expect(held.filter((c) => c.templateId === coupon)).toHaveLength(1)
    }
  })

  it('refuses before the window and after it, and an unknown activity', async () => {
    const [me] = await shoppers(t, 1)
    const later = await activity({ startsAt: new Date(t.clock.now().getTime() + HOUR).toISOString() })
    expect((await checkIn(me!, later.id)).body).toMatchObject({
      code: 'waterLightNotStarted',
      message: '打卡活动尚未开始',
    })
    const short = await activity({ endsAt: new Date(t.clock.now().getTime() + DAY).toISOString(), daysRequired: 1 })
    const ended = await daysLater(2, () => checkIn(me!, short.id))
    expect(ended.body).toMatchObject({ code: 'waterLightEnded', message: '打卡活动已结束' })
    const off = await activity({ active: false })
    expect((await checkIn(me!, off.id)).body.code).toBe('waterLightEnded')
    expect((await checkIn(me!, 999_999)).status).toBe(404)
    expect(await db.select().from(waterLightCheckIns).where(eq(waterLightCheckIns.customerId, me!.customerId))).toEqual(
      [],
    )
  })

  it('a photo must be an uploaded image; a visitor sees the activities without progress', async () => {
    const act = await activity()
    const [me] = await shoppers(t, 1)
    expect((await checkIn(me!, act.id, 'javascript:alert(1)')).status).toBe(400)
    expect((await t.call(waterLightCheckIn, { params: { id: act.id }, body: {} })).status).toBe(401)
    const seen = (await t.call(waterLightList, {})).body.find((a) => a.id === act.id)
    expect(seen).toMatchObject({ counted: 0, checkedToday: false, completed: false, days: [], daysRequired: 3 })
    const cards = (await t.call(activityProgrammes, {})).body
    expect(cards.find((c) => c.kind === 'waterLight' && c.id === act.id)).toMatchObject({
      path: `/pages/waterLight/index?id=${act.id}`,
      status: 'running',
    })
  })
})

describe('races', () => {
  it('20 check-ins of one member at once → one row', async () => {
    const act = await activity({ daysRequired: 5 })
    const [me] = await shoppers(t, 1)
    const answers = await Promise.all(Array.from({ length: 20 }, () => checkIn(me!, act.id)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.status !== 200).map((a) => a.body.code)).toEqual(
      Array.from({ length: 19 }, () => 'waterLightCheckedIn'),
    )
    const rows = await db
      .select()
      .from(waterLightCheckIns)
      .where(and(eq(waterLightCheckIns.activityId, act.id), eq(waterLightCheckIns.customerId, me!.customerId)))
    expect(rows).toHaveLength(1)
  })

  it('the completing check-in sent 20 times at once → one reward, one ledger row a kind', async () => {
    const act = await activity({ daysRequired: 2, couponTemplateId: null, points: 70 })
    const [me] = await shoppers(t, 1)
    expect((await checkIn(me!, act.id)).status).toBe(200)
    const answers = await daysLater(1, () => Promise.all(Array.from({ length: 20 }, () => checkIn(me!, act.id))))
    expect(answers.filter((a) => a.status === 200 && a.body.rewarded)).toHaveLength(1)
    expect(await balanceOf(me!.customerId)).toBe(70)
    expect((await ledgerOf(me!.customerId)).map((r) => r.delta)).toEqual([70])
  })
})

describe('the console', () => {
  it('validates, keeps the days within the window, shows figures, and audits', async () => {
    const bad = await t.call(merchantCreateWaterLight, {
      token: owner,
      body: inputOf({ name: '', points: 0, couponTemplateId: null, daysRequired: 0 }),
    })
    expect(bad.status).toBe(400)
    expect(bad.body.code).toBe('validationFailed')
    const beyond = await t.call(merchantCreateWaterLight, { token: owner, body: inputOf({ daysRequired: 40 }) })
    expect(beyond.body).toMatchObject({ code: 'waterLightDaysBeyondWindow' })
    const missing = await t.call(merchantCreateWaterLight, {
      token: owner,
      body: inputOf({ couponTemplateId: 999_999 }),
    })
    expect(missing.status).toBe(400)

    const act = await activity({ daysRequired: 1, couponTemplateId: null })
    expect(act).toMatchObject({ windowDays: expect.any(Number), couponTitle: null, status: 'running' })
    const crowd = await shoppers(t, 2)
    for (const who of crowd) expect((await checkIn(who, act.id)).body.rewarded).toBe(true)
    const edited = await t.call(merchantUpdateWaterLight, {
      token: owner,
      params: { id: act.id },
      body: inputOf({
        name: '14天水光打卡',
        daysRequired: 14,
        couponTemplateId: null,
        startsAt: act.startsAt,
        endsAt: act.endsAt,
      }),
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body).toMatchObject({
      name: '14天水光打卡',
      daysRequired: 14,
      figures: { participants: 2, checkIns: 2, completions: 2, today: 2 },
    })
    expect(edited.body.daily).toHaveLength(7)
    expect(edited.body.daily.at(-1)).toEqual({ date: expect.any(String), checkIns: 2 })
    const page = await t.call(merchantWaterLights, { token: owner, query: { page: '0', size: '50' } })
    expect(page.body.content.find((a) => a.id === act.id)?.figures.completions).toBe(2)
    const log = await t.call(merchantAuditLog, {
      token: owner,
      query: { targetType: 'water_light', targetId: String(act.id) },
    })
    expect(log.body.content.map((e) => e.summary)).toEqual([
      '编辑水光打卡「14天水光打卡」（累计14天）',
      '新建水光打卡「7天水光打卡」（累计1天）',
    ])
  })

  it('needs programmes permissions: customer service may not see it, operations may edit', async () => {
    const service = await t.loginConsole('customer_service')
    expect((await t.call(merchantWaterLights, { token: service, query: { page: '0', size: '10' } })).status).toBe(403)
    expect((await t.call(merchantCreateWaterLight, { token: service, body: inputOf() })).status).toBe(403)
    const ops = await t.loginConsole('operations')
    expect((await t.call(merchantWaterLights, { token: ops, query: { page: '0', size: '10' } })).status).toBe(200)
    expect((await t.call(merchantCreateWaterLight, { token: ops, body: inputOf() })).status).toBe(200)
  })

  it('the demo activity is live: 7 days within 30', async () => {
    const seeded = (await t.call(waterLightList, {})).body.find((a) => a.rule.startsWith('活动期间每天喝够8杯水'))
    expect(seeded).toMatchObject({ daysRequired: 7, status: 'running', points: 100, windowDays: 30 })
  })
})
