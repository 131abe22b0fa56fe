import type { ShopSettingsFields } from '@shop/contracts'
import type { PointsRule } from '@shop/domain'
import { eq } from 'drizzle-orm'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import { sharedCache, type InvalidationBus } from '../../platform/invalidation'
import { DEFAULT_POINTS_RULE } from '../points'
import { shopSettings } from './settings.tables'

/** The settings this module keeps (the shipping rule is the catalogue's). */
export type OwnSettings = Omit<ShopSettingsFields, 'shipping'> & { updatedAt: Date | null }

/** What holds until an operator saves settings: the points rule's default and the configured deadlines. */
export interface SettingsDefaults {
  points: ShopSettingsFields['points']
  orders: ShopSettingsFields['orders']
}

/**
 * The defaults: the points rule of the points module, 1 point per whole yuan an order pays for its goods (earned when
 * it completes), and the deadlines of the configuration.
 */
export const settingsDefaults = (orders: ShopSettingsFields['orders']): SettingsDefaults => ({
  points: {
    pointsPerYuan: DEFAULT_POINTS_RULE.pointsPerYuan,
    maxPayablePercent: Math.round(DEFAULT_POINTS_RULE.maxPayableShare * 100),
    earnPerYuan: 1,
  },
  orders,
})

export type SettingsService = ReturnType<typeof createSettingsService>

/**
 * The shop settings the server reads on every use (docs/members.md "Settings"): read once and kept in each process
 * until the bus's `settings` topic is published (after a save, in any process).
 */
export function createSettingsService({
  db,
  clock,
  bus,
  defaults,
}: {
  db: Db
  clock: Clock
  bus: InvalidationBus
  defaults: SettingsDefaults
}) {
  const load = async (handle: Db = db): Promise<OwnSettings> => {
    const [row] = await handle.select().from(shopSettings).where(eq(shopSettings.id, 1))
    if (!row) return { ...defaults, updatedAt: null }
    return {
      points: {
        pointsPerYuan: row.pointsPerYuan,
        maxPayablePercent: row.maxPayablePercent,
        earnPerYuan: row.earnPerYuan,
      },
      orders: {
        payMinutes: row.payMinutes,
        autoReceiveDays: row.autoReceiveDays,
        autoCompleteDays: row.autoCompleteDays,
      },
      updatedAt: row.updatedAt,
    }
  }

  const cache = sharedCache({ bus, topic: 'settings', clock, make: (_shop: 'shop') => load() })
  /** The settings in force; inside a transaction, pass it (a cold cache is then read through it). */
  const current = (tx?: Db): Promise<OwnSettings> => cache.get('shop', tx && (() => load(tx)))

  return {
    current,

    /** The pricing engine's points rule. */
    async pointsRule(tx?: Db): Promise<PointsRule> {
      const { points } = await current(tx)
      return { pointsPerYuan: points.pointsPerYuan, maxPayableShare: points.maxPayablePercent / 100 }
    },

    /** Saves them inside the caller's transaction; publish the bus's `settings` after it commits. */
    async save(tx: Db, { points, orders }: Pick<ShopSettingsFields, 'points' | 'orders'>): Promise<void> {
      const values = { ...points, ...orders, updatedAt: clock.now() }
      await tx
        .insert(shopSettings)
        .values({ id: 1, ...values })
        .onConflictDoUpdate({ target: shopSettings.id, set: values })
    },
  }
}
