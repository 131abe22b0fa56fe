import type { SeedStep } from '../../seed/seed'
import { skuIdOfCode } from '../catalogue'
import { cyclePlans } from './cycles.tables'

/** The demo SKU the demo plan delivers: 澜肌水光精华液 30ml (¥390). */
export const DEMO_CYCLE_SKU = 'LJ-SER01-30ML'

/** The demo cycle plan (docs/cycle-purchases.md): the serum every 30 days for six months, ¥329 a bottle. */
export const cyclesSeed: SeedStep[] = [
  {
    name: 'cycles/demo-plan',
    async run({ db, clock }) {
      const skuId = await skuIdOfCode(db, DEMO_CYCLE_SKU)
      if (!skuId) throw new Error(`the demo catalogue has no ${DEMO_CYCLE_SKU}`)
      const now = clock.now()
      await db.insert(cyclePlans).values({
        name: '水光精华 6个月陪伴计划',
        description: '一次下单，每30天为你寄出一瓶水光精华液，连续6个月；可暂停、跳过或改地址，未配送部分按期退款。',
        skuId,
        deliveries: 6,
        intervalDays: 30,
        unitsPerDelivery: 1,
        unitPrice: 32_900,
        onSale: true,
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
