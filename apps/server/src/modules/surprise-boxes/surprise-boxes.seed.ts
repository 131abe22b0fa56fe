import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { surpriseBoxes, surpriseBoxGoods } from './surprise-boxes.tables'

const DAY_MS = 86_400_000

/** The demo box: four goods of the catalogue with their weights and allotments; the sheet mask is the fallback. */
const DEMO_POOL = [
  { code: 'LJSER01', weight: 10, allotment: 10 },
  { code: 'LJCRM01', weight: 20, allotment: 20 },
  { code: 'LJTNR01', weight: 30, allotment: 60 },
  { code: 'LJMSK02', weight: 40, allotment: 100 },
] as const
const FALLBACK = 'LJMSK02'

export const surpriseBoxesSeed: SeedStep[] = [
  {
    name: 'surprise-boxes/demo',
    async run({ db, clock }) {
      const now = clock.now()
      const { goods } = await demoCatalogueIds(db)
      const skuOf = async (code: string) => {
        const sku = await firstSkuOf(db, goods.get(code))
        if (!sku) throw new Error(`the demo catalogue has no ${code}`)
        return sku.id
      }
      const [box] = await db
        .insert(surpriseBoxes)
        .values({
          name: '澜肌水光惊喜盲盒',
          price: 9_900,
          stock: 200,
          limitPerCustomer: 2,
          fallbackSkuId: await skuOf(FALLBACK),
          startsAt: now,
          endsAt: new Date(now.getTime() + 90 * DAY_MS),
          createdAt: now,
          updatedAt: now,
        })
        .returning()
      for (const [position, entry] of DEMO_POOL.entries()) {
        await db.insert(surpriseBoxGoods).values({
          boxId: box!.id,
          skuId: await skuOf(entry.code),
          position,
          weight: entry.weight,
          allotment: entry.allotment,
        })
      }
    },
  },
]
