import { sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { demoCatalogueIds, firstSkuOf } from '../catalogue'
import { presales } from './presales.tables'

const HOUR = 3_600_000
const DAY = 24 * HOUR

/**
 * The demo pre-sales (docs/pre-sales.md): a deposit pre-sale of the eye cream selling now (a deposit of a tenth of
 * its price that counts for two tenths; the balance in days 8–10; ships from day 11; an unpaid balance keeps the
 * deposit) and a full-payment pre-sale of the face cream at 85% of its price, shipped from day 20.
 */
export const presalesSeed: SeedStep[] = [
  {
    name: 'presales/demo-presales',
    async run({ db, clock }) {
      const { goods } = await demoCatalogueIds(db)
      const eye = await firstSkuOf(db, goods.get('LJEYE01'))
      const cream = await firstSkuOf(db, goods.get('LJCRM01'))
      if (!eye || !cream) throw new Error('the demo catalogue has no eye cream or face cream')
      // The SKU's price is read by SQL here only: a seed has no service to ask.
      const priceOf = async (skuId: number) =>
        (
          (await db.execute(sql`select price from skus where id = ${skuId}`)) as unknown as {
            rows: { price: number }[]
          }
        ).rows[0]!.price
      const now = clock.now().getTime()
      const at = (ms: number) => new Date(now + ms)
      const eyePrice = await priceOf(eye.id)
      const creamPrice = await priceOf(cream.id)
      const yuan = (fen: number) => Math.max(100, Math.round(fen / 100) * 100)
      await db.insert(presales).values([
        {
          name: '眼霜新品定金预售',
          skuId: eye.id,
          mode: 'deposit',
          price: eyePrice,
          deposit: yuan(eyePrice / 10),
          depositValue: yuan(eyePrice / 5),
          startsAt: at(-DAY),
          endsAt: at(7 * DAY),
          balanceStartsAt: at(8 * DAY),
          balanceEndsAt: at(10 * DAY),
          shipFrom: at(11 * DAY),
          unpaidRule: 'keep',
          stock: 200,
          limitPerCustomer: 2,
          onSale: true,
          createdAt: at(0),
          updatedAt: at(0),
        },
        {
          name: '修护面霜全款预售',
          skuId: cream.id,
          mode: 'full',
          price: yuan(creamPrice * 0.85),
          startsAt: at(-DAY),
          endsAt: at(14 * DAY),
          shipFrom: at(20 * DAY),
          unpaidRule: 'keep',
          stock: 100,
          limitPerCustomer: 3,
          onSale: true,
          createdAt: at(0),
          updatedAt: at(0),
        },
      ])
    },
  },
]
