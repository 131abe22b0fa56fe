import type { SeedStep } from '../../seed/seed'
import { skuIdOfCode, YEAR_CARD_GOODS } from '../catalogue'
import { couponTemplateIdsByCode } from '../coupons'
import { yearCards } from './year-cards.tables'

/**
 * The demo year card (docs/year-cards.md): 黑金会员年卡, ¥199 for 365 days: 9.5折 member price, free shipping, the
 * 满199减30 coupon every 30 days, half as many points again.
 */
export const yearCardsSeed: SeedStep[] = [
  {
    name: 'year-cards/demo-card',
    async run({ db, clock }) {
      const skuId = await skuIdOfCode(db, `${YEAR_CARD_GOODS}-365`)
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30') ?? null
      if (!skuId) throw new Error('the demo catalogue has no year card goods')
      const now = clock.now()
      await db.insert(yearCards).values({
        name: '黑金会员年卡',
        description: '开通即享一年会员权益：全场会员价、全年包邮、每月好券、积分加速。',
        skuId,
        days: 365,
        memberPricePercent: 95,
        freeShipping: true,
        monthlyCouponTemplateId: coupon,
        extraPointsPercent: 50,
        onSale: true,
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
