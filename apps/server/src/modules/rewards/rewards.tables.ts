import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import type { LotteryPrizeKind, SignInReward } from '@shop/contracts'
import { customers } from '../customers/customers.tables'
import { runWindow, stamps } from '../../platform/columns'

/**
 * The members' programmes' rules the console edits (one row, id 1): the sign-in rewards by streak day (the cycle
 * restarts after the last day), whether a missed day of the last `makeUpDays` can be signed for later and what it
 * costs in points, and the points expiry rule (points earned in a China calendar year expire when `expiryYears`
 * more years have ended; 0 = never).
 */
export const rewardSettings = pgTable(
  'reward_settings',
  {
    id: integer('id').primaryKey(),
    signInRewards: jsonb('sign_in_rewards').$type<SignInReward[]>().notNull(),
    makeUpDays: integer('make_up_days').notNull().default(0),
    makeUpCost: integer('make_up_cost').notNull().default(0),
    expiryYears: integer('expiry_years').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('reward_settings_one', sql`${t.id} = 1`)],
)

/**
 * One sign-in per customer and China date (the primary key: 20 taps at once insert one row), with the streak it
 * made (the consecutive dates up to it) and whether it was a make-up for a missed day.
 */
export const signIns = pgTable(
  'sign_ins',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The China calendar date, YYYY-MM-DD. */
    date: varchar('date', { length: 10 }).notNull(),
    streak: integer('streak').notNull(),
    makeUp: boolean('make_up').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.date] }), check('sign_ins_streak', sql`${t.streak} >= 1`)],
)

/**
 * A lottery (幸运抽奖): open in `[startsAt, endsAt)`; `dailyFree` chances a customer gets each China date,
 * `pointsPerDraw` points a draw costs when no chance is left (0: not for points), `orderChances` chances a paid
 * order gives, `dailyCap` draws per customer per China date.
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 40 }).notNull(),
    description: varchar('description', { length: 500 }).notNull().default(''),
    ...runWindow(),
    active: boolean('active').notNull().default(true),
    dailyFree: integer('daily_free').notNull().default(1),
    pointsPerDraw: integer('points_per_draw').notNull().default(0),
    orderChances: integer('order_chances').notNull().default(0),
    dailyCap: integer('daily_cap').notNull().default(10),
    ...stamps(),
  },
  (t) => [
    check('lotteries_window', sql`${t.startsAt} < ${t.endsAt}`),
    check(
      'lotteries_numbers',
      sql`${t.dailyFree} >= 0 and ${t.pointsPerDraw} >= 0 and ${t.orderChances} >= 0 and ${t.dailyCap} >= 1`,
    ),
  ],
)

/**
 * A prize of a lottery: its weight (odds = weight / sum of the lottery's weights), its stock (`remaining`, taken
 * only by `… where remaining > 0`; null for 谢谢参与, which has no stock) and its pool per China date
 * (`dailyQuota`: at most that many awarded a day, so a holiday lottery cannot lose its prizes on day one).
 */
export const lotteryPrizes = pgTable(
  'lottery_prizes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    name: varchar('name', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<LotteryPrizeKind>().notNull(),
    /** kind points: the points given. */
    points: integer('points').notNull().default(0),
    /** kind coupon: the template a coupon is issued from. */
    couponTemplateId: integer('coupon_template_id'),
    /** kind goods: the SKU sent when the winner claims it with an address (a zero-price order). */
    skuId: integer('sku_id'),
    image: varchar('image', { length: 512 }).notNull().default(''),
    weight: integer('weight').notNull(),
    stock: integer('stock'),
    remaining: integer('remaining'),
    dailyQuota: integer('daily_quota'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    index('lottery_prizes_lottery').on(t.lotteryId, t.sort),
    check('lottery_prizes_weight', sql`${t.weight} >= 0`),
    check('lottery_prizes_remaining', sql`${t.remaining} is null or ${t.remaining} >= 0`),
    check('lottery_prizes_stock', sql`(${t.kind} = 'none') = (${t.stock} is null)`),
    check('lottery_prizes_kind', sql`${t.kind} in ('points', 'coupon', 'goods', 'none')`),
  ],
)

/** How many of a prize were awarded on one China date: `… where awarded < daily_quota` guards the day's pool. */
export const lotteryPrizeDays = pgTable(
  'lottery_prize_days',
  {
    prizeId: integer('prize_id')
      .notNull()
      .references(() => lotteryPrizes.id),
    date: varchar('date', { length: 10 }).notNull(),
    awarded: integer('awarded').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.prizeId, t.date] })],
)

/** A customer's draws of a lottery on one China date: `… where draws < daily_cap` guards the daily cap. */
export const lotteryDrawDays = pgTable(
  'lottery_draw_days',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    date: varchar('date', { length: 10 }).notNull(),
    draws: integer('draws').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.lotteryId, t.customerId, t.date] })],
)

/**
 * A customer's chances of a lottery (lotteryNumber): the balance, never negative, and its ledger, one row per
 * (source, business key): the daily free draws of a date, a paid order, a draw that used one.
 */
export const lotteryChances = pgTable(
  'lottery_chances',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    balance: integer('balance').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.lotteryId, t.customerId] }),
    check('lottery_chances_balance', sql`${t.balance} >= 0`),
  ],
)

export const lotteryChanceRecords = pgTable(
  'lottery_chance_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    source: varchar('source', { length: 8 }).notNull(),
    businessKey: varchar('business_key', { length: 64 }).notNull(),
    delta: integer('delta').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [uniqueIndex('lottery_chance_records_once').on(t.lotteryId, t.customerId, t.source, t.businessKey)],
)

/**
 * Every draw, for audit and the award record list: the request id that made it (a retried request answers the same
 * draw), what paid for it (a chance or points), the random number drawn out of the total weight, the prize, and a
 * goods prize's claim (the address it was sent to and the zero-price order).
 */
export const lotteryDraws = pgTable(
  'lottery_draws',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    paidWith: varchar('paid_with', { length: 8 }).$type<'chance' | 'points'>().notNull(),
    pointsCost: integer('points_cost').notNull().default(0),
    roll: integer('roll').notNull(),
    totalWeight: integer('total_weight').notNull(),
    /** The prize the roll landed on (null: no prize configured); `kind` none when it was 谢谢参与 or out of stock. */
    prizeId: integer('prize_id').references(() => lotteryPrizes.id),
    prizeName: varchar('prize_name', { length: 40 }).notNull(),
    kind: varchar('kind', { length: 8 }).$type<LotteryPrizeKind>().notNull(),
    /** granted (points, coupon), to_claim / claimed (goods), none (谢谢参与). */
    status: varchar('status', { length: 8 }).$type<'granted' | 'to_claim' | 'claimed' | 'none'>().notNull(),
    /** The coupon id (coupon) or the order id (claimed goods). */
    reference: varchar('reference', { length: 64 }),
    address: jsonb('address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('lottery_draws_request').on(t.lotteryId, t.customerId, t.requestId),
    index('lottery_draws_customer').on(t.customerId, t.id),
    index('lottery_draws_lottery').on(t.lotteryId, t.id),
  ],
)
