import type { SeedStep } from '../../seed/seed'
import { customers, shoppingGuides } from './customers.tables'

/** The demo shopping guide: sign in with 13900000000 (any channel) to see a guide's session (`isEbc`). */
export const DEMO_GUIDE_MOBILE = '13900000000'

/** The demo distributor (IN, 分销员) and recommender (OUT, 推荐官): sign in with these mobiles (docs/distribution.md). */
export const DEMO_DISTRIBUTOR_MOBILE = '13900000001'
export const DEMO_RECOMMENDER_MOBILE = '13900000002'

export const customersSeed: SeedStep[] = [
  {
    name: 'customers/demo-shopping-guide',
    async run({ db }) {
      await db
        .insert(shoppingGuides)
        .values({ mobile: DEMO_GUIDE_MOBILE, name: '林澜', counterName: '上海静安嘉里中心专柜', active: true })
        .onConflictDoNothing()
    },
  },
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
]
