import type { BeautyProfile, BeautyProfileBody } from '@shop/contracts'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { beautyProfiles } from './archives.tables'

export type ArchivesService = ReturnType<typeof createArchivesService>

const EMPTY: BeautyProfile = { skinType: null, concerns: [], shade: null, scents: [], updatedAt: null }

/** The beauty profile: read and saved only by its member (the routes pass the signed-in customer's id). */
export function createArchivesService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const view = (row: typeof beautyProfiles.$inferSelect): BeautyProfile => ({
    skinType: row.skinType as BeautyProfile['skinType'],
    concerns: row.concerns as BeautyProfile['concerns'],
    shade: row.shade as BeautyProfile['shade'],
    scents: row.scents as BeautyProfile['scents'],
    updatedAt: row.updatedAt.toISOString(),
  })

  return {
    async profile(customerId: number): Promise<BeautyProfile> {
      const [row] = await db.select().from(beautyProfiles).where(eq(beautyProfiles.customerId, customerId))
      return row ? view(row) : EMPTY
    },
    async save(customerId: number, body: BeautyProfileBody): Promise<BeautyProfile> {
      const values = { ...body, updatedAt: clock.now() }
      const [row] = await db
        .insert(beautyProfiles)
        .values({ customerId, ...values })
        .onConflictDoUpdate({ target: beautyProfiles.customerId, set: values })
        .returning()
      return view(row!)
    },
  }
}
