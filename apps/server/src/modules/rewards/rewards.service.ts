import { randomInt } from 'node:crypto'
import type { MerchantLottery, ProgrammeCard } from '@shop/contracts'
import type { z } from 'zod'
import type { lotteryAward, lotteryInput, programmeSettings } from '@shop/contracts'
import {
  programmeStatusAt,
  addChinaDays,
  chinaDate,
  DomainError,
  monthBounds,
  oddsOf,
  prizeAt,
  streakAfter,
  totalWeight,
} from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { toPage } from '../../platform/paging'
import type { AuditService } from '../audit'
import { rewardsRepository, type DrawRow, type LotteryRow, type PrizeRow } from './rewards.repository'

export type ProgrammeSettings = z.infer<typeof programmeSettings>
export type LotteryInput = z.infer<typeof lotteryInput>
export type LotteryAward = z.infer<typeof lotteryAward>

/** Until an operator saves them: a 7-day cycle of points, a coupon-free week; no make-up; points never expire. */
export const DEFAULT_PROGRAMME_SETTINGS: ProgrammeSettings = {
  signInRewards: [5, 5, 10, 5, 5, 10, 30].map((points) => ({ points, couponTemplateId: null })),
  makeUpDays: 0,
  makeUpCost: 0,
  expiryYears: 0,
}

const AWARD_LABELS: Record<DrawRow['status'], string> = {
  granted: '已发放',
  to_claim: '待领取',
  claimed: '已领取',
  none: '未中奖',
}

/** The name a draw shows when it wins nothing. */
export const NO_PRIZE = '谢谢参与'

export const toAward = (draw: DrawRow, lotteryName: string): LotteryAward => ({
  id: draw.id,
  lotteryId: draw.lotteryId,
  lotteryName,
  prizeId: draw.prizeId,
  prizeName: draw.prizeName,
  kind: draw.kind,
  status: draw.status,
  statusLabel: AWARD_LABELS[draw.status],
  reference: draw.reference,
  createTime: draw.createdAt.toISOString(),
  claimTime: draw.claimedAt?.toISOString() ?? null,
})

/** What a roll landed on: the prize (null: nothing), or 谢谢参与 when it was out of stock or its day's pool spent. */
export interface Rolled {
  prize: PrizeRow | null
  /** The wheel sector to stop at. */
  index: number
  roll: number
  total: number
}

export interface RewardsDeps {
  db: Db
  clock: Clock
  audit: AuditService
  /** The random integer in [0, bound): crypto.randomInt; tests pass a seeded one. */
  random?: (bound: number) => number
}

export type RewardsService = ReturnType<typeof createRewardsService>

/**
 * The members' programmes' own tables (docs/members-programmes.md): the rules, the sign-ins and their streaks, the
 * lotteries, their prizes, pools, chances and draws. What they give (points, coupons, orders) is written by the
 * flow `flows/member-programmes.ts` through the points ledger, in the same transaction.
 */
export function createRewardsService({ db, clock, audit, random = randomInt }: RewardsDeps) {
  const reader = rewardsRepository(db)

  const settings = async (tx: Db = db): Promise<ProgrammeSettings> => {
    const row = await rewardsRepository(tx).settings()
    if (!row) return DEFAULT_PROGRAMME_SETTINGS
    const { signInRewards, makeUpDays, makeUpCost, expiryYears } = row
    return { signInRewards, makeUpDays, makeUpCost, expiryYears }
  }

  const statusOf = (lottery: LotteryRow, now: Date) => programmeStatusAt(lottery, now)

  const merchantView = async (rows: LotteryRow[], tx: Db = db): Promise<MerchantLottery[]> => {
    const repo = rewardsRepository(tx)
    const ids = rows.map((r) => r.id)
    const [prizes, figures] = await Promise.all([repo.prizes(ids), repo.drawFigures(ids)])
    const now = clock.now()
    return rows.map((lottery) => {
      const own = prizes.filter((p) => p.lotteryId === lottery.id)
      const odds = oddsOf(own.map((p) => p.weight))
      const f = figures.lotteries.find((x) => x.lotteryId === lottery.id)
      return {
        id: lottery.id,
        code: lottery.code,
        name: lottery.name,
        description: lottery.description,
        status: statusOf(lottery, now),
        active: lottery.active,
        startsAt: lottery.startsAt.toISOString(),
        endsAt: lottery.endsAt.toISOString(),
        dailyFree: lottery.dailyFree,
        pointsPerDraw: lottery.pointsPerDraw,
        orderChances: lottery.orderChances,
        dailyCap: lottery.dailyCap,
        prizes: own.map((p, i) => ({
          id: p.id,
          name: p.name,
          kind: p.kind,
          image: p.image,
          odds: odds[i]!,
          points: p.points,
          couponTemplateId: p.couponTemplateId,
          skuId: p.skuId,
          weight: p.weight,
          stock: p.stock,
          remaining: p.remaining,
          dailyQuota: p.dailyQuota,
          awarded: figures.prizes.find((x) => x.prizeId === p.id)?.awarded ?? 0,
        })),
        figures: { draws: f?.draws ?? 0, customers: f?.customers ?? 0, won: f?.won ?? 0 },
      }
    })
  }

  const checkPrizes = (input: LotteryInput) => {
    for (const prize of input.prizes) {
      const ok =
        (prize.kind === 'none') === (prize.stock === null) &&
        (prize.kind !== 'points' || prize.points > 0) &&
        (prize.kind !== 'coupon' || prize.couponTemplateId !== null) &&
        (prize.kind !== 'goods' || prize.skuId !== null)
      if (!ok) throw new DomainError('lotteryPrizeInvalid', { prize: prize.name })
    }
    if (totalWeight(input.prizes.map((p) => p.weight)) === 0) throw new DomainError('lotteryPrizeInvalid')
    if (Date.parse(input.startsAt) >= Date.parse(input.endsAt)) {
      throw new DomainError('validationFailed', undefined, '结束时间须晚于开始时间')
    }
  }

  const lotteryValues = (input: LotteryInput) => ({
    code: input.code,
    name: input.name,
    description: input.description,
    startsAt: new Date(input.startsAt),
    endsAt: new Date(input.endsAt),
    active: input.active,
    dailyFree: input.dailyFree,
    pointsPerDraw: input.pointsPerDraw,
    orderChances: input.orderChances,
    dailyCap: input.dailyCap,
  })

  const prizeValues = (prize: LotteryInput['prizes'][number], sort: number) => ({
    name: prize.name,
    kind: prize.kind,
    points: prize.kind === 'points' ? prize.points : 0,
    couponTemplateId: prize.kind === 'coupon' ? prize.couponTemplateId : null,
    skuId: prize.kind === 'goods' ? prize.skuId : null,
    image: prize.image,
    weight: prize.weight,
    dailyQuota: prize.kind === 'none' ? null : prize.dailyQuota,
    sort,
  })

  return {
    settings,

    /** Saves the rules, audited. */
    saveSettings: (values: ProgrammeSettings, staffUserid: string): Promise<ProgrammeSettings> =>
      db.transaction(async (tx) => {
        const before = await settings(tx)
        await rewardsRepository(tx).saveSettings({ ...values, updatedAt: clock.now() })
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'reward_settings',
          targetId: 1,
          summary: `修改签到奖励与积分规则（${values.signInRewards.length}天一轮，补签${values.makeUpDays}天，积分有效${values.expiryYears || '永久'}${values.expiryYears ? '年' : ''}）`,
          before,
          after: values,
        })
        return values
      }),

    async signInFigures() {
      const today = chinaDate(clock.now())
      return reader.signInFigures(today, addChinaDays(today, -6))
    },

    /**
     * Records the sign-in of a date inside the caller's transaction: one row per customer and date (the primary
     * key decides between parallel taps), its streak one more than the day before's. A make-up fills a missed day,
     * so the streaks of the consecutive days after it are counted again. `inserted` false: signed before.
     */
    async recordSignIn(
      tx: Db,
      { customerId, date, makeUp }: { customerId: number; date: string; makeUp: boolean },
    ): Promise<{ inserted: boolean; streak: number }> {
      const repo = rewardsRepository(tx)
      const streak = streakAfter(await repo.streakOn(customerId, addChinaDays(date, -1)))
      const inserted = await repo.insertSignIn({ customerId, date, streak, makeUp, createdAt: clock.now() })
      if (!inserted) return { inserted, streak: (await repo.streakOn(customerId, date)) ?? 0 }
      if (makeUp) {
        let next = streak
        for (const later of await repo.signedBetween(customerId, addChinaDays(date, 1), addChinaDays(date, 400))) {
          if (later.date !== addChinaDays(date, next - streak + 1)) break
          next += 1
          await repo.setStreak(customerId, later.date, next)
        }
      }
      return { inserted, streak }
    },

    /** The month's signed dates and the streak alive today. */
    async calendar(customerId: number, month: string) {
      const today = chinaDate(clock.now())
      const { first, last } = monthBounds(month)
      const [days, near] = await Promise.all([
        reader.signedBetween(customerId, first, last),
        reader.signedBetween(customerId, addChinaDays(today, -1), today),
      ])
      const signed = new Map(near.map((d) => [d.date, d.streak]))
      return {
        today,
        signedToday: signed.has(today),
        streak: signed.get(today) ?? signed.get(addChinaDays(today, -1)) ?? 0,
        days: days.map(({ date, makeUp }) => ({ date, makeUp })),
      }
    },

    // ─── Lotteries ───
    lottery: (id: number, tx: Db = db) => rewardsRepository(tx).lottery(id),
    prizes: (lotteryId: number, tx: Db = db) => rewardsRepository(tx).prizes([lotteryId]),
    statusOf,

    /** The lottery as the draw page shows it (prizes in wheel order with their odds); notFound when unknown. */
    async detail(id: number) {
      const lottery = await reader.lottery(id)
      if (!lottery) throw new DomainError('notFound')
      const prizes = (await reader.prizes([id])).filter((p) => p.weight > 0)
      const odds = oddsOf(prizes.map((p) => p.weight))
      return {
        lottery,
        view: {
          id: lottery.id,
          code: lottery.code,
          name: lottery.name,
          description: lottery.description,
          status: statusOf(lottery, clock.now()),
          startsAt: lottery.startsAt.toISOString(),
          endsAt: lottery.endsAt.toISOString(),
          prizes: prizes.map((p, i) => ({ id: p.id, name: p.name, kind: p.kind, image: p.image, odds: odds[i]! })),
        },
      }
    },

    /** The lotteries on the activity page: active and not ended, with their status. */
    async programmeCards(): Promise<ProgrammeCard[]> {
      const now = clock.now()
      return (await reader.openLotteries(now)).map((lottery) => ({
        kind: 'luckdraw',
        id: lottery.id,
        title: lottery.name,
        description: lottery.description,
        status: statusOf(lottery, now),
        startsAt: lottery.startsAt.toISOString(),
        endsAt: lottery.endsAt.toISOString(),
        path: `/pages/draw/index?id=${lottery.id}`,
      }))
    },

    /** The customer's chances now (today's free ones counted as given, whether or not they were written yet). */
    async chances(lottery: LotteryRow, customerId: number, tx: Db = db) {
      const repo = rewardsRepository(tx)
      const today = chinaDate(clock.now())
      const [held, drawsToday, freeGiven] = await Promise.all([
        repo.chances(lottery.id, customerId),
        repo.drawsOn(lottery.id, customerId, today),
        repo.chanceGiven(lottery.id, customerId, 'daily', today),
      ])
      return {
        chances: held + (freeGiven ? 0 : lottery.dailyFree),
        pointsPerDraw: lottery.pointsPerDraw,
        drawsToday,
        dailyCap: lottery.dailyCap,
      }
    },

    /**
     * A draw's steps on the lottery's own tables, inside the draw's transaction, in lock order: the draw row first
     * (its request id unique: a parallel retry waits here, then finds it), today's free chances (once per date),
     * the daily cap (`draws < cap`), then a chance (`balance > 0`; `paidWithPoints` when none is left and the
     * lottery sells draws for points), the roll (`crypto.randomInt` over the total weight, so each prize keeps its
     * stated odds), and the prize's stock (`remaining > 0`) and day's pool (`awarded < quota`): a prize out of either
     * is 谢谢参与.
     */
    async drawSteps(
      tx: Db,
      lottery: LotteryRow,
      customerId: number,
      requestId: string,
    ): Promise<{ replay: DrawRow } | { draw: DrawRow; paidWithPoints: boolean; rolled: Rolled }> {
      const repo = rewardsRepository(tx)
      const now = clock.now()
      const today = chinaDate(now)
      const draw = await repo.insertDraw({
        lotteryId: lottery.id,
        customerId,
        requestId,
        paidWith: 'chance',
        roll: 0,
        totalWeight: 0,
        prizeName: NO_PRIZE,
        kind: 'none',
        status: 'none',
        createdAt: now,
      })
      if (!draw) return { replay: (await repo.drawByRequest(lottery.id, customerId, requestId))! }
      if (lottery.dailyFree > 0) {
        await repo.grantChances(
          { lotteryId: lottery.id, customerId, source: 'daily', businessKey: today, delta: lottery.dailyFree },
          now,
        )
      }
      if (!(await repo.countDraw(lottery.id, customerId, today, lottery.dailyCap))) {
        throw new DomainError('lotteryDailyCapReached')
      }
      const usedChance = await repo.useChance(lottery.id, customerId, `draw:${draw.id}`, now)
      if (!usedChance && lottery.pointsPerDraw === 0) throw new DomainError('lotteryNoChance')
      const prizes = (await repo.prizes([lottery.id])).filter((p) => p.weight > 0)
      const weights = prizes.map((p) => p.weight)
      const total = totalWeight(weights)
      const roll = total === 0 ? 0 : random(total)
      const index = total === 0 ? 0 : prizeAt(weights, roll)
      let prize = prizes[index] ?? null
      if (prize && prize.kind !== 'none') {
        const taken = prize.remaining === null || (await repo.takePrize(prize.id))
        const pooled =
          taken && (prize.dailyQuota === null || (await repo.takeFromPool(prize.id, today, prize.dailyQuota)))
        if (taken && !pooled && prize.remaining !== null) await repo.returnPrize(prize.id)
        if (!pooled) prize = null
      }
      const noPrizeIndex = prizes.findIndex((p) => p.kind === 'none')
      const shownIndex = prize === null && prizes[index]?.kind !== 'none' && noPrizeIndex >= 0 ? noPrizeIndex : index
      return {
        draw,
        paidWithPoints: !usedChance,
        rolled: { prize: prize?.kind === 'none' ? null : prize, index: shownIndex, roll, total },
      }
    },

    /** Gives the prize back to its stock (a coupon prize whose template could not issue). */
    returnPrize: (tx: Db, prizeId: number) => rewardsRepository(tx).returnPrize(prizeId),

    setDraw: (tx: Db, id: number, values: Parameters<ReturnType<typeof rewardsRepository>['setDraw']>[1]) =>
      rewardsRepository(tx).setDraw(id, values),

    /** Chances a paid order gives in every running lottery that grants them, once per order and lottery. */
    async orderPaid(tx: Db, customerId: number, orderId: number): Promise<void> {
      const repo = rewardsRepository(tx)
      const now = clock.now()
      for (const lottery of await repo.openLotteries(now)) {
        if (lottery.orderChances > 0 && statusOf(lottery, now) === 'running') {
          await repo.grantChances(
            {
              lotteryId: lottery.id,
              customerId,
              source: 'order',
              businessKey: String(orderId),
              delta: lottery.orderChances,
            },
            now,
          )
        }
      }
    },

    lockAwardToClaim: (tx: Db, customerId: number, id: number) =>
      rewardsRepository(tx).lockAwardToClaim(customerId, id),

    prize: async (tx: Db, prizeId: number) => (await rewardsRepository(tx).prizeById(prizeId)) ?? null,

    async award(id: number, tx: Db = db): Promise<LotteryAward> {
      const repo = rewardsRepository(tx)
      const draw = (await repo.draw(id))!
      return toAward(draw, (await repo.lottery(draw.lotteryId))!.name)
    },

    async awards(customerId: number, page: number, size: number) {
      const { rows, total } = await reader.drawPage({ customerId }, page, size)
      return toPage(
        rows.map((r) => toAward(r.draw, r.lotteryName)),
        total,
        page,
        size,
      )
    },

    // ─── Console ───
    async merchantPage(page: number, size: number) {
      const { rows, total } = await reader.lotteryPage(page, size)
      return toPage(await merchantView(rows), total, page, size)
    },

    async merchantDraws(lotteryId: number, page: number, size: number) {
      if (!(await reader.lottery(lotteryId))) throw new DomainError('notFound')
      const { rows, total } = await reader.drawPage({ lotteryId }, page, size)
      return toPage(
        rows.map(({ draw, lotteryName }) => ({
          ...toAward(draw, lotteryName),
          customerId: draw.customerId,
          paidWith: draw.paidWith,
          pointsCost: draw.pointsCost,
          roll: draw.roll,
          totalWeight: draw.totalWeight,
        })),
        total,
        page,
        size,
      )
    },

    /** Creates a lottery and its prizes (stock = remaining), audited. */
    create: (input: LotteryInput, staffUserid: string): Promise<MerchantLottery> =>
      db.transaction(async (tx) => {
        checkPrizes(input)
        const repo = rewardsRepository(tx)
        const now = clock.now()
        if (await repo.lotteryByCode(input.code)) throw new DomainError('lotteryCodeTaken')
        const lottery = await repo.insertLottery({ ...lotteryValues(input), createdAt: now, updatedAt: now })
        if (!lottery) throw new DomainError('lotteryCodeTaken')
        for (const [sort, prize] of input.prizes.entries()) {
          await repo.insertPrize({
            ...prizeValues(prize, sort),
            lotteryId: lottery.id,
            stock: prize.stock,
            remaining: prize.stock,
          })
        }
        const [view] = await merchantView([lottery], tx)
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'lottery',
          targetId: lottery.id,
          summary: `新建抽奖「${lottery.name}」（${input.prizes.length}个奖品）`,
          after: view,
        })
        return view!
      }),

    /**
     * Edits a lottery under its row lock: prizes named by id are changed (a stock change moves what is left by the
     * same amount, never below what was awarded), new ones added; prizes left out stay with weight 0 (draws keep
     * pointing at them). Audited with the lottery before and after.
     */
    update: (id: number, input: LotteryInput, staffUserid: string): Promise<MerchantLottery> =>
      db.transaction(async (tx) => {
        checkPrizes(input)
        const repo = rewardsRepository(tx)
        const lottery = await repo.lockLottery(id)
        if (!lottery) throw new DomainError('notFound')
        const other = await repo.lotteryByCode(input.code)
        if (other && other.id !== id) throw new DomainError('lotteryCodeTaken')
        const [before] = await merchantView([lottery], tx)
        const existing = await repo.prizes([id])
        await repo.updateLottery(id, { ...lotteryValues(input), updatedAt: clock.now() })
        for (const [sort, prize] of input.prizes.entries()) {
          const old = prize.id === undefined ? undefined : existing.find((p) => p.id === prize.id)
          if (prize.id !== undefined && !old) throw new DomainError('lotteryPrizeInvalid', { prizeId: prize.id })
          if (!old) {
            await repo.insertPrize({
              ...prizeValues(prize, sort),
              lotteryId: id,
              stock: prize.stock,
              remaining: prize.stock,
            })
            continue
          }
          if (old.kind !== prize.kind) throw new DomainError('lotteryPrizeInvalid', { prizeId: old.id })
          const remaining =
            old.remaining === null || prize.stock === null ? null : old.remaining + (prize.stock - old.stock!)
          if (remaining !== null && remaining < 0) {
            throw new DomainError('lotteryPrizeInvalid', { prizeId: old.id }, `「${old.name}」库存不能少于已发出的数量`)
          }
          await repo.updatePrize(old.id, { ...prizeValues(prize, sort), stock: prize.stock, remaining })
        }
        for (const gone of existing.filter((p) => !input.prizes.some((x) => x.id === p.id))) {
          await repo.updatePrize(gone.id, { weight: 0, sort: 1000 + gone.sort })
        }
        const [after] = await merchantView([(await repo.lottery(id))!], tx)
        await audit.record(tx, {
          staffUserid,
          action: 'programmes.edit',
          targetType: 'lottery',
          targetId: id,
          summary: `修改抽奖「${input.name}」`,
          before,
          after,
        })
        return after!
      }),
  }
}
