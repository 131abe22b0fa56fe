import { sql } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { StaffRole } from '../../platform/tokens'
import { staffUsers } from './staff.tables'

export type StaffService = ReturnType<typeof createStaffService>

export function createStaffService({ db, clock }: { db: Db; clock: Clock }) {
  return {
    /** Records a sign-in of a WeCom member (creating the staff record on the first one); answers who it is. */
    async recordLogin(userid: string): Promise<{ userid: string; name: string | null; role: StaffRole }> {
      const now = clock.now()
      const [row] = await db
        .insert(staffUsers)
        .values({ userid, firstLoginAt: now, lastLoginAt: now })
        .onConflictDoUpdate({
          target: staffUsers.userid,
          set: { lastLoginAt: now, firstLoginAt: sql`coalesce(${staffUsers.firstLoginAt}, excluded.first_login_at)` },
        })
        .returning({ userid: staffUsers.userid, name: staffUsers.name, role: staffUsers.role })
      return row!
    },
  }
}
