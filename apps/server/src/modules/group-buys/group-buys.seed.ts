import { sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { groupBuyActivities, groupBuyGroups, groupBuySkus } from './group-buys.tables'

const HOUR = 3_600_000
/** Rows of a raw query (PGlite and node-postgres both answer `{ rows }`). */
const rowsOf = async <T>(query: Promise<unknown>): Promise<T[]> => ((await query) as { rows: T[] }).rows
const DAY = 24 * HOUR

/**
 * The demo group buy (docs/group-buys.md): a goods not in a flash sale, its SKUs at 75% of their price, 2-person
 * groups open 24 hours, running for 30 days; and two open groups led by the demo customers, so the product page and
 * group/virtuallyList have groups to join. Those demo leaders have no order (the seed places none): a demo group
 * that fills succeeds like any other, with only its paying members' orders to release.
 */
export const groupBuysSeed: SeedStep[] = [
  {
    name: 'group-buys/demo-group-buy',
    async run({ db, clock }) {
      const now = clock.now().getTime()
      // The catalogue's and customers' rows are read by SQL here only: a seed has no service to ask.
      const skus = await rowsOf<{ goods_id: number; sku_id: number; price: number }>(
        db.execute(sql`
        select s.goods_id, s.id as sku_id, s.price from skus s
        where s.goods_id = (
          select g.id from goods g join skus k on k.goods_id = g.id
          where not exists (select 1 from activity_skus a where a.sku_id = k.id)
          group by g.id having count(*) >= 1 order by g.id limit 1 offset 1)
        order by s.id`),
      )
      if (skus.length === 0) return
      const [activity] = await db
        .insert(groupBuyActivities)
        .values({
          name: '好友拼团',
          goodsId: skus[0]!.goods_id,
          startTime: new Date(now - HOUR),
          endTime: new Date(now + 30 * DAY),
          groupSize: 2,
          groupHours: 24,
          limitPerCustomer: 3,
          allowVirtual: false,
          createdAt: new Date(now),
          updatedAt: new Date(now),
        })
        .returning()
      await db.insert(groupBuySkus).values(
        skus.map((sku) => ({
          activityId: activity!.id,
          skuId: sku.sku_id,
          groupPrice: Math.max(1, Math.round((sku.price * 0.75) / 100) * 100),
        })),
      )
      const leaders = await rowsOf<{ id: number }>(
        db.execute(sql`select id from customers where mobile in ('13900000001', '13900000002') order by id`),
      )
      await db.insert(groupBuyGroups).values(
        leaders.map((leader, i) => ({
          activityId: activity!.id,
          leaderId: leader.id,
          size: 2,
          joined: 1,
          status: 'open' as const,
          expiresAt: new Date(now + (6 + 12 * i) * HOUR),
          createdAt: new Date(now),
        })),
      )
    },
  },
]
