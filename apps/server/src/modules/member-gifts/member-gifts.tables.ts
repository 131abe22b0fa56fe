import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import type { MemberGiftKind } from '@shop/domain'
import { customers } from '../customers/customers.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * A member gift pack (会员礼包, member_gift; docs/members-programmes.md "Member gifts"): `points` and, if set, one
 * coupon of `couponTemplateId`, claimed once by a new member (`new_member`: an account at most `newMemberDays` days
 * old) or once a year by a birthday member (`birthday`: in the birthday's month, at least `minAge` years old), from
 * `stock` packs (`claimed <= stock`, one guarded update), in `[startsAt, endsAt)`.
 */
export const memberGifts = pgTable(
  'member_gifts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    title: varchar('title', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 16 }).$type<MemberGiftKind>().notNull(),
    description: varchar('description', { length: 200 }).notNull().default(''),
    points: integer('points').notNull().default(0),
    couponTemplateId: integer('coupon_template_id'),
    newMemberDays: integer('new_member_days').notNull().default(30),
    minAge: integer('min_age').notNull().default(14),
    stock: integer('stock').notNull(),
    claimed: integer('claimed').notNull().default(0),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    ...stamps(),
  },
  (t) => [
    check('member_gifts_kind', sql`${t.kind} in ('new_member', 'birthday')`),
    check('member_gifts_window', sql`${t.startsAt} < ${t.endsAt}`),
    check('member_gifts_claimed', sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.stock}`),
    check('member_gifts_gives', sql`${t.points} >= 0 and (${t.points} > 0 or ${t.couponTemplateId} is not null)`),
    check('member_gifts_rules', sql`${t.newMemberDays} >= 1 and ${t.minAge} >= 0`),
  ],
)

/**
 * One claim of a gift by a customer in a period (`new`: once ever; a year: a birthday gift once a calendar year):
 * the unique index is what makes 20 taps at once one claim; what it gave is in the points ledger under
 * `member-gift:<gift>:<period>`.
 */
export const memberGiftClaims = pgTable(
  'member_gift_claims',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    giftId: integer('gift_id')
      .notNull()
      .references(() => memberGifts.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    period: varchar('period', { length: 8 }).notNull(),
    points: integer('points').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('member_gift_claims_once').on(t.giftId, t.customerId, t.period),
    index('member_gift_claims_customer').on(t.customerId),
  ],
)
