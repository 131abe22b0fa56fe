import { and, eq, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import {
  activityProgrammes,
  createAddress,
  customerCoupons,
  lotteryNumber,
  luckdrawAwards,
  luckdrawClaim,
  luckdrawDetail,
  luckdrawDraw,
  merchantCreateLottery,
  merchantLotteries,
  merchantLotteryDraws,
  merchantProgrammeSettings,
  merchantSaveProgrammeSettings,
  merchantUpdateLottery,
  orderDetailRoute,
  pointsBalance,
  pointsRecords as pointsRecordsCall,
  signIn,
  signInMakeUp,
  signInStatus,
} from '@shop/contracts'
import { createTestApp, randomMobile } from './harness'
import { couponTemplateIdsByCode } from '../src/modules/coupons'
import { createPointsService } from '../src/modules/points'
import { skus, stockMovements } from '../src/modules/catalogue/catalogue.tables'
import { pointsRecords } from '../src/modules/points/points.tables'
import { lotteryDraws, lotteryPrizes } from '../src/modules/rewards/rewards.tables'

const t = await createTestApp()
afterAll(() => t.close())
const { db } = t.database
const points = createPointsService({ db, clock: t.clock })
const HOUR = 3_600_000
const DAY = 24 * HOUR

const customer = async () => {
  const mobile = randomMobile()
  const session = await t.loginCustomer(mobile)
  return { token: session.jwtString, id: session.customerId, mobile }
}
/** Signs the customer in again after the clock moved past their token's life. */
const again = async (c: { mobile: string }) => (await t.loginCustomer(c.mobile)).jwtString
const give = (customerId: number, delta: number) =>
  db.transaction((tx) => points.adjust(tx, { customerId, delta, reason: '测试', key: `give-${customerId}-${delta}` }))
const balanceOf = async (token: string) => (await t.call(pointsBalance, { token })).body.balance
let requests = 0
const requestId = () => `draw-req-${++requests}`

/** The lottery the console makes for one test: a prize of each kind the test names, running from now for a week. */
async function makeLottery(over: Partial<Record<string, unknown>> & { prizes: unknown[] }) {
  const now = t.clock.now().getTime()
  const made = await t.call(merchantCreateLottery, {
    token: await t.loginConsole(),
    body: {
      code: `T${++requests}`,
      name: '测试转盘',
      startsAt: new Date(now - HOUR).toISOString(),
      endsAt: new Date(now + 7 * DAY).toISOString(),
      dailyFree: 1,
      pointsPerDraw: 10,
      orderChances: 0,
      dailyCap: 1000,
      ...over,
    },
  })
  expect(made.status, JSON.stringify(made.body)).toBe(200)
  return made.body
}

describe('daily sign-in', () => {
  it('20 taps at once sign once and give one reward; the next China day continues the streak', async () => {
    t.clock.set(new Date('2026-11-30T15:00:00Z')) // 23:00 on 30 Nov in China
    const { token, id } = await customer()
    const taps = await Promise.all(Array.from({ length: 20 }, () => t.call(signIn, { token })))
    expect(taps.every((r) => r.status === 200)).toBe(true)
    expect(taps.filter((r) => r.body.signed)).toHaveLength(1)
    expect(await balanceOf(token)).toBe(5)
    const rows = await db.select().from(pointsRecords).where(eq(pointsRecords.customerId, id))
    expect(rows.map((r) => [r.reason, r.delta, r.businessKey])).toEqual([['sign_in', 5, 'sign-in:2026-11-30']])

    t.clock.advance(HOUR) // 00:00 on 1 Dec in China, still 30 Nov in UTC
    const next = await t.call(signIn, { token })
    expect(next.body).toMatchObject({ signed: true, date: '2026-12-01', streak: 2, points: 5, balance: 10 })
    const calendar = await t.call(signInStatus, { token, query: { month: '2026-11' } })
    expect(calendar.body).toMatchObject({ today: '2026-12-01', signedToday: true, streak: 2 })
    expect(calendar.body.days).toEqual([{ date: '2026-11-30', makeUp: false }])
  })

  it('a missed day breaks the streak; a make-up within the window mends it for its points and gives no reward', async () => {
    const saved = await t.call(merchantSaveProgrammeSettings, {
      token: await t.loginConsole(),
      body: {
        signInRewards: [10, 20, 30].map((p) => ({ points: p, couponTemplateId: null })),
        makeUpDays: 2,
        makeUpCost: 15,
        expiryYears: 0,
      },
    })
    expect(saved.status).toBe(200)
    t.clock.set(new Date('2026-12-10T02:00:00Z'))
    const { token } = await customer()
    await t.call(signIn, { token })
    t.clock.advance(2 * DAY)
    expect((await t.call(signIn, { token })).body).toMatchObject({ streak: 1, points: 10, balance: 20 })
    expect((await t.call(signInMakeUp, { token, body: { date: '2026-12-09' } })).body.code).toBe(
      'signInMakeUpNotAllowed',
    )
    expect((await t.call(signInMakeUp, { token, body: { date: '2026-12-12' } })).body.code).toBe(
      'signInMakeUpNotAllowed',
    )
    const mended = await t.call(signInMakeUp, { token, body: { date: '2026-12-11' } })
    expect(mended.body).toMatchObject({ signed: true, streak: 3, points: 0, balance: 5 })
    expect((await t.call(signInMakeUp, { token, body: { date: '2026-12-11' } })).body.code).toBe('signInAlreadySigned')
    t.clock.advance(DAY)
    expect((await t.call(signIn, { token })).body).toMatchObject({ streak: 4, points: 10 })
    const { body } = await t.call(pointsRecordsCall, { token, query: { page: '0', size: '1000', type: 'spent' } })
    expect(body.content.map((r) => [r.delta, r.source])).toEqual([[-15, '每日签到']])
  })

  it('refuses a make-up the customer cannot pay for, and writes nothing', async () => {
    t.clock.set(new Date('2026-12-20T02:00:00Z'))
    const { token } = await customer()
    expect((await t.call(signInMakeUp, { token, body: { date: '2026-12-19' } })).body.code).toBe('pointsInsufficient')
    const calendar = await t.call(signInStatus, { token, query: { month: '2026-12' } })
    expect(calendar.body.days).toEqual([])
  })
})

describe('sign-in coupons', () => {
  it('a streak day with a coupon issues it once with a ledger row of its own, and the calendar names it', async () => {
    const templateId = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')!
    await t.call(merchantSaveProgrammeSettings, {
      token: await t.loginConsole(),
      body: {
        signInRewards: [{ points: 0, couponTemplateId: templateId }],
        makeUpDays: 0,
        makeUpCost: 0,
        expiryYears: 0,
      },
    })
    t.clock.set(new Date('2026-12-21T02:00:00Z'))
    const { token, id } = await customer()
    const taps = await Promise.all([1, 2, 3].map(() => t.call(signIn, { token })))
    expect(taps.filter((r) => r.body.signed).map((r) => r.body.couponTitle)).toEqual(['满199减30'])
    const coupons = await t.call(customerCoupons, { token, query: { status: 'usable', page: '0', size: '20' } })
    expect(coupons.body.content.map((c) => c.title)).toEqual(['满199减30'])
    const rows = await db.select().from(pointsRecords).where(eq(pointsRecords.customerId, id))
    expect(rows.map((r) => [r.reason, r.asset, r.delta, r.assetRef])).toEqual([
      ['sign_in', 'coupon', 0, String(templateId)],
    ])
    const calendar = await t.call(signInStatus, { token })
    expect(calendar.body.rewards).toEqual([{ points: 0, couponTemplateId: templateId, couponTitle: '满199减30' }])
  })
})

describe('lottery', () => {
  it('draws with the free chance, then for points, within the daily cap; a retried request is the same draw', async () => {
    t.clock.set(new Date('2026-12-01T02:00:00Z'))
    const lottery = await makeLottery({
      dailyCap: 3,
      prizes: [
        { name: '10积分', kind: 'points', points: 10, weight: 1, stock: 100 },
        { name: '谢谢参与', kind: 'none', weight: 1, stock: null },
      ],
    })
    const { token, id } = await customer()
    await give(id, 15)
    expect((await t.call(lotteryNumber, { token, params: { id: lottery.id } })).body).toMatchObject({
      chances: 1,
      pointsPerDraw: 10,
      drawsToday: 0,
    })
    const first = requestId()
    const one = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: first } })
    expect(one.status, JSON.stringify(one.body)).toBe(200)
    const again = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: first } })
    expect(again.body.award.id).toBe(one.body.award.id)
    expect(again.body.chances).toMatchObject({ chances: 0, drawsToday: 1 })
    const two = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })
    expect(two.status).toBe(200)
    const won = [one, two].filter((d) => d.body.award.kind === 'points').length
    expect(await balanceOf(token)).toBe(15 - 10 + 10 * won)
    const detail = await t.call(luckdrawDetail, { token, params: { id: lottery.id } })
    expect(detail.body.prizes[two.body.prizeIndex]!.name).toBe(two.body.award.prizeName)
    expect(detail.body.prizes.map((p) => p.odds)).toEqual([50, 50])

    await db.transaction((tx) => points.adjust(tx, { customerId: id, delta: 100, reason: '测试', key: `more-${id}` }))
    expect(
      (await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })).status,
    ).toBe(200)
    const capped = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })
    expect(capped.body).toMatchObject({ code: 'lotteryDailyCapReached', message: '今日抽奖次数已达上限' })
    const awards = await t.call(luckdrawAwards, { token, query: { page: '0', size: '1000' } })
    expect(awards.body.content).toHaveLength(3)
  })

  it('a customer without chance or points is refused and nothing is written', async () => {
    t.clock.set(new Date('2026-12-01T02:00:00Z'))
    const lottery = await makeLottery({
      dailyFree: 0,
      prizes: [{ name: '10积分', kind: 'points', points: 10, weight: 1, stock: 10 }],
    })
    const { token, id } = await customer()
    const refused = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })
    expect(refused.body).toMatchObject({ code: 'pointsInsufficient', message: '积分不足' })
    expect(await db.select().from(lotteryDraws).where(eq(lotteryDraws.customerId, id))).toEqual([])
  })

  it('500 draws at once on a prize with stock 10: at most 10 awarded, the cost taken exactly once per draw', async () => {
    t.clock.set(new Date('2026-12-02T02:00:00Z'))
    const lottery = await makeLottery({
      dailyFree: 0,
      pointsPerDraw: 1,
      prizes: [
        { name: '精华正装', kind: 'points', points: 1000, weight: 99, stock: 10 },
        { name: '谢谢参与', kind: 'none', weight: 1, stock: null },
      ],
    })
    const people = await Promise.all(Array.from({ length: 10 }, customer))
    for (const p of people) await give(p.id, 50)
    const draws = await Promise.all(
      people.flatMap((p) =>
        Array.from({ length: 50 }, () =>
          t.call(luckdrawDraw, { token: p.token, params: { id: lottery.id }, body: { requestId: requestId() } }),
        ),
      ),
    )
    expect(draws.filter((d) => d.status !== 200).map((d) => d.body)).toEqual([])
    const won = draws.filter((d) => d.body.award.kind === 'points')
    expect(won.length).toBeLessThanOrEqual(10)
    expect(won.length).toBeGreaterThanOrEqual(8)
    const [prize] = await db.select().from(lotteryPrizes).where(eq(lotteryPrizes.lotteryId, lottery.id))
    expect(prize!.remaining).toBe(10 - won.length)
    const [costs] = await db
      .select({ n: sql<number>`count(*)::int`, sum: sql<number>`sum(delta)::int` })
      .from(pointsRecords)
      .where(
        and(
          eq(pointsRecords.reason, 'lottery'),
          sql`${pointsRecords.delta} < 0`,
          sql`${pointsRecords.customerId} in ${people.map((p) => p.id)}`,
        ),
      )
    expect(costs).toEqual({ n: 500, sum: -500 })
    const balances = await Promise.all(people.map((p) => balanceOf(p.token)))
    expect(balances.reduce((a, b) => a + b, 0)).toBe(1000 * won.length)
  }, 120_000)

  it('a goods prize is claimed once with an address, as a paid zero-price order', async () => {
    t.clock.set(new Date('2026-12-03T02:00:00Z'))
    const [sku] = await db.select({ id: skus.id, stock: skus.stock }).from(skus).orderBy(skus.id).limit(1)
    const stockBefore = sku!.stock
    const lottery = await makeLottery({
      prizes: [{ name: '体验装', kind: 'goods', skuId: sku!.id, weight: 1, stock: 5, dailyQuota: 2 }],
    })
    const { token } = await customer()
    const drawn = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })
    expect(drawn.body.award).toMatchObject({ kind: 'goods', status: 'to_claim', statusLabel: '待领取' })
    const address = await t.call(createAddress, {
      token,
      body: {
        name: '林小姐',
        mobile: '13900001111',
        province: '上海市',
        city: '上海市',
        district: '静安区',
        detail: '南京西路1号',
      },
    })
    const claims = await Promise.all(
      [1, 2, 3].map(() =>
        t.call(luckdrawClaim, { token, params: { id: drawn.body.award.id }, body: { addressId: address.body.id } }),
      ),
    )
    const ok = claims.filter((c) => c.status === 200)
    expect(ok).toHaveLength(1)
    expect(claims.filter((c) => c.status !== 200).map((c) => c.body.code)).toEqual([
      'awardNotClaimable',
      'awardNotClaimable',
    ])
    expect(ok[0]!.body).toMatchObject({ status: 'claimed', statusLabel: '已领取' })
    const order = await t.call(orderDetailRoute, { token, params: { id: ok[0]!.body.reference! } })
    expect(order.body).toMatchObject({ orderType: 'integral_gift', status: 'wait_shipment', totalRealPayAmount: 0 })
    // The unit that ships left the stock once, on the ledger with the order.
    const [after] = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, sku!.id))
    expect(after!.stock).toBe(stockBefore - 1)
    const sold = await db
      .select()
      .from(stockMovements)
      .where(eq(stockMovements.orderId, Number(ok[0]!.body.reference)))
    expect(sold.map((m) => [m.kind, m.delta])).toEqual([['sale', -1]])
  })

  it('a goods prize whose goods are out of stock is not claimed: the award waits', async () => {
    t.clock.set(new Date('2026-12-03T03:00:00Z'))
    const [sku] = await db.select({ id: skus.id }).from(skus).orderBy(skus.id).offset(1).limit(1)
    const lottery = await makeLottery({
      prizes: [{ name: '正装', kind: 'goods', skuId: sku!.id, weight: 1, stock: 5, dailyQuota: 2 }],
    })
    const { token } = await customer()
    const drawn = await t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })
    const address = await t.call(createAddress, {
      token,
      body: {
        name: '林小姐',
        mobile: '13900001111',
        province: '上海市',
        city: '上海市',
        district: '静安区',
        detail: '1号',
      },
    })
    const [before] = await db.select({ stock: skus.stock }).from(skus).where(eq(skus.id, sku!.id))
    await db.update(skus).set({ stock: 0 }).where(eq(skus.id, sku!.id))
    try {
      const claim = await t.call(luckdrawClaim, {
        token,
        params: { id: drawn.body.award.id },
        body: { addressId: address.body.id },
      })
      expect(claim).toMatchObject({ status: 409, body: { code: 'stockInsufficient' } })
      expect(drawn.body.award.status).toBe('to_claim')
    } finally {
      await db.update(skus).set({ stock: before!.stock }).where(eq(skus.id, sku!.id))
    }
  })

  it('the day’s pool holds: a prize with a daily quota of 2 is won at most twice a day', async () => {
    t.clock.set(new Date('2026-12-04T02:00:00Z'))
    const lottery = await makeLottery({
      dailyFree: 0,
      pointsPerDraw: 1,
      prizes: [
        { name: '5积分', kind: 'points', points: 5, weight: 1, stock: 100, dailyQuota: 2 },
        { name: '谢谢参与', kind: 'none', weight: 0, stock: null },
      ],
    })
    const { token, id } = await customer()
    await give(id, 100)
    const draw = () => t.call(luckdrawDraw, { token, params: { id: lottery.id }, body: { requestId: requestId() } })
    const today = await Promise.all([1, 2, 3, 4].map(draw))
    expect(today.map((d) => d.body.award.kind).sort()).toEqual(['none', 'none', 'points', 'points'])
    t.clock.advance(DAY)
    expect((await draw()).body.award.kind).toBe('points')
  })
})

describe('console and activity page', () => {
  it('lists the lotteries with their figures and every draw for audit; edits move the stock left', async () => {
    const list = await t.call(merchantLotteries, { token: await t.loginConsole(), query: { page: '0', size: '100' } })
    const demo = list.body.content.find((l) => l.code === 'WHEEL2026')!
    expect(demo.prizes.map((p) => p.name)).toContain('谢谢参与')
    const busy = list.body.content.find((l) => l.figures.draws >= 500)!
    expect(busy.figures.customers).toBe(10)
    const draws = await t.call(merchantLotteryDraws, {
      token: await t.loginConsole(),
      params: { id: busy.id },
      query: { page: '0', size: '5' },
    })
    expect(draws.body.totalElements ?? draws.body.content.length).toBeGreaterThan(0)
    expect(draws.body.content[0]).toMatchObject({ paidWith: 'points', pointsCost: 1, totalWeight: 100 })

    const prize = demo.prizes.find((p) => p.kind === 'goods')!
    const edited = await t.call(merchantUpdateLottery, {
      token: await t.loginConsole(),
      params: { id: demo.id },
      body: {
        code: demo.code,
        name: demo.name,
        description: demo.description,
        startsAt: demo.startsAt,
        endsAt: demo.endsAt,
        active: demo.active,
        dailyFree: demo.dailyFree,
        pointsPerDraw: demo.pointsPerDraw,
        orderChances: demo.orderChances,
        dailyCap: demo.dailyCap,
        prizes: demo.prizes.map((p) => ({
          id: p.id,
          name: p.name,
          kind: p.kind,
          points: p.points,
          couponTemplateId: p.couponTemplateId,
          skuId: p.skuId,
          image: p.image,
          weight: p.weight,
          stock: p.id === prize.id ? prize.stock! + 5 : p.stock,
          dailyQuota: p.dailyQuota,
        })),
      },
    })
    expect(edited.status, JSON.stringify(edited.body)).toBe(200)
    expect(edited.body.prizes.find((p) => p.id === prize.id)!.remaining).toBe(prize.remaining! + 5)
  })

  it('the settings need programmes permissions; customer service may not see them', async () => {
    const service = await t.loginConsole('customer_service')
    expect((await t.call(merchantProgrammeSettings, { token: service })).status).toBe(403)
    const ops = await t.loginConsole('operations')
    const seen = await t.call(merchantProgrammeSettings, { token: ops })
    expect(seen.status).toBe(200)
    expect(seen.body.figures.customers).toBeGreaterThan(0)
  })

  it('activity/index lists every programme: sign-in, points mall, cycle plans, lotteries, surveys, friend help, member gifts', async () => {
    const { body } = await t.call(activityProgrammes, {})
    expect(body[0]).toMatchObject({ kind: 'signIn', status: 'running', path: '/pages/signIn/index' })
    expect(body.find((p) => p.kind === 'accompany')).toMatchObject({ path: '/pages/cycleOrder/list/index' })
    expect(body.some((p) => p.kind === 'luckdraw' && p.title === '会员幸运大转盘')).toBe(true)
    const kinds = new Set(body.map((p) => p.kind))
    for (const kind of ['pointsMall', 'survey', 'friendHelp', 'memberGift']) expect(kinds, kind).toContain(kind)
    expect(body.find((p) => p.kind === 'memberGift')).toMatchObject({
      title: '新人见面礼',
      status: 'running',
      path: '/pages/memberGift/index',
      endsAt: expect.any(String),
    })
    expect(body.find((p) => p.kind === 'survey')?.path).toMatch(/^\/pages\/survey\/index\?id=\d+$/)
    expect(body.find((p) => p.kind === 'friendHelp')?.path).toBe('/pages/friendHelp/index')
    // Running before upcoming after the sign-in.
    const rank = { running: 0, upcoming: 1, ended: 2 }
    const ranks = body.slice(1).map((p) => rank[p.status])
    expect(ranks).toEqual(ranks.toSorted())
  })
})

describe('points expiry', () => {
  it('expires points earned in a year once that year plus the rule’s years have ended, oldest first, once', async () => {
    t.clock.set(new Date('2025-06-01T02:00:00Z'))
    const person = await customer()
    const { id } = person
    await give(id, 300)
    t.clock.set(new Date('2026-03-01T02:00:00Z'))
    await give(id, 200)
    await db.transaction((tx) => points.adjust(tx, { customerId: id, delta: -100, reason: '测试', key: `spend-${id}` }))
    await t.call(merchantSaveProgrammeSettings, {
      token: await t.loginConsole(),
      body: { signInRewards: [{ points: 5, couponTemplateId: null }], makeUpDays: 0, makeUpCost: 0, expiryYears: 1 },
    })
    t.clock.set(new Date('2026-12-31T15:59:00Z'))
    await t.app.sweeps.pointsExpiry()
    const token = await again(person)
    expect(await balanceOf(token)).toBe(400)
    t.clock.set(new Date('2026-12-31T16:00:00Z')) // 1 Jan 2027 in China: 2025's points have had their year
    await Promise.all([t.app.sweeps.pointsExpiry(), t.app.sweeps.pointsExpiry()])
    expect(await balanceOf(token)).toBe(200)
    const expired = await t.call(pointsRecordsCall, { token, query: { page: '0', size: '1000', type: 'expired' } })
    expect(expired.body.content.map((r) => [r.delta, r.source])).toEqual([[-200, '积分过期']])
  })
})
