import type { SeedStep } from '../../seed/seed'
import { helpActivities } from './friend-help.tables'

export const friendHelpSeed: SeedStep[] = [
  {
    name: 'friend-help/demo-activity',
    async run({ db, clock }) {
      const now = clock.now()
      await db.insert(helpActivities).values({
        name: '3位好友助力领300积分',
        description: '邀请3位好友为您助力，48小时内完成即得300积分，可在积分商城兑换好礼。',
        image: null,
        goal: 3,
        rewardPoints: 300,
        couponTemplateId: null,
        helperQuota: 3,
        newAccountsOnly: false,
        taskHours: 48,
        status: 'published',
        startAt: null,
        endAt: null,
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
