import type { SeedStep } from '../../seed/seed'
import { shoppingGuides } from './customers.tables'

/** The demo shopping guide: sign in with 13900000000 (any channel) to see a guide's session (`isEbc`). */
export const DEMO_GUIDE_MOBILE = '13900000000'

export const customersSeed: SeedStep[] = [
  {
    name: 'customers/demo-shopping-guide',
    async run({ db }) {
      await db
        .insert(shoppingGuides)
        .values({ mobile: DEMO_GUIDE_MOBILE, name: '林澜', counterName: '上海静安嘉里中心专柜', active: true })
        .onConflictDoNothing()
    },
  },
]
