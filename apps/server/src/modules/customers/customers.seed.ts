import { eq } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import type { SeedStep } from '../../seed/seed'
import { customers } from './customers.tables'

/** The demo distributor (IN, 分销员) and recommender (OUT, 推荐官): sign in with these mobiles (docs/distribution.md). */
export const DEMO_DISTRIBUTOR_MOBILE = '13900000001'
export const DEMO_RECOMMENDER_MOBILE = '13900000002'
/** The demo customer bound to the demo distributor, with wishes on the wish list (docs/wish-list.md). */
export const DEMO_WISHER_MOBILE = '13900000003'
/** The demo key client's contact (docs/key-clients.md): sign in with it to see and pay the salon's orders. */
export const DEMO_KEY_CLIENT_MOBILE = '13900000004'

/** The id of the customer with this mobile (a seed step's lookup). */
export const customerIdOfMobile = async (db: Db, mobile: string) =>
  (await db.select({ id: customers.id }).from(customers).where(eq(customers.mobile, mobile)))[0]?.id

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
  {
    name: 'customers/demo-key-client',
    async run({ db }) {
      await db
        .insert(customers)
        .values({ mobile: DEMO_KEY_CLIENT_MOBILE, nickName: '澜庭周店长', realName: '周婉', gender: 2 })
        .onConflictDoNothing()
    },
  },
]
