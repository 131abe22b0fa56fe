import { eq, sql } from 'drizzle-orm'
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

    /**
     * One attempt at the mobile's code, decided and counted under the row's lock: parallel attempts take turns, so
     * the limit holds whatever arrives at once (a right code after the last allowed wrong one is refused). A right
     * code is deleted: it signs in once.
     */
    async attemptCode(
      mobile: string,
      codeHash: string,
      now: Date,
      maxAttempts: number,
    ): Promise<
      { result: 'signedIn' | 'missing' | 'expired' | 'exceeded' } | { result: 'wrong'; failedAttempts: number }
    > {
      return db.transaction(async (tx) => {
        const [code] = await tx.select().from(smsCodes).where(eq(smsCodes.mobile, mobile)).for('update')
        if (!code) return { result: 'missing' as const }
        if (code.failedAttempts >= maxAttempts) return { result: 'exceeded' as const }
        if (code.expiresAt <= now) return { result: 'expired' as const }
        if (code.codeHash === codeHash) {
          await tx.delete(smsCodes).where(eq(smsCodes.mobile, mobile))
          return { result: 'signedIn' as const }
        }
        const [row] = await tx
          .update(smsCodes)
          .set({ failedAttempts: sql`${smsCodes.failedAttempts} + 1` })
          .where(eq(smsCodes.mobile, mobile))
          .returning({ failedAttempts: smsCodes.failedAttempts })
        return { result: 'wrong' as const, failedAttempts: row!.failedAttempts }
      })
    },
  }
}
