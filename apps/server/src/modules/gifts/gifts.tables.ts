import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { GIFT_STATUSES, type CustomCard, type GiftStatus } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { orders, type AddressSnapshot } from '../orders/orders.tables'

const listed = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

export interface GiftBoxRow {
  id: string
  name: string
  image: string | null
  description: string
}
export interface GiftCardDesignRow {
  id: string
  name: string
  image: string | null
  suggestedContent: string
}

/** The shop's gift settings (one row; none until an operator saves them, when gifting is off). */
export const giftSettings = pgTable(
  'gift_settings',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull(),
    packages: jsonb('packages').$type<GiftBoxRow[]>().notNull(),
    cards: jsonb('cards').$type<GiftCardDesignRow[]>().notNull(),
    expiryHours: integer('expiry_hours').notNull(),
    goodsIds: jsonb('goods_ids').$type<number[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('gift_settings_one_row', sql`${t.id} = 1`), check('gift_settings_expiry', sql`${t.expiryHours} >= 1`)],
)

/**
 * A gift: the `give_gift` order it is (one each), its box, blessing and link, and who claimed it with which address
 * (docs/gifts.md). `code` is the live link (null when none: not given yet, taken back, claimed, ended); ownership
 * moves by a compare-and-set on `status` and `code`, so one friend only can claim it.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => orders.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => customers.id),
    status: varchar('status', { length: 16 }).$type<GiftStatus>().notNull(),
    package: jsonb('package').$type<GiftBoxRow>(),
    customCard: jsonb('custom_card').$type<CustomCard>(),
    /** The recorded blessing's path under /uploads. */
    blessing: varchar('blessing', { length: 120 }),
    code: varchar('code', { length: 22 }).unique(),
    /** Claimed-by deadline, set at payment from the settings' expiryHours. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    receiverId: integer('receiver_id').references(() => customers.id),
    /** The receiver's address as claimed (also the order's from then on); shown to the receiver and the shop only. */
    receiverAddress: jsonb('receiver_address').$type<AddressSnapshot>(),
    givenAt: timestamp('given_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('gifts_buyer').on(t.buyerId, t.createdAt),
    index('gifts_receiver').on(t.receiverId, t.claimedAt),
    index('gifts_newest').on(t.createdAt.desc(), t.id.desc()),
    // The expiry sweep's safety net: unclaimed paid gifts by deadline.
    index('gifts_unclaimed_deadline')
      .on(t.expiresAt)
      .where(sql`${t.status} in ('ready', 'given')`),
    check('gifts_status_known', sql`${t.status} in (${listed(GIFT_STATUSES)})`),
    check(
      'gifts_claimed_has_receiver',
      sql`${t.status} <> 'claimed' or (${t.receiverId} is not null and ${t.receiverAddress} is not null)`,
    ),
  ],
)
