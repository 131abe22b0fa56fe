import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf, goodsUnder } from '../catalogue'
import { promotionCodes, promotions } from './cart.tables'

const DAY_MS = 86_400_000

/** The demo goods the promotions hand out: the cream sample (满赠) and the mask trial pack (随手带一件). */
const CREAM_SAMPLE = 'LJTRY02'
const MASK_TRIAL = 'LJTRY05'
const SKINCARE = 'SKIN'

export const cartSeed: SeedStep[] = [
  {
    // After the demo catalogue: the promotions name its goods. Windows run a year from the seed.
    name: 'cart/demo-promotions',
    async run({ db, clock }) {
      const now = clock.now()
      const startAt = new Date(now.getTime() - DAY_MS)
      const endAt = new Date(now.getTime() + 365 * DAY_MS)
      const { goods, categories } = await demoCatalogueIds(db)
      const skincare = categories.get(SKINCARE)
      const sample = await firstSkuOf(db, goods.get(CREAM_SAMPLE))
      const mask = await firstSkuOf(db, goods.get(MASK_TRIAL))
      if (skincare === undefined || !sample || !mask) throw new Error('the demo catalogue lacks the promotions’ goods')
      await db
        .insert(promotions)
        .values([
          {
            key: 'SKINCARE-299-30',
            code: 'threshold_reduction',
            name: '护肤满299减30',
            scope: { goodsIds: await goodsUnder(db, skincare), skuIds: [] },
            args: { tiers: [{ threshold: 29_900, reduction: 3_000 }] },
            startAt,
            endAt,
          },
          {
            key: 'GIFT-399-SAMPLE',
            code: 'free_gift',
            name: '满399赠面霜体验装',
            scope: { goodsIds: [], skuIds: [] },
            args: {
              threshold: 39_900,
              gifts: [
                {
                  skuId: String(sample.id),
                  goodsId: String(sample.goodsId),
                  name: '澜肌修护面霜体验装',
                  quantity: 1,
                  costPrice: 1_500,
                },
              ],
            },
            startAt,
            endAt,
          },
          {
            key: 'ONE-MORE-MASK',
            code: 'one_more_item',
            name: '随手带一件面膜尝鲜装',
            scope: { goodsIds: [], skuIds: [] },
            args: { threshold: 0, items: [{ skuId: String(mask.id), swapPrice: 990, maxQuantity: 1 }] },
            startAt,
            endAt,
          },
        ])
        .onConflictDoNothing()
      await db
        .insert(promotionCodes)
        .values([
          {
            code: 'LANJI10',
            promotionType: 1,
            promotionValue: 1_000,
            threshold: 10_000,
            validFrom: startAt,
            validTo: endAt,
          },
          { code: 'VIP95', promotionType: 2, promotionValue: 0.95, threshold: 0, validFrom: startAt, validTo: endAt },
        ])
        .onConflictDoNothing()
    },
  },
  {
    // A code for the first 50 orders (docs/pricing.md "Promotion codes: the usage limit").
    name: 'cart/demo-limited-code',
    async run({ db, clock }) {
      const now = clock.now()
      await db
        .insert(promotionCodes)
        .values({
          code: 'FIRST50',
          promotionType: 1,
          promotionValue: 2_000,
          threshold: 19_900,
          validFrom: new Date(now.getTime() - DAY_MS),
          validTo: new Date(now.getTime() + 365 * DAY_MS),
          usageLimit: 50,
        })
        .onConflictDoNothing()
    },
  },
]
