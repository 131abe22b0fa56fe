import type { SeedStep } from '../../seed/seed'
import { customers } from './customers.tables'

/** The demo distributor (IN, 分销员) and recommender (OUT, 推荐官): sign in with these mobiles (docs/distribution.md). */
export const DEMO_DISTRIBUTOR_MOBILE = '13900000001'
export const DEMO_RECOMMENDER_MOBILE = '13900000002'
/** The demo customer bound to the demo distributor, with wishes on the wish list (docs/wish-list.md). */
export const DEMO_WISHER_MOBILE = '13900000003'

export const customersSeed: SeedStep[] = [
  {
    name: 'customers/demo-distributors',
    async run({ db }) {
      await db
        .insert(customers)
        .values([
          { mobile: DEMO_DISTRIBUTOR_MOBILE, nickName: '周宁', realName: '周宁', gender: 2 },
          { mobile: DEMO_RECOMMENDER_MOBILE, nickName: '美妆小鹿', realName: '陆晓鹿', gender: 2 },
        ])
        .onConflictDoNothing()
    },
  },
  {
    name: 'customers/demo-wisher',
    async run({ db }) {
      await db
        .insert(customers)
        .values({ mobile: DEMO_WISHER_MOBILE, nickName: '林小溪', realName: '林小溪', gender: 2 })
        .onConflictDoNothing()
    },
  },
]
