import type { merchantUpdateSettings, ParsedBodyOf, ShopSettings } from '@shop/contracts'
import type { FlowDeps } from './flow-deps'

export type ChangeSettings = ReturnType<typeof createChangeSettings>

/**
 * The shop settings (docs/members.md "Settings"): the settings module's points rule and order deadlines with the
 * catalogue's shipping rule, read and saved together (one transaction); after a save both are read afresh here
 * (and in the other processes, when told).
 */
export function createChangeSettings({ db, settings, catalogue }: FlowDeps) {
  const read = async (): Promise<ShopSettings> => {
    const [own, shipping] = await Promise.all([settings.current(), catalogue.shippingPrice()])
    return { shipping, points: own.points, orders: own.orders, updatedAt: own.updatedAt?.toISOString() ?? null }
  }

  return {
    read,

    async save(staffUserid: string, body: ParsedBodyOf<typeof merchantUpdateSettings>): Promise<ShopSettings> {
      await db.transaction(async (tx) => {
        await settings.save(tx, body)
        await catalogue.saveShipping(tx, body.shipping)
      })
      settings.invalidate()
      catalogue.invalidate()
      return read()
    },
  }
}
