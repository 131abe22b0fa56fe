import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core'
import { customers } from '../customers/customers.tables'

/** One value of a spec dimension, as a SKU carries it (spec §3 specifications: name, value, code, image). */
export interface SkuSpecificationData {
  name: string
  value: string
  code: string
  image: string | null
  /** A makeup shade's colour. */
  color?: string
}

/** The sales category tree: top categories have no parent. */
export const salesCategories = pgTable('sales_categories', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  code: varchar('code', { length: 32 }).notNull().unique(),
  name: varchar('name', { length: 32 }).notNull(),
  image: varchar('image', { length: 256 }),
  parentId: integer('parent_id').references((): AnyPgColumn => salesCategories.id, { onDelete: 'cascade' }),
  /** Higher shows first. */
  sort: integer('sort').notNull().default(0),
})

/** A goods (SPU): what a card and a product page show. Prices and stock live on its SKUs. */
export const goods = pgTable(
  'goods',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    name: varchar('name', { length: 64 }).notNull(),
    subtitle: varchar('subtitle', { length: 128 }),
    sellingPoints: jsonb('selling_points').$type<string[]>().notNull().default([]),
    mainImage: varchar('main_image', { length: 256 }).notNull(),
    gallery: jsonb('gallery').$type<string[]>().notNull().default([]),
    detailHtml: text('detail_html').notNull().default(''),
    /** Search keywords and synonyms (Chinese and English). */
    keywords: jsonb('keywords').$type<string[]>().notNull().default([]),
    /** Higher shows first in the default order. */
    sort: integer('sort').notNull().default(0),
    salesCount: integer('sales_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    /** When the goods went on sale: the `newest` order. */
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    /** on_sale: listed and sold; off_sale: the shop shows it nowhere (a goods made in the console starts here). */
    status: varchar('status', { length: 16 }).$type<'on_sale' | 'off_sale'>().notNull().default('on_sale'),
    /** The console's last edit (the merchant list's default order). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('goods_sales_count_not_negative', sql`${t.salesCount} >= 0`),
    check('goods_view_count_not_negative', sql`${t.viewCount} >= 0`),
    check('goods_status_known', sql`${t.status} in ('on_sale', 'off_sale')`),
    index('goods_updated').on(t.updatedAt),
  ],
)

/** The (leaf) categories a goods is listed in; a category lists the goods of its children too. */
export const goodsCategories = pgTable(
  'goods_categories',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => salesCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.goodsId, t.categoryId] }), index('goods_categories_category').on(t.categoryId)],
)

/** Badge tags decorate cards; ShowInSpec tags show inside the spec selector (spec §7). */
export const goodsTags = pgTable(
  'goods_tags',
  {
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 20 }).notNull(),
    type: varchar('type', { length: 16 }).$type<'Badge' | 'ShowInSpec'>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.name] }),
    check('goods_tags_type_known', sql`${t.type} in ('Badge', 'ShowInSpec')`),
  ],
)

/** A sellable variant: price and list price in fen, stock that can never go negative. */
export const skus = pgTable(
  'skus',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    skuCode: varchar('sku_code', { length: 64 }).notNull().unique(),
    name: varchar('name', { length: 128 }).notNull(),
    specifications: jsonb('specifications').$type<SkuSpecificationData[]>().notNull().default([]),
    price: integer('price').notNull(),
    marketingPrice: integer('marketing_price').notNull(),
    stock: integer('stock').notNull().default(0),
    image: varchar('image', { length: 256 }),
    /** Most units one customer may buy (null: no limit). */
    limitPerCustomer: integer('limit_per_customer'),
    /** Display order within the goods. */
    sort: integer('sort').notNull().default(0),
    /** Held from sale by an operator (shown sold out, hold 1) whatever its stock. */
    held: boolean('held').notNull().default(false),
    /** Left out of its goods' matrix: never shown or sold again, kept for the orders and the ledger that name it. */
    archived: boolean('archived').notNull().default(false),
  },
  (t) => [
    index('skus_goods').on(t.goodsId),
    check('skus_stock_not_negative', sql`${t.stock} >= 0`),
    check('skus_price_not_negative', sql`${t.price} >= 0`),
    check('skus_marketing_price_not_below_price', sql`${t.marketingPrice} >= ${t.price}`),
    check('skus_limit_positive', sql`${t.limitPerCustomer} is null or ${t.limitPerCustomer} > 0`),
  ],
)

/**
 * What moved a SKU's stock, one row per move (docs/goods.md "Stock ledger"): `initial` (a new SKU's first units, or
 * the balance a SKU had when the ledger began), an operator's `received` / `damaged` / `counted`, an order's `sale`
 * and the `release` of its units when it closes or is refunded. Written in the transaction that moves `skus.stock`,
 * so a SKU's stock is always the sum of its deltas.
 */
export const stockMovements = pgTable(
  'stock_movements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 16 })
      .$type<'initial' | 'received' | 'damaged' | 'counted' | 'sale' | 'release'>()
      .notNull(),
    delta: integer('delta').notNull(),
    stockAfter: integer('stock_after').notNull(),
    reason: varchar('reason', { length: 100 }),
    /** The order of a sale or release (no foreign key: orders belong to their module and outlive nothing here). */
    orderId: integer('order_id'),
    staffUserid: varchar('staff_userid', { length: 64 }),
    /** An operator's adjustment, once per request (the console's requestId). */
    requestId: varchar('request_id', { length: 64 }).unique(),
    /** What the adjustment asked, to tell a replay from another request with the same id. */
    requestHash: varchar('request_hash', { length: 64 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('stock_movements_sku').on(t.skuId, t.id),
    index('stock_movements_newest').on(t.createdAt),
    check(
      'stock_movements_kind_known',
      sql`${t.kind} in ('initial', 'received', 'damaged', 'counted', 'sale', 'release')`,
    ),
    check('stock_movements_stock_after_not_negative', sql`${t.stockAfter} >= 0`),
  ],
)

/** A time-boxed activity; today only flash sales (sec_kill). Its status follows the clock (spec §4). */
export const activities = pgTable(
  'activities',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    code: varchar('code', { length: 32 }).notNull().unique(),
    type: varchar('type', { length: 16 }).$type<'sec_kill'>().notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** Most units of this sale one customer may hold (its SKUs together; cancelled orders give theirs back). */
    limitPerCustomer: integer('limit_per_customer').notNull().default(2),
    /** Minutes a sec_kill order may stay unpaid: shorter than a normal order's, so unpaid units return quickly. */
    payMinutes: integer('pay_minutes').notNull().default(5),
    /** Whether a sec_kill order of this sale may use a coupon, and points. */
    allowCoupon: boolean('allow_coupon').notNull().default(false),
    allowPoints: boolean('allow_points').notNull().default(false),
  },
  (t) => [
    check('activities_type_known', sql`${t.type} in ('sec_kill')`),
    check('activities_ends_after_start', sql`${t.endTime} > ${t.startTime}`),
    check('activities_limit_positive', sql`${t.limitPerCustomer} >= 1`),
    check('activities_pay_minutes_within', sql`${t.payMinutes} between 1 and 30`),
  ],
)

/** A SKU in an activity: its activity price and the units set aside (inventory) and sold (useInventory). */
export const activitySkus = pgTable(
  'activity_skus',
  {
    activityId: integer('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    activityPrice: integer('activity_price').notNull(),
    inventory: integer('inventory').notNull(),
    useInventory: integer('use_inventory').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.activityId, t.skuId] }),
    index('activity_skus_sku').on(t.skuId),
    check('activity_skus_price_not_negative', sql`${t.activityPrice} >= 0`),
    check('activity_skus_inventory_used_within', sql`${t.useInventory} >= 0 and ${t.useInventory} <= ${t.inventory}`),
  ],
)

/** A customer's favorite SKUs (spec §3 favorite: skuId). */
export const favorites = pgTable(
  'favorites',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    skuId: integer('sku_id')
      .notNull()
      .references(() => skus.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.skuId] }), index('favorites_newest').on(t.customerId, t.createdAt)],
)

/** A customer's browsing history (足迹): the last view of each goods. */
export const goodsViews = pgTable(
  'goods_views',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => goods.id, { onDelete: 'cascade' }),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.customerId, t.goodsId] }), index('goods_views_newest').on(t.customerId, t.viewedAt)],
)

/** Where a search was made: the goods search or the discovery feed's. */
export type SearchScope = 'goods' | 'articles'

/** A customer's searches per scope: one row per keyword, the newest 20 kept. */
export const searchHistory = pgTable(
  'search_history',
  {
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    scope: varchar('scope', { length: 16 }).$type<SearchScope>().notNull(),
    keyword: varchar('keyword', { length: 50 }).notNull(),
    searchedAt: timestamp('searched_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.customerId, t.scope, t.keyword] }),
    index('search_history_newest').on(t.customerId, t.scope, t.searchedAt),
    check('search_history_scope_known', sql`${t.scope} in ('goods', 'articles')`),
  ],
)

/** Keywords the search page suggests; `hot` ones show a 热 mark. */
export const hotKeywords = pgTable('hot_keywords', {
  keyword: varchar('keyword', { length: 50 }).primaryKey(),
  sort: integer('sort').notNull().default(0),
  hot: boolean('hot').notNull().default(false),
})

/** The most units of one SKU a cart line holds until an operator sets it. */
export const DEFAULT_CART_MAX_QUANTITY = 99

/** The shop's selling settings: one row. */
export const catalogueSettings = pgTable(
  'catalogue_settings',
  {
    id: integer('id').primaryKey().default(1),
    shippingPrice: integer('shipping_price').notNull(),
    freeShippingThreshold: integer('free_shipping_threshold').notNull(),
    cartMaxQuantity: integer('cart_max_quantity').notNull(),
  },
  (t) => [
    check('catalogue_settings_one_row', sql`${t.id} = 1`),
    check(
      'catalogue_settings_amounts',
      sql`${t.shippingPrice} >= 0 and ${t.freeShippingThreshold} >= 0 and ${t.cartMaxQuantity} > 0`,
    ),
  ],
)
