import { sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { WISH_DAYS } from '@shop/domain'
import { DEMO_DISTRIBUTOR_MOBILE, DEMO_RECOMMENDER_MOBILE, DEMO_WISHER_MOBILE } from '../customers'
import { DEFAULT_SETTINGS } from './distribution.service'
import {
  distributionBindings,
  distributionSettings,
  distributorLevels,
  distributors,
  distributorTeams,
  wishes,
} from './distribution.tables'

export const distributionSeed: SeedStep[] = [
  {
    // Reference data, every database: the rule and rate a shop starts with (the console changes them).
    name: 'distribution/settings',
    async run({ db, clock }) {
      await db
        .insert(distributionSettings)
        .values({ id: 1, ...DEFAULT_SETTINGS, updatedAt: clock.now() })
        .onConflictDoNothing()
    },
  },
  {
    // Demo: two levels, a team, a distributor (IN) at a counter and a recommender (OUT), both approved, signed in with
    // the customers module's demo mobiles.
    name: 'distribution/demo',
    async run({ db, clock }) {
      const now = clock.now()
      const levels = await db
        .insert(distributorLevels)
        .values([
          { name: '银牌', rateBp: 500, sort: 1 },
          { name: '金牌', rateBp: 1000, sort: 2 },
        ])
        .onConflictDoNothing()
        .returning()
      const [team] = await db
        .insert(distributorTeams)
        .values({ name: '华东一队', createdAt: now })
        .onConflictDoNothing()
        .returning()
      const idOf = async (mobile: string) =>
        (
          (await db.execute(sql`select id from customers where mobile = ${mobile}`)) as unknown as {
            rows: { id: number }[]
          }
        ).rows[0]?.id
      const gold = levels.find((level) => level.name === '金牌')?.id ?? null
      const silver = levels.find((level) => level.name === '银牌')?.id ?? null
      const inside = await idOf(DEMO_DISTRIBUTOR_MOBILE)
      const outside = await idOf(DEMO_RECOMMENDER_MOBILE)
      const rows = [
        inside && {
          customerId: Number(inside),
          channel: 'IN' as const,
          realName: '周宁',
          mobile: DEMO_DISTRIBUTOR_MOBILE,
          levelId: gold,
          teamId: team?.id ?? null,
          staffId: 'BA001',
          counterId: 'SH-JK-01',
          counterName: '上海静安嘉里中心专柜',
        },
        outside && {
          customerId: Number(outside),
          channel: 'OUT' as const,
          realName: '陆晓鹿',
          mobile: DEMO_RECOMMENDER_MOBILE,
          levelId: silver,
          teamId: team?.id ?? null,
        },
      ].filter((row) => !!row)
      if (rows.length === 0) return
      await db
        .insert(distributors)
        .values(
          rows.map((row) => ({
            ...row,
            status: 'approved' as const,
            accessionTime: now,
            createdAt: now,
            updatedAt: now,
          })),
        )
        .onConflictDoNothing()
    },
  },
  {
    // Demo: 林小溪 is bound to 周宁 (by hand, TMC) and has two open wishes on the wish list: a goods and her own words.
    name: 'distribution/demo-wishes',
    async run({ db, clock }) {
      const now = clock.now()
      const one = async <T>(query: ReturnType<typeof sql>) =>
        ((await db.execute(query)) as unknown as { rows: T[] }).rows[0]
      const wisher = await one<{ id: number }>(sql`select id from customers where mobile = ${DEMO_WISHER_MOBILE}`)
      const [zhou] = await db
        .select()
        .from(distributors)
        .where(sql`${distributors.mobile} = ${DEMO_DISTRIBUTOR_MOBILE}`)
      const sku = await one<{ id: number; goods_id: number }>(
        sql`select s.id, s.goods_id from skus s join goods g on g.id = s.goods_id where g.status = 'on_sale' order by g.id, s.id limit 1`,
      )
      if (!wisher || !zhou || !sku) return
      await db
        .insert(distributionBindings)
        .values({
          customerId: Number(wisher.id),
          distributorId: zhou.id,
          channel: zhou.channel,
          type: 'TMC',
          typeId: 'seed',
          source: 'console',
          reason: '演示数据',
          boundAt: now,
        })
        .onConflictDoNothing()
      const expiresAt = new Date(now.getTime() + WISH_DAYS * 86_400_000)
      await db
        .insert(wishes)
        .values([
          {
            customerId: Number(wisher.id),
            goodsId: Number(sku.goods_id),
            skuId: Number(sku.id),
            quantity: 1,
            text: '想在生日前收到',
            status: 'open' as const,
            createdAt: now,
            expiresAt,
          },
          {
            customerId: Number(wisher.id),
            text: '想要一款适合干皮的冬季面霜，预算500元左右',
            status: 'open' as const,
            createdAt: now,
            expiresAt,
          },
        ])
        .onConflictDoNothing()
    },
  },
]
