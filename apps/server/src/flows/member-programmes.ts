import type { ProgrammeCard, ResponseOf } from '@shop/contracts'
import type { signIn as signInRoute, lotteryNumber, luckdrawDraw } from '@shop/contracts'
import { chinaDate, chinaDaysBetween, DomainError, isChinaDate, programmeStatusAt, rewardDayOf } from '@shop/domain'
import { reserveStock } from '../modules/catalogue'
import type { Db } from '../platform/database'
import type { ProgrammeReason } from '../modules/points'
import type { LotteryAward, ProgrammeSettings } from '../modules/rewards'
import type { FlowDeps } from './flow-deps'
import { createMarkPaid } from './mark-paid'

type SignInOutcome = ResponseOf<typeof signInRoute>
type Chances = ResponseOf<typeof lotteryNumber>

export type MemberProgrammes = ReturnType<typeof createMemberProgrammes>

/**
 * Issues one coupon of a template as a programme's reward, once per key; null when the template cannot give one
 * now (stopped, ended, sold out): the reward is then the points alone (or nothing, for a year card's coupon).
 */
export async function grantRewardCoupon(
  coupons: FlowDeps['coupons'],
  tx: Db,
  customerId: number,
  templateId: number,
  key: string,
) {
  try {
    const outcome = await coupons.issue(tx, {
      templateId,
      issueKey: key,
      customerIds: [customerId],
      notFound: [],
      staffUserid: 'members-programmes',
    })
    return outcome.issued > 0 || outcome.replayed ? outcome.template : null
  } catch (error) {
    if (error instanceof DomainError && error.status < 500) return null
    throw error
  }
}

/**
 * A console's create (`id` null) or edit of a programme's row: one transaction with its audit row (programmes.edit,
 * the row before and after, the summary after 新建 or 编辑).
 */
export async function saveAudited<R extends { id: number }>(
  { db, audit }: Pick<FlowDeps, 'db' | 'audit'>,
  staffUserid: string,
  id: number | null,
  change: {
    create: (tx: Db) => Promise<R>
    update: (tx: Db, id: number) => Promise<{ before: R; after: R }>
    targetType: string
    summary: string
  },
): Promise<R> {
  return db.transaction(async (tx) => {
    const { before, after } =
      id === null ? { before: null, after: await change.create(tx) } : await change.update(tx, id)
    await audit.record(tx, {
      staffUserid,
      action: 'programmes.edit',
      targetType: change.targetType,
      targetId: after.id,
      summary: `${id === null ? '新建' : '编辑'}${change.summary}`,
      before,
      after,
    })
    return after
  })
}

/** The titles of these coupon templates, by id; one removed since is titled `removed(id)` (优惠券 unless said). */
export async function couponTitles(
  coupons: FlowDeps['coupons'],
  templateIds: readonly (number | null)[],
  removed: (id: number) => string = () => '优惠券',
): Promise<Map<number, string>> {
  const ids = [...new Set(templateIds.filter((id): id is number => id !== null))]
  const titles = await Promise.all(
    ids.map(
      async (id) =>
        [
          id,
          await coupons.merchantDetail(id).then(
            (t) => t.title,
            () => removed(id),
          ),
        ] as const,
    ),
  )
  return new Map(titles)
}

/**
 * A programme's reward: its coupon issued under `couponKey` (issue keys are the whole shop's: name the customer in
 * it) and its points, each a ledger row under `key`, once (the coupon's row: asset coupon, delta 0, remark
 * `<couponRemark> <title>`). A template that cannot give now leaves the reward at its points. Answers the coupon's
 * title, if given, and the balance after.
 */
export async function giveReward(
  { coupons, points }: Pick<FlowDeps, 'coupons' | 'points'>,
  tx: Db,
  reward: {
    customerId: number
    reason: ProgrammeReason
    key: string
    couponKey: string
    couponTemplateId: number | null
    points: number
    remark: string
    couponRemark: string
  },
): Promise<{ couponTitle: string | null; balance: number }> {
  const { customerId, reason, key } = reward
  let couponTitle: string | null = null
  if (reward.couponTemplateId !== null) {
    const template = await grantRewardCoupon(coupons, tx, customerId, reward.couponTemplateId, reward.couponKey)
    if (template) {
      couponTitle = template.title
      await points.post(tx, {
        customerId,
        reason,
        businessKey: key,
        delta: 0,
        asset: 'coupon',
        assetRef: String(template.templateId),
        remark: `${reward.couponRemark} ${template.title}`,
      })
    }
  }
  const balance =
    reward.points > 0
      ? (await points.post(tx, { customerId, reason, businessKey: key, delta: reward.points, remark: reward.remark }))
          .balance
      : await points.balance(customerId, tx)
  return { couponTitle, balance }
}

/**
 * The members' programmes' rewards and spends (docs/members-programmes.md): each one a row of the points ledger
 * (`points.post`, unique per customer, reason, asset and business key) written in the same transaction as the
 * sign-in or draw that caused it, so a double tap, a retry or a second device can never give or take twice.
 */
export function createMemberProgrammes(deps: FlowDeps) {
  const { db, clock, rewards, points, pointsGoods, coupons, addresses, catalogue, orders, payments, cycles } = deps
  const { markPaid } = createMarkPaid(deps)

  const grantCoupon = (tx: Db, customerId: number, templateId: number, key: string) =>
    grantRewardCoupon(coupons, tx, customerId, templateId, key)

  const chancesOf = async (lotteryId: number, customerId: number, tx: Db = db): Promise<Chances> => {
    const lottery = await rewards.lottery(lotteryId, tx)
    if (!lottery) throw new DomainError('notFound')
    return { ...(await rewards.chances(lottery, customerId, tx)), balance: await points.balance(customerId, tx) }
  }

  return {
    /** The calendar of a month (default: this China month) with the rules. */
    async calendar(customerId: number, month?: string) {
      const rules = await rewards.settings()
      const shown = month ?? chinaDate(clock.now()).slice(0, 7)
      // A template removed since the rules were saved still shows as a coupon (the sign-in then gives its points).
      const titles = await couponTitles(
        coupons,
        rules.signInRewards.map((r) => r.couponTemplateId),
      )
      const titleOf = (id: number | null) => (id === null ? null : (titles.get(id) ?? '优惠券'))
      return {
        ...(await rewards.calendar(customerId, shown)),
        month: shown,
        rewards: rules.signInRewards.map((r) => ({ ...r, couponTitle: titleOf(r.couponTemplateId) })),
        makeUpDays: rules.makeUpDays,
        makeUpCost: rules.makeUpCost,
      }
    },

    /**
     * Signs in for today's China date: the sign-in row (once per date) and the streak day's reward (points, and a
     * coupon when one is set) in one transaction. Signed before: `signed: false`, nothing given.
     */
    signIn: (customerId: number): Promise<SignInOutcome> =>
      db.transaction(async (tx) => {
        const date = chinaDate(clock.now())
        const { inserted, streak } = await rewards.recordSignIn(tx, { customerId, date, makeUp: false })
        if (!inserted) {
          return {
            signed: false,
            date,
            streak,
            points: 0,
            couponTitle: null,
            balance: await points.balance(customerId, tx),
          }
        }
        const rules: ProgrammeSettings = await rewards.settings(tx)
        const reward = rules.signInRewards[rewardDayOf(streak, rules.signInRewards.length)]!
        const { couponTitle, balance } = await giveReward(deps, tx, {
          customerId,
          reason: 'sign_in',
          key: `sign-in:${date}`,
          couponKey: `sign-in-${customerId}-${date}`,
          couponTemplateId: reward.couponTemplateId,
          points: reward.points,
          remark: `连续签到第${streak}天`,
          couponRemark: `签到第${streak}天`,
        })
        return { signed: true, date, streak, points: reward.points, couponTitle, balance }
      }),

    /**
     * Signs a missed day of the last `makeUpDays` for `makeUpCost` points (no reward: the make-up only mends the
     * streak). signInMakeUpNotAllowed for today, the future, an older day or when the shop allows none;
     * signInAlreadySigned when that day is signed.
     */
    async makeUp(customerId: number, date: string): Promise<SignInOutcome> {
      const rules = await rewards.settings()
      const today = chinaDate(clock.now())
      const ago = isChinaDate(date) ? chinaDaysBetween(date, today) : -1
      if (rules.makeUpDays === 0 || ago < 1 || ago > rules.makeUpDays) {
        throw new DomainError('signInMakeUpNotAllowed', { date, makeUpDays: rules.makeUpDays })
      }
      const balance = await db.transaction(async (tx) => {
        const { inserted } = await rewards.recordSignIn(tx, { customerId, date, makeUp: true })
        if (!inserted) throw new DomainError('signInAlreadySigned', { date })
        if (rules.makeUpCost === 0) return points.balance(customerId, tx)
        const paid = await points.post(tx, {
          customerId,
          reason: 'sign_in',
          businessKey: `make-up:${date}`,
          delta: -rules.makeUpCost,
          remark: `补签${date}`,
        })
        return paid.balance
      })
      const { streak } = await rewards.calendar(customerId, today.slice(0, 7))
      return { signed: true, date, streak, points: 0, couponTitle: null, balance }
    },

    chances: chancesOf,

    /** The lottery for draw/index, with the caller's chances when signed in. */
    async lottery(id: number, customerId: number | null) {
      const { view } = await rewards.detail(id)
      return { ...view, chances: customerId === null ? null : await chancesOf(id, customerId) }
    },

    /**
     * One draw (luckdraw/{id}/draw), all in one transaction: the lottery's own steps (rewards.drawSteps: request id,
     * free chances, daily cap, a chance, the roll, stock and pool), then the cost in points when no chance paid,
     * then the prize: points and a coupon given at once, a goods prize to claim with an address; each one a row of
     * the ledger keyed by the draw. Any refusal (积分不足…) rolls the whole draw back. A retried request id answers
     * the first draw.
     */
    async draw(customerId: number, lotteryId: number, requestId: string): Promise<ResponseOf<typeof luckdrawDraw>> {
      const outcome = await db.transaction(async (tx) => {
        const lottery = await rewards.lottery(lotteryId, tx)
        if (!lottery) throw new DomainError('notFound')
        if (rewards.statusOf(lottery, clock.now()) !== 'running') throw new DomainError('lotteryNotRunning')
        const steps = await rewards.drawSteps(tx, lottery, customerId, requestId)
        if ('replay' in steps) return { drawId: steps.replay.id, index: null }
        const { draw, paidWithPoints, rolled } = steps
        const key = `draw:${draw.id}`
        if (paidWithPoints) {
          await points.post(tx, {
            customerId,
            reason: 'lottery',
            businessKey: `draw-cost:${draw.id}`,
            delta: -lottery.pointsPerDraw,
            remark: `${lottery.name} 积分抽奖`,
          })
        }
        let prize = rolled.prize
        let reference: string | null = null
        if (prize?.kind === 'coupon') {
          const template = await grantCoupon(tx, customerId, prize.couponTemplateId!, `lottery-draw-${draw.id}`)
          if (template) reference = String(template.templateId)
          else {
            if (prize.remaining !== null) await rewards.returnPrize(tx, prize.id)
            prize = null
          }
        }
        if (prize) {
          await points.post(tx, {
            customerId,
            reason: 'lottery',
            businessKey: key,
            delta: prize.kind === 'points' ? prize.points : 0,
            asset: prize.kind === 'coupon' || prize.kind === 'goods' ? prize.kind : 'points',
            assetRef: prize.kind === 'points' ? null : (reference ?? String(draw.id)),
            remark: `${lottery.name} 抽中${prize.name}`,
          })
        }
        await rewards.setDraw(tx, draw.id, {
          paidWith: paidWithPoints ? 'points' : 'chance',
          pointsCost: paidWithPoints ? lottery.pointsPerDraw : 0,
          roll: rolled.roll,
          totalWeight: rolled.total,
          prizeId: prize?.id ?? null,
          prizeName: prize?.name ?? '谢谢参与',
          kind: prize?.kind ?? 'none',
          status: !prize ? 'none' : prize.kind === 'goods' ? 'to_claim' : 'granted',
          reference,
        })
        return { drawId: draw.id, index: rolled.index }
      })
      const award = await rewards.award(outcome.drawId)
      const prizes = (await rewards.detail(lotteryId)).view.prizes
      const index =
        outcome.index ??
        Math.max(
          0,
          prizes.findIndex((p) => (award.prizeId === null ? p.kind === 'none' : p.id === award.prizeId)),
        )
      return { prizeIndex: index, award, chances: await chancesOf(lotteryId, customerId) }
    },

    /**
     * The programmes on activity/index: the daily sign-in (always running), the points mall while something can be
     * redeemed, the cycle plans while one is on sale, then the lotteries and the `others` (surveys, friend help,
     * member gifts…), running before upcoming.
     */
    async programmes(others: readonly ProgrammeCard[] = []): Promise<ProgrammeCard[]> {
      const order = { running: 0, upcoming: 1, ended: 2 } as const
      const signInCard: ProgrammeCard = {
        kind: 'signIn',
        id: null,
        title: '每日签到',
        description: '每天签到领积分，连续签到奖励更多',
        status: 'running',
        startsAt: null,
        endsAt: null,
        path: '/pages/signIn/index',
      }
      const now = clock.now()
      const redeemable = (await pointsGoods.open(now)).filter((row) => programmeStatusAt(row, now) === 'running')
      const pointsMallCard: ProgrammeCard[] =
        redeemable.length === 0
          ? []
          : [
              {
                kind: 'pointsMall',
                id: null,
                title: '积分商城',
                description: `${redeemable.length}款好物可用积分兑换`,
                status: 'running',
                startsAt: null,
                endsAt: null,
                path: '/pages/points/mall',
              },
            ]
      const plans = await cycles.plans(true)
      const cycleCard: ProgrammeCard[] =
        plans.length === 0
          ? []
          : [
              {
                kind: 'accompany',
                id: null,
                title: '周期购 · 陪伴计划',
                description: `${plans[0]!.name}等${plans.length}个计划，一次下单按期配送`,
                status: 'running',
                startsAt: null,
                endsAt: null,
                path: '/pages/cycleOrder/list/index',
              },
            ]
      const lotteries = await rewards.programmeCards()
      return [
        signInCard,
        ...pointsMallCard,
        ...cycleCard,
        ...[...lotteries, ...others].sort((a, b) => order[a.status] - order[b.status]),
      ]
    },

    awards: (customerId: number, page: number, size: number) => rewards.awards(customerId, page, size),

    /**
     * Claims a goods prize with an address of the customer's book: a zero-price order of the prize's SKU (type
     * integral_gift: the line's price taken off in full), paid at once through the free route, so it ships like
     * any order; its unit is taken from stock with the checkout's guard (stockInsufficient when none is left: the
     * award stays to claim). The award moves to_claim → claimed under its row lock, so it is claimed once.
     */
    async claim(customerId: number, awardId: number, addressId: number): Promise<LotteryAward> {
      const address = await addresses.find(customerId, addressId)
      const catalogueNow = await catalogue.saleView()
      const skuId = await db.transaction(async (tx) => {
        const award = await rewards.lockAwardToClaim(tx, customerId, awardId)
        if (!award || award.prizeId === null) throw new DomainError('awardNotClaimable', { awardId })
        const prize = await rewards.prize(tx, award.prizeId)
        const item = prize?.skuId ? catalogueNow.item(prize.skuId) : undefined
        if (!prize || !item) throw new DomainError('skuNotFound', { skuId: prize?.skuId })
        const { sku } = item
        const price = sku.price
        const order = await orders.place(tx, {
          customerId,
          orderType: 'integral_gift',
          channel: null,
          totalOriginAmount: price,
          totalBenefitAmount: price,
          totalActualAmount: 0,
          totalPointsToAmount: 0,
          totalRealPayPoints: 0,
          originShippingPrice: 0,
          actualShippingPrice: 0,
          totalRealPayAmount: 0,
          address: {
            name: address.name,
            mobile: address.mobile,
            province: address.province,
            city: address.city,
            district: address.district,
            detail: address.detail,
            postalCode: address.postalCode,
          },
          remark: `抽奖奖品：${prize.name}`.slice(0, 100),
          lines: [
            {
              skuId: sku.id,
              goodsId: sku.goodsId,
              skuCode: sku.skuCode,
              name: item.goodsName.slice(0, 64),
              specifications: sku.specifications,
              image: sku.image ?? item.goodsImage,
              quantity: 1,
              price,
              marketingPrice: sku.marketingPrice,
              activityPrice: null,
              addOnOf: null,
              originAmount: price,
              benefitAmount: price,
              actualAmount: 0,
              pointsAmount: 0,
              realPayAmount: 0,
              adjustments: [],
            },
          ],
        })
        // The unit ships from the warehouse like any sold one: taken from stock with the same guard, or refused.
        await reserveStock(tx, order.id, [{ skuId: sku.id, quantity: 1, onSale: false }], clock.now())
        const attempt = await payments.open(tx, order, {
          payerId: customerId,
          payType: 'wm',
          product: 'free',
          appId: null,
          amount: 0,
        })
        await markPaid(tx, attempt.outTradeNo, {
          transactionId: null,
          amount: 0,
          paidAt: clock.now(),
          notificationId: null,
          actor: 'system',
        })
        await rewards.setDraw(tx, award.id, {
          status: 'claimed',
          reference: String(order.id),
          address: { addressId, ...address },
          claimedAt: clock.now(),
        })
        return sku.id
      })
      await catalogue.refreshSkus([skuId])
      return rewards.award(awardId)
    },

    /**
     * The points expiry rule, run by a recurring sweep: with `expiryYears` N > 0, the points earned in China year Y
     * expire when year Y + N ends (in year C, those earned before 1 January of C − N), once per customer and year
     * (`expire:<C − N − 1>`), oldest points first (spends took those before). Answers how many customers lost
     * points.
     */
    async expirePoints(): Promise<number> {
      const { expiryYears } = await rewards.settings()
      if (expiryYears === 0) return 0
      const year = Number(chinaDate(clock.now()).slice(0, 4)) - expiryYears
      const cutoff = new Date(`${year}-01-01T00:00:00+08:00`)
      const key = `expire:${year - 1}`
      let expired = 0
      let after = 0
      for (;;) {
        const batch = await points.expiryCandidates(cutoff, key, after)
        for (const customerId of batch) if ((await points.expire(customerId, cutoff, key)).applied) expired += 1
        if (batch.length === 0) return expired
        after = batch.at(-1)!
      }
    },
  }
}
