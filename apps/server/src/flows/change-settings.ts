import type { merchantUpdateSettings, ParsedBodyOf, ShopSettings, ShopSettingsFields } from '@shop/contracts'
import type { FlowDeps } from './flow-deps'

const SECTION_NAMES = { shipping: '运费规则', points: '积分规则', orders: '订单时限' } as const

/** The sections whose values differ, by their Chinese names. */
const changedSections = (before: ShopSettingsFields, after: ShopSettingsFields) =>
  (Object.keys(SECTION_NAMES) as (keyof typeof SECTION_NAMES)[])
    .filter((section) => JSON.stringify(before[section]) !== JSON.stringify(after[section]))
    .map((section) => SECTION_NAMES[section])

export type ChangeSettings = ReturnType<typeof createChangeSettings>

/**
 * The shop settings (docs/members.md "Settings"): the settings module's points rule and order deadlines with the
 * catalogue's shipping rule, read and saved together (one transaction); after the commit the bus tells every process
 * to read both afresh.
 */
export function createChangeSettings({ db, bus, settings, catalogue, audit }: FlowDeps) {
  const read = async (): Promise<ShopSettings> => {
    const [own, shipping] = await Promise.all([settings.current(), catalogue.shippingPrice()])
    return { shipping, points: own.points, orders: own.orders, updatedAt: own.updatedAt?.toISOString() ?? null }
  }

  return {
    read,

    async save(staffUserid: string, body: ParsedBodyOf<typeof merchantUpdateSettings>): Promise<ShopSettings> {
      const { updatedAt: _, ...before } = await read()
      await db.transaction(async (tx) => {
        await settings.save(tx, body)
        await catalogue.saveShipping(tx, body.shipping)
        await audit.record(tx, {
          staffUserid,
          action: 'settings.edit',
          targetType: 'settings',
          targetId: 'shop',
          summary: `修改商城设置：${changedSections(before, body).join('、') || '无变化'}`,
          before,
          after: body,
        })
      })
      await bus.publish('settings')
      catalogue.invalidate()
      return read()
    },
  }
}
