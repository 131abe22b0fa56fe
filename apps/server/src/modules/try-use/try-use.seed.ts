import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { tryUseActivities } from './try-use.tables'

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
]
