import { sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { onePriceActivities, onePriceGoods } from './one-prices.tables'

const DAY = 24 * 3_600_000

/** The demo goods at one price: hand cream, emulsion, cleansing oil, mask. */
const ONE_PRICE_GOODS = ['LJHND01', 'LJLOT01', 'LJCLN02', 'LJMSK02']

/**
 * The demo one-price activity (docs/one-price.md): 好物一口价, running from yesterday for two weeks, four goods at
 * ¥99 (or at 80% of a SKU that costs less), 30 units each, 3 units per customer and 2 per order.
 */
export const onePricesSeed: SeedStep[] = [
  {
    name: 'one-prices/demo-activity',
    async run({ db, clock }) {
      const { goods } = await demoCatalogueIds(db)
      const now = clock.now().getTime()
      const [activity] = await db
        .insert(onePriceActivities)
        .values({
          name: '好物一口价',
          title: '精选好物 限时一口价',
          startsAt: new Date(now - DAY),
          endsAt: new Date(now + 14 * DAY),
          limitPerCustomer: 3,
          limitPerOrder: 2,
          onSale: true,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
      for (const [sort, code] of ONE_PRICE_GOODS.entries()) {
        const sku = await firstSkuOf(db, goods.get(code))
        if (!sku) throw new Error(`the demo catalogue has no ${code}`)
        // The SKU's price is read by SQL here only: a seed has no service to ask.
        const { rows } = (await db.execute(sql`select price from skus where id = ${sku.id}`)) as unknown as {
          rows: { price: number }[]
        }
        const skuPrice = rows[0]!.price
        const price = skuPrice > 9_900 ? 9_900 : Math.max(1, Math.round((skuPrice * 0.8) / 100) * 100)
        await db.insert(onePriceGoods).values({ activityId: activity!.id, skuId: sku.id, price, stock: 30, sort })
      }
    },
  },
]
