import type { SeedStep } from '../../seed/seed'
import { couponTemplateIdsByCode } from '../coupons'
import { memberGifts } from './member-gifts.tables'

const DAY_MS = 86_400_000

/** The demo member gifts: a new member's pack (points and 满199减30) and a birthday pack, both for a year. */
export const memberGiftsSeed: SeedStep[] = [
  {
    name: 'member-gifts/demo',
    async run({ db, clock }) {
      const now = clock.now()
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')
      if (!coupon) throw new Error('the demo coupons are missing')
      const window = { startsAt: now, endsAt: new Date(now.getTime() + 365 * DAY_MS), createdAt: now, updatedAt: now }
      await db.insert(memberGifts).values([
        {
          title: '新人见面礼',
          kind: 'new_member',
          description: '注册30天内可领：200积分 + 满199减30券',
          points: 200,
          couponTemplateId: coupon,
          newMemberDays: 30,
          stock: 10_000,
          ...window,
        },
        {
          title: '生日月礼包',
          kind: 'birthday',
          description: '生日当月可领：500积分，年满14周岁的会员每年一次',
          points: 500,
          couponTemplateId: null,
          minAge: 14,
          stock: 10_000,
          ...window,
        },
      ])
    },
  },
]
