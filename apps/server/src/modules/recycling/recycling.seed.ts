import { sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { couponTemplateIdsByCode } from '../coupons'
import { DEMO_RECOMMENDER_MOBILE } from '../customers'
import { recycleProgrammes, recycleRecords } from './recycling.tables'

const DAY_MS = 86_400_000

/**
 * The demo recycling programme (docs/recycling.md): empty bottles of four kinds, 30 points each, the 满199减30
 * coupon from 5 accepted bottles, at most 20 a request, parcels to the brand's Shanghai counter.
 */
export const recyclingSeed: SeedStep[] = [
  {
    name: 'recycling/demo-programme',
    async run({ db, clock }) {
      const now = clock.now()
      const coupon = (await couponTemplateIdsByCode(db, ['SHOP-199-30'])).get('SHOP-199-30') ?? null
      await db.insert(recycleProgrammes).values({
        name: '空瓶回收计划',
        description: '把用完的澜肌空瓶寄回或送到专柜，验收合格即得积分；一次回收满5件再送满199减30优惠券。',
        acceptedGoods: ['精华瓶', '面霜罐', '水乳瓶', '洁面管'],
        pointsPerUnit: 30,
        couponTemplateId: coupon,
        couponMinUnits: 5,
        maxUnitsPerRequest: 20,
        returnAddress: '澜肌空瓶回收组 021-60000000 上海市静安区南京西路1266号恒隆广场B1 澜肌专柜',
        startsAt: now,
        endsAt: new Date(now.getTime() + 365 * DAY_MS),
        createdAt: now,
        updatedAt: now,
      })
    },
  },
  {
    // A parcel the demo recommender sent back, waiting for the console's inspection (会员营销 › 空瓶回收 › 验收).
    name: 'recycling/demo-request',
    async run({ db, clock }) {
      const now = clock.now()
      const [programme] = await db.select({ id: recycleProgrammes.id }).from(recycleProgrammes).limit(1)
      const customer = (
        (await db.execute(sql`select id from customers where mobile = ${DEMO_RECOMMENDER_MOBILE}`)) as unknown as {
          rows: { id: number }[]
        }
      ).rows[0]
      if (!programme || !customer) return
      await db.insert(recycleRecords).values({
        programmeId: programme.id,
        customerId: customer.id,
        items: [
          { goods: '精华瓶', units: 2 },
          { goods: '洁面管', units: 1 },
        ],
        units: 3,
        method: 'parcel',
        status: 'shipped',
        carrier: '顺丰速运',
        trackingNo: 'SF1400000001',
        shippedAt: now,
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
