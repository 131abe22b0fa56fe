import { asc, sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { DEMO_RECOMMENDER_MOBILE } from '../customers'
import { tryUseActivities, tryUseApplications } from './try-use.tables'

const DAY_MS = 86_400_000

/** The demo try-use activities (docs/try-use.md): a serum sample shipped free, a cream sample with ¥8 shipping. */
const DEMO = [
  {
    code: 'LJSER01',
    name: '水光精华 新品试用',
    description: '30位会员免费试用澜肌水光精华液，包邮到家；收到后分享试用体验。',
    seats: 30,
    shippingFee: 0,
  },
  {
    code: 'LJCRM01',
    name: '修护面霜 体验装',
    description: '修护面霜体验装免费申领，运费8元由申领人支付。',
    seats: 50,
    shippingFee: 800,
  },
] as const

export const tryUseSeed: SeedStep[] = [
  {
    name: 'try-use/demo-activities',
    async run({ db, clock }) {
      const now = clock.now()
      const { goods } = await demoCatalogueIds(db)
      for (const { code, ...activity } of DEMO) {
        const sku = await firstSkuOf(db, goods.get(code))
        if (!sku) throw new Error(`the demo catalogue has no ${code}`)
        await db.insert(tryUseActivities).values({
          ...activity,
          skuId: sku.id,
          startsAt: now,
          endsAt: new Date(now.getTime() + 30 * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
      }
    },
  },
  {
    // The demo recommender's application for the serum sample, waiting for the console (会员营销 › 试用申请).
    name: 'try-use/demo-application',
    async run({ db, clock }) {
      const now = clock.now()
      const [activity] = await db
        .select({ id: tryUseActivities.id })
        .from(tryUseActivities)
        .orderBy(asc(tryUseActivities.id))
        .limit(1)
      const customer = (
        (await db.execute(sql`select id from customers where mobile = ${DEMO_RECOMMENDER_MOBILE}`)) as unknown as {
          rows: { id: number }[]
        }
      ).rows[0]
      if (!activity || !customer) return
      await db.insert(tryUseApplications).values({
        activityId: activity.id,
        customerId: customer.id,
        address: {
          name: '陆晓鹿',
          mobile: DEMO_RECOMMENDER_MOBILE,
          province: '上海市',
          city: '上海市',
          district: '徐汇区',
          detail: '漕溪北路88号',
          postalCode: null,
        },
        reason: '干皮，秋冬换季想试试水光精华',
        status: 'applied',
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
