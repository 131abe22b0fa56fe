import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '../../platform/database'
import { smsCodes } from './sessions.tables'

export function sessionsRepository(db: Db) {
  return {
    /** Stores the mobile's new code, replacing any earlier one (and its failed attempts). */
    async saveCode(mobile: string, codeHash: string, sentAt: Date, expiresAt: Date): Promise<void> {
      const code = { codeHash, sentAt, expiresAt, failedAttempts: 0 }
      await db
        .insert(smsCodes)
        .values({ mobile, ...code })
        .onConflictDoUpdate({ target: smsCodes.mobile, set: code })
    },

    async findCode(mobile: string) {
      const [row] = await db.select().from(smsCodes).where(eq(smsCodes.mobile, mobile))
      return row ?? null
    },

    /** Uses the code if it matches, is unexpired and not burnt: one statement, so a code signs in once. */
    async consumeCode(mobile: string, codeHash: string, now: Date, maxAttempts: number): Promise<boolean> {
      const used = await db
        .delete(smsCodes)
        .where(
          and(
            eq(smsCodes.mobile, mobile),
            eq(smsCodes.codeHash, codeHash),
            gt(smsCodes.expiresAt, now),
            lt(smsCodes.failedAttempts, maxAttempts),
          ),
        )
        .returning({ mobile: smsCodes.mobile })
      return used.length > 0
    },

    /** Counts a wrong attempt; answers the failed attempts so far. */
    async recordFailedAttempt(mobile: string): Promise<number> {
      const [row] = await db
        .update(smsCodes)
        .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
        .where(eq(smsCodes.mobile, mobile))
        .returning({ failedAttempts: smsCodes.failedAttempts })
      return row?.failedAttempts ?? 0
    },
  }
}
