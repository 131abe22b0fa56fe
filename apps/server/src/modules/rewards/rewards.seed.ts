import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { couponTemplateIdsByCode } from '../coupons'
import { lotteries, lotteryPrizes, rewardSettings } from './rewards.tables'

const DAY_MS = 86_400_000

/** The demo lottery's code (draw/index?id=… of the lottery with this code). */
export const DEMO_LOTTERY = 'WHEEL2026'

/** The demo goods prize: the serum sample. */
const SERUM_SAMPLE = 'LJTRY01'

export const rewardsSeed: SeedStep[] = [
  {
    // After the demo coupons: day 7 of the sign-in cycle gives the 满199减30 coupon with its points.
    name: 'rewards/demo-sign-in',
    async run({ db, clock }) {
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30') ?? null
      await db
        .insert(rewardSettings)
        .values({
          id: 1,
          signInRewards: [5, 5, 10, 5, 5, 10, 30].map((points, day) => ({
            points,
            couponTemplateId: day === 6 ? coupon : null,
          })),
          makeUpDays: 3,
          makeUpCost: 20,
          expiryYears: 1,
          updatedAt: clock.now(),
        })
        .onConflictDoNothing()
    },
  },
  {
    // A running wheel for 90 days from the seed date: a free draw a day, 100 points a draw after that.
    name: 'rewards/demo-lottery',
    async run({ db, clock }) {
      const now = clock.now()
      const { goods } = await demoCatalogueIds(db)
      const sku = await firstSkuOf(db, goods.get(SERUM_SAMPLE))
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')
      if (!sku || !coupon) throw new Error(`the demo catalogue has no ${SERUM_SAMPLE} or the demo coupons are missing`)
      const [lottery] = await db
        .insert(lotteries)
        .values({
          code: DEMO_LOTTERY,
          name: '会员幸运大转盘',
          description: '每天免费抽1次，之后100积分抽1次；每人每天最多5次。实物奖品填写地址后包邮寄出。',
          startsAt: now,
          endsAt: new Date(now.getTime() + 90 * DAY_MS),
          dailyFree: 1,
          pointsPerDraw: 100,
          orderChances: 1,
          dailyCap: 5,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing()
        .returning()
      if (!lottery) return
      const prizes = [
        { name: '50积分', kind: 'points', points: 50, weight: 300, stock: 100_000 },
        { name: '满199减30券', kind: 'coupon', couponTemplateId: coupon, weight: 100, stock: 2_000 },
        { name: '水光精华体验装', kind: 'goods', skuId: sku.id, weight: 20, stock: 50, dailyQuota: 3 },
        { name: '200积分', kind: 'points', points: 200, weight: 50, stock: 10_000 },
        { name: '谢谢参与', kind: 'none', weight: 530, stock: null },
      ] as const
      await db.insert(lotteryPrizes).values(
        prizes.map((prize, sort) => ({
          lotteryId: lottery.id,
          ...prize,
          remaining: prize.stock,
          sort,
        })),
      )
    },
  },
]
