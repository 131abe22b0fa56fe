import type { SeedStep } from '../../seed/seed'
import { staffUsers } from './staff.tables'

/** The sandbox WeCom staff user: sign in to the counter portal with the sandbox code `ba-BA001`. */
export const SANDBOX_STAFF_USERID = 'BA001'
/** The sandbox merchant (fulfilment and refunds): sign in with the sandbox code `ba-OPS001` (docs/operations.md). */
export const SANDBOX_MERCHANT_USERID = 'OPS001'

export const staffSeed: SeedStep[] = [
  {
    name: 'staff/sandbox-wecom-user',
    when: (config) => config.wecom.mode === 'sandbox',
    async run({ db }) {
      await db
        .insert(staffUsers)
        .values({ userid: SANDBOX_STAFF_USERID, name: '陈晓雯', counterName: '上海静安嘉里中心专柜' })
        .onConflictDoNothing()
    },
  },
  {
    name: 'staff/sandbox-merchant',
    when: (config) => config.wecom.mode === 'sandbox',
    async run({ db }) {
      await db
        .insert(staffUsers)
        .values({ userid: SANDBOX_MERCHANT_USERID, name: '商城运营', role: 'merchant' })
        .onConflictDoNothing()
    },
  },
]
