import { DAY_MS } from '@shop/domain'
import type { SeedStep } from '../../seed/seed'
import { demoGoods } from '../../seed/demo/catalogue.data'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { couponTemplateIdsByCode } from '../coupons'
import { buyGiftActivities } from './buy-gifts.tables'

/** The demo's star goods (tag 明星单品): buying one of them gives the 满199减30 coupon (docs/gifts.md "买赠"). */
const STAR_TAG = '明星单品'

export const buyGiftsSeed: SeedStep[] = [
  {
    name: 'buy-gifts/demo-activity',
    async run({ db, clock }) {
      const ids = await demoCatalogueIds(db)
      const stars = demoGoods.filter((goods) => goods.tags.some((tag) => tag.name === STAR_TAG)).slice(0, 3)
      const skuIds: number[] = []
      for (const goods of stars) {
        const sku = await firstSkuOf(db, ids.goods.get(goods.code))
        if (sku) skuIds.push(sku.id)
      }
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30')
      if (skuIds.length === 0 || !coupon) throw new Error('the demo has no star goods or no SHOP-199-30 coupon')
      const now = clock.now()
      await db.insert(buyGiftActivities).values({
        name: '明星单品买赠',
        skuIds,
        couponTemplateId: coupon,
        startsAt: now,
        endsAt: new Date(now.getTime() + 90 * DAY_MS),
        enabled: true,
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
