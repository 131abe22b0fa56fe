import { chinaDate } from '@shop/domain'
import type { SeedStep } from '../../seed/seed'
import { couponTemplateIdsByCode } from '../coupons'
import { waterLightActivities } from './water-light.tables'

const DAY_MS = 86_400_000

/** The demo hydration check-in: 7 days within the 30 China days from the seed's day, 100 points and 满199减30. */
export const waterLightSeed: SeedStep[] = [
  {
    name: 'water-light/demo',
    async run({ db, clock }) {
      const now = clock.now()
      const start = new Date(`${chinaDate(now)}T00:00:00+08:00`)
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')
      if (!coupon) throw new Error('the demo coupons are missing')
      await db.insert(waterLightActivities).values({
        name: '7天水光打卡',
        banner: '',
        rule: '活动期间每天喝够8杯水并打卡，可上传照片记录；30天内累计打卡7天，即得100积分 + 满199减30券。',
        daysRequired: 7,
        points: 100,
        couponTemplateId: coupon,
        startsAt: start,
        endsAt: new Date(start.getTime() + 30 * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
