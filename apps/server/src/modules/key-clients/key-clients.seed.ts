import type { SeedStep } from '../../seed/seed'
import { customerIdOfMobile, DEMO_KEY_CLIENT_MOBILE } from '../customers'
import { keyClientAccounts } from './key-clients.tables'

/**
 * The demo key client (docs/key-clients.md): a salon at 85% of the price, 7 days to pay, whose contact is the demo
 * member 13900000004. Its address enters the member's address book with its first order (`addressId` 0: none yet).
 */
export const keyClientsSeed: SeedStep[] = [
  {
    name: 'key-clients/demo-salon',
    async run({ db, clock }) {
      const customerId = await customerIdOfMobile(db, DEMO_KEY_CLIENT_MOBILE)
      if (!customerId) throw new Error('the demo key client contact is missing')
      const now = clock.now()
      await db.insert(keyClientAccounts).values({
        name: '静安澜庭美容院',
        contactName: '周婉',
        customerId,
        province: '上海市',
        city: '上海市',
        district: '静安区',
        detail: '愚园路 100 号 2 楼',
        addressId: 0,
        discountPercent: 85,
        payDays: 7,
        note: '合作美容院，季度备货',
        active: true,
        createdAt: now,
        updatedAt: now,
      })
    },
  },
]
