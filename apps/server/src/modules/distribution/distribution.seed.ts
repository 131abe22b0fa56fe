import { sql } from 'drizzle-orm'
import type { SeedStep } from '../../seed/seed'
import { DEMO_DISTRIBUTOR_MOBILE, DEMO_RECOMMENDER_MOBILE } from '../customers'
import { DEFAULT_SETTINGS } from './distribution.service'
import { distributionSettings, distributorLevels, distributors, distributorTeams } from './distribution.tables'

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
]
