import { inArray } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { couponTemplates } from './coupons.tables'

/** The advertising param of the demo new-member campaign: `receiveCoupon/registerReceive?param=REG2026`. */
export const DEMO_CAMPAIGN = 'REG2026'

const DAY_MS = 86_400_000

/** The demo goods the gift coupons hand out: the travel kit (赠品券) and the serum sample (礼品券). */
const TRAVEL_KIT = 'LJTRY04'
const SERUM_SAMPLE = 'LJTRY01'

export const couponsSeed: SeedStep[] = [
  {
    name: 'coupons/demo-templates',
    async run({ db, clock }) {
      const now = clock.now()
      await db
        .insert(couponTemplates)
        .values([
          {
            code: 'SHOP-199-30',
            title: '满199减30',
            description: '全场通用；领取后30天内有效，每人限领1张。',
            promotionType: 1,
            promotionValue: 3000,
            threshold: 19900,
            validDays: 30,
            totalQuantity: 10_000,
          },
          {
            code: 'SHOP-300-85',
            title: '满300享8.5折',
            description: '全场通用；活动期内有效，每人限领1张。',
            promotionType: 2,
            promotionValue: 0.85,
            threshold: 30000,
            validFrom: now,
            validTo: new Date(now.getTime() + 180 * DAY_MS),
            totalQuantity: 5_000,
          },
          {
            code: 'REG2026-99-20',
            title: '新人专享 满99减20',
            description: '新会员注册礼；领取后14天内有效。',
            promotionType: 1,
            promotionValue: 2000,
            threshold: 9900,
            validDays: 14,
            campaign: DEMO_CAMPAIGN,
          },
          {
            code: 'REG2026-5',
            title: '新人无门槛5元券',
            description: '新会员注册礼；无门槛，领取后14天内有效。',
            promotionType: 1,
            promotionValue: 500,
            validDays: 14,
            campaign: DEMO_CAMPAIGN,
          },
        ])
        .onConflictDoNothing()
    },
  },
  {
    // After the demo catalogue: the gift coupons name its goods.
    name: 'coupons/demo-gift-templates',
    async run({ db }) {
      const { goods } = await demoCatalogueIds(db)
      const travelKit = goods.get(TRAVEL_KIT)
      const sample = goods.get(SERUM_SAMPLE)
      const kitSku = await firstSkuOf(db, travelKit)
      if (!travelKit || !sample || !kitSku)
        throw new Error(`the demo catalogue has no ${TRAVEL_KIT} or ${SERUM_SAMPLE}`)
      await db
        .insert(couponTemplates)
        .values([
          {
            code: 'SHOP-399-KIT',
            title: '满399赠旅行装',
            description: '全场满399元赠澜肌护肤旅行套装1套；领取后30天内有效。',
            promotionType: 3,
            threshold: 39900,
            gifts: [{ skuId: kitSku.id, goodsId: travelKit, name: '澜肌护肤旅行套装', quantity: 1, costPrice: 3500 }],
            validDays: 30,
            totalQuantity: 2_000,
          },
          {
            code: 'SAMPLE-SERUM',
            title: '精华体验装礼品券',
            description: '购买澜肌水光精华体验装时1件免费；领取后30天内有效。',
            promotionType: 4,
            goodsIds: [sample],
            validDays: 30,
            totalQuantity: 1_000,
          },
        ])
        .onConflictDoNothing()
    },
  },
]

/** Template ids by code, for seed steps of other modules that give a demo coupon (e.g. the sign-in's day 7). */
export async function couponTemplateIdsByCode(db: Db, codes: string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: couponTemplates.id, code: couponTemplates.code })
    .from(couponTemplates)
    .where(inArray(couponTemplates.code, codes))
  return new Map(rows.map((r) => [r.code, r.id]))
}
