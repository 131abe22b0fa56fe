import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { pointsGoods } from './points-goods.tables'

const DAY_MS = 86_400_000

/** The demo points mall: one goods for points only (integral), one for points plus cash (integral_gift). */
const DEMO = [
  { code: 'LJCLN01', title: '氨基酸洁面 积分兑换', points: 1_500, cash: 0, stock: 100, limitPerCustomer: 1 },
  { code: 'LJMSK01', title: '水光睡眠面膜 积分+9.9元', points: 300, cash: 990, stock: 200, limitPerCustomer: 2 },
] as const

export const pointsGoodsSeed: SeedStep[] = [
  {
    name: 'points-goods/demo',
    async run({ db, clock }) {
      const now = clock.now()
      const { goods } = await demoCatalogueIds(db)
      for (const { code, ...item } of DEMO) {
        const sku = await firstSkuOf(db, goods.get(code))
        if (!sku) throw new Error(`the demo catalogue has no ${code}`)
        await db.insert(pointsGoods).values({
          ...item,
          skuId: sku.id,
          startsAt: now,
          endsAt: new Date(now.getTime() + 90 * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
      }
    },
  },
]
