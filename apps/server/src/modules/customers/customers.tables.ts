import { sql } from 'drizzle-orm'
import { check, date, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core'

/**
 * A shopper, known by a verified mobile (SMS, app shell, WeChat phone code) and/or a WeChat openid. An empty
 * nickname shows as the default nickname (brand prefix + last 4 digits of the mobile), computed when read so it
 * follows the mobile.
 */
export const customers = pgTable(
  'customers',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    mobile: varchar('mobile', { length: 11 }).unique(),
    openId: varchar('open_id', { length: 64 }).unique(),
    unionId: varchar('union_id', { length: 64 }),
    /** The openid under the official account, from web authorization in the WeChat browser (JSAPI pay there). */
    officialAccountOpenId: varchar('oa_open_id', { length: 64 }),
    nickName: varchar('nick_name', { length: 20 }),
    realName: varchar('real_name', { length: 32 }),
    /** 0 unknown, 1 male, 2 female (spec §3). */
    gender: smallint('gender').notNull().default(0),
    avatarUrl: varchar('avatar_url', { length: 512 }),
    birthday: date('birthday', { mode: 'string' }),
    /** Set by the first paid order; a customer with one is a returning customer (`old`). */
    firstShopTime: timestamp('first_shop_time', { withTimezone: true }),
    /** The share or scene context of the first login (wechat/login's extraInfo), for attribution. */
    source: jsonb('source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The console lists customers newest first; the dashboard counts them by the day they came.
    index('customers_created_at').on(t.createdAt),
    check('customers_gender_known', sql`${t.gender} in (0, 1, 2)`),
    check('customers_identified', sql`${t.mobile} is not null or ${t.openId} is not null`),
  ],
)

/**
 * A member record, keyed by mobile. Unbinding detaches it from the customer (`customerId` null) but keeps it, so
 * binding the same mobile again restores the membership.
 */
export const members = pgTable('members', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  mobile: varchar('mobile', { length: 11 }).notNull().unique(),
  customerId: integer('customer_id')
    .unique()
    .references(() => customers.id),
  level: varchar('level', { length: 16 }).notNull().default('普通会员'),
  joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
})
