/**
 * Recycling (docs/recycling.md) through app.inject: a request, its parcel or counter hand-over, the console's
 * inspection and its reward through the points ledger, once; the race of two inspections at once (PGlite, and
 * PostgreSQL when DATABASE_URL is set).
 */
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  merchantInspectRecycle,
  merchantRecycleProgrammes,
  merchantRecycleRecords,
  merchantSaveRecycleProgramme,
  messageList,
  pointsBalance,
  recycleApply,
  recycleCancel,
  recycleProgrammes,
  recycleRecordDetail,
  recycleRecords,
  recycleShip,
  type BodyOf,
} from '@shop/contracts'
import { DAY_MS } from '@shop/domain'
import { createTestApp } from './harness'
import { shopper, type Shopper } from './checkout.fixtures'
import { couponTemplateIdsByCode } from '../src/modules/coupons'
import { customerCoupons } from '../src/modules/coupons/coupons.tables'
import { pointsRecords } from '../src/modules/points/points.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database

let owner: string
let programmeId: number
let templateId: number

const programme = (
  extra: Partial<BodyOf<typeof merchantSaveRecycleProgramme>['programme']> = {},
): BodyOf<typeof merchantSaveRecycleProgramme>['programme'] => ({
  name: '空瓶回收',
  description: '寄回空瓶得积分',
  acceptedGoods: ['精华瓶', '面霜罐'],
  pointsPerUnit: 40,
  couponTemplateId: templateId,
  couponMinUnits: 3,
  maxUnitsPerRequest: 10,
  returnAddress: '回收组 021-60000000 上海市静安区南京西路1号',
  startsAt: new Date(t.clock.now().getTime() - DAY_MS).toISOString(),
  endsAt: new Date(t.clock.now().getTime() + 30 * DAY_MS).toISOString(),
  active: true,
  ...extra,
})

beforeAll(async () => {
  owner = await t.loginConsole()
  templateId = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')!
  const saved = await t.call(merchantSaveRecycleProgramme, { token: owner, body: { id: null, programme: programme() } })
  expect(saved.status, JSON.stringify(saved.body)).toBe(200)
  programmeId = saved.body.id
})

async function request(who: Shopper, method: 'parcel' | 'counter', units = [2, 1]) {
  const asked = await t.call(recycleApply, {
    token: who.token,
    body: {
      programmeId,
      method,
      items: [
        { goods: '精华瓶', units: units[0]! },
        { goods: '面霜罐', units: units[1]! },
      ].filter((i) => i.units > 0),
    },
  })
  expect(asked.status, JSON.stringify(asked.body)).toBe(200)
  return asked.body
}

const ship = (who: Shopper, id: number) =>
  t.call(recycleShip, { token: who.token, params: { id }, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } })

const inspect = (id: number, acceptedUnits: number, reason = '') =>
  t.call(merchantInspectRecycle, { token: owner, params: { id }, body: { acceptedUnits, reason } })

const ledger = (customerId: number) =>
  db
    .select()
    .from(pointsRecords)
    .where(and(eq(pointsRecords.customerId, customerId), eq(pointsRecords.reason, 'recycle')))

describe('recycling', () => {
  it('the shop lists the running programme with its goods and reward', async () => {
    const list = await t.call(recycleProgrammes)
    expect(list.body.find((p) => p.id === programmeId)).toMatchObject({
      acceptedGoods: ['精华瓶', '面霜罐'],
      pointsPerUnit: 40,
      couponTitle: expect.any(String),
      status: 'running',
    })
  })

  it('a parcel: requested, shipped with its tracking number, inspected in full: points and the coupon, once', async () => {
    const who = await shopper(t)
    const record = await request(who, 'parcel')
    expect(record).toMatchObject({
      units: 3,
      status: 'requested',
      statusLabel: '待寄回',
      returnAddress: expect.any(String),
    })
    expect((await inspect(record.id, 3)).body.code).toBe('recycleStatusChanged')
    const shipped = await ship(who, record.id)
    expect(shipped.body).toMatchObject({ status: 'shipped', statusLabel: '待验收', trackingNo: 'SF1234567890' })
    expect((await ship(who, record.id)).body.code).toBe('recycleStatusChanged')

    const inspected = await inspect(record.id, 3)
    expect(inspected.status, JSON.stringify(inspected.body)).toBe(200)
    expect(inspected.body).toMatchObject({ status: 'inspected', acceptedUnits: 3, rewardPoints: 120 })
    expect(inspected.body.rewardCouponTitle).not.toBeNull()
    expect((await t.call(pointsBalance, { token: who.token })).body).toMatchObject({ balance: 120 })
    const again = await inspect(record.id, 3)
    expect([again.status, again.body.code]).toEqual([409, 'recycleStatusChanged'])
    const rows = await ledger(who.customerId)
    expect(rows.map((r) => [r.asset, r.delta, r.businessKey])).toEqual([
      ['points', 120, `recycle:${record.id}`],
      ['coupon', 0, `recycle:${record.id}`],
    ])
    const coupons = await db.select().from(customerCoupons).where(eq(customerCoupons.customerId, who.customerId))
    expect(coupons).toHaveLength(1)
    const mine = await t.call(recycleRecords, { token: who.token, query: { page: '0', size: '10' } })
    expect(mine.body.content[0]).toMatchObject({ id: record.id, statusLabel: '已验收', rewardPoints: 120 })
    const inbox = await t.call(messageList, { token: who.token })
    expect(inbox.body.content[0]).toMatchObject({ kind: 'activity', title: '空瓶回收已验收' })
  })

  it('a counter drop-off is inspected at once; part accepted needs a reason, and gives no coupon below its units', async () => {
    const who = await shopper(t)
    const record = await request(who, 'counter', [3, 0])
    expect(record.statusLabel).toBe('待送至专柜')
    expect((await ship(who, record.id)).body.code).toBe('recycleStatusChanged')
    expect((await inspect(record.id, 2)).body.code).toBe('recycleReasonRequired')
    const inspected = await inspect(record.id, 2, '一只瓶不是本品牌')
    expect(inspected.body).toMatchObject({ acceptedUnits: 2, rewardPoints: 80, rewardCouponTitle: null })
    expect((await ledger(who.customerId)).map((r) => r.delta)).toEqual([80])
  })

  it('none accepted: rejected with its reason, nothing given', async () => {
    const who = await shopper(t)
    const record = await request(who, 'counter')
    const rejected = await inspect(record.id, 0, '瓶身破损')
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      statusLabel: '未通过',
      rejectReason: '瓶身破损',
      rewardPoints: 0,
    })
    expect(await ledger(who.customerId)).toEqual([])
    expect((await inspect(record.id, 0, '再来')).body.code).toBe('recycleStatusChanged')
  })

  it('race: the same request inspected 8 times at once gives one reward', async () => {
    const who = await shopper(t)
    const record = await request(who, 'counter', [4, 2])
    const answers = await Promise.all(Array.from({ length: 8 }, () => inspect(record.id, 6)))
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1)
    expect(answers.filter((a) => a.body.code === 'recycleStatusChanged')).toHaveLength(7)
    const rows = await ledger(who.customerId)
    expect(rows.filter((r) => r.asset === 'points').map((r) => r.delta)).toEqual([240])
    expect(rows.filter((r) => r.asset === 'coupon')).toHaveLength(1)
    expect((await t.call(pointsBalance, { token: who.token })).body).toMatchObject({ balance: 240 })
  })

  it('bad requests: goods off the list, over the cap, a stranger, cancel, a stopped programme', async () => {
    const who = await shopper(t)
    const bad = async (items: { goods: string; units: number }[]) =>
      (await t.call(recycleApply, { token: who.token, body: { programmeId, method: 'parcel', items } })).body.code
    expect(await bad([{ goods: '口红管', units: 1 }])).toBe('recycleGoodsNotAccepted')
    expect(await bad([{ goods: '精华瓶', units: 11 }])).toBe('recycleTooManyUnits')
    expect(await bad([{ goods: '精华瓶', units: 0 }])).toBe('validationFailed')
    const bogus = await t.call(recycleShip, {
      token: who.token,
      params: { id: 1 },
      body: { carrier: '顺丰', trackingNo: '单号!' },
    })
    expect(bogus.status).toBe(400)

    const record = await request(who, 'parcel')
    const stranger = await shopper(t)
    for (const answer of [
      await t.call(recycleRecordDetail, { token: stranger.token, params: { id: record.id } }),
      await ship(stranger, record.id),
      await t.call(recycleCancel, { token: stranger.token, params: { id: record.id } }),
    ]) {
      expect([answer.status, answer.body.code]).toEqual([404, 'recycleRecordNotFound'])
    }
    const cancelled = await t.call(recycleCancel, { token: who.token, params: { id: record.id } })
    expect(cancelled.body).toMatchObject({ status: 'cancelled', statusLabel: '已取消' })
    expect((await ship(who, record.id)).body.code).toBe('recycleStatusChanged')

    const stopped = await t.call(merchantSaveRecycleProgramme, {
      token: owner,
      body: { id: null, programme: programme({ name: '已停', active: false }) },
    })
    const answer = await t.call(recycleApply, {
      token: who.token,
      body: { programmeId: stopped.body.id, method: 'parcel', items: [{ goods: '精华瓶', units: 1 }] },
    })
    expect(answer.body.code).toBe('recycleProgrammeNotRunning')
  })

  it('the console: programmes with their figures, requests by status, a programme needs a reward', async () => {
    const list = await t.call(merchantRecycleProgrammes, { token: owner })
    expect(list.body.find((p) => p.id === programmeId)!.requests).toBeGreaterThan(3)
    const waiting = await t.call(merchantRecycleRecords, {
      token: owner,
      query: { page: '0', size: '50', status: 'inspected' },
    })
    expect(waiting.body.content.every((r) => r.status === 'inspected')).toBe(true)
    expect(waiting.body.content[0]).toMatchObject({ nickName: expect.any(String), inspectedBy: expect.any(String) })
    const none = await t.call(merchantSaveRecycleProgramme, {
      token: owner,
      body: { id: null, programme: programme({ pointsPerUnit: 0, couponTemplateId: null }) },
    })
    expect(none.status).toBe(400)
  })
})
