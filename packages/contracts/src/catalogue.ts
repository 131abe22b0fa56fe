import { z } from 'zod'
import { defineRoute } from './route'
import { contentImage, dateTime, fen, id, ok, pageOf, pageQuery, paragraphs, sortQuery, text } from './common'

export const category = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  parentId: z.number().int().nullable(),
  sort: z.number().int(),
})
export type Category = z.infer<typeof category>
export type CategoryNode = Category & { children: CategoryNode[] }
// Recursive, so it is registered by id: OpenAPI refers to it as a component.
export const categoryNode: z.ZodType<CategoryNode> = category
  .extend({ children: z.lazy(() => z.array(categoryNode)) })
  .meta({ id: 'CategoryNode' })

/** A goods as a list shows it: the SPU with the price of its cheapest sellable SKU. */
export const goodsCard = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  mainImage: z.string(),
  price: fen,
  marketingPrice: fen,
  /** Set while an activity (e.g. a flash sale) applies to one of its SKUs. */
  activityPrice: fen.nullable(),
  tags: z.array(z.string()),
  sellOut: z.boolean(),
  /** The SKU a quick add-to-cart uses. */
  skuId: z.number().int(),
  salesCount: z.number().int(),
})
export type GoodsCard = z.infer<typeof goodsCard>

export const specification = z.object({
  name: z.string(),
  value: z.string(),
  code: z.string(),
  image: z.string().nullable(),
})

export const sku = z.object({
  id: z.number().int(),
  skuCode: z.string(),
  goodsId: z.number().int(),
  specifications: z.array(specification),
  price: fen,
  marketingPrice: fen,
  activityPrice: fen.nullable(),
  stock: z.number().int().min(0),
  sellOut: z.boolean(),
  /** Spec §4: a sold-out SKU holds 1 (cannot be chosen); a flash-sale SKU whose allotment is used up holds 0 (its
   * stock sells at the price, without the activity price). */
  hold: z.union([z.literal(0), z.literal(1)]).nullable(),
  secSetting: z.object({ inventory: z.number().int(), useInventory: z.number().int() }).nullable(),
  /** Most a customer may buy of this SKU (null: no limit). */
  limitPerCustomer: z.number().int().nullable(),
  image: z.string().nullable(),
})
export type Sku = z.infer<typeof sku>

export const activitySummary = z.object({
  activityId: z.number().int(),
  activityCode: z.string(),
  type: z.enum(['sec_kill']),
  name: z.string(),
  /** 1 not started, 2 in progress, 3 ended (spec §4). */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  startTime: dateTime,
  endTime: dateTime,
})

export const goodsDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  mainImage: z.string(),
  gallery: z.array(z.string()),
  detailHtml: z.string(),
  tags: z.array(z.string()),
  /** Tags shown inside the spec selector (the ShowInSpec tag). */
  specTags: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  /** The spec dimensions and their values in display order, e.g. 容量: 30ml, 50ml. */
  specs: z.array(z.object({ name: z.string(), values: z.array(specification.omit({ name: true })) })),
  skus: z.array(sku),
  activity: activitySummary.nullable(),
  favoriteSkuIds: z.array(z.number().int()),
  salesCount: z.number().int(),
  viewCount: z.number().int(),
})
export type GoodsDetail = z.infer<typeof goodsDetail>

export const goodsSort = z.enum(['default', 'sales', 'newest', 'priceAsc', 'priceDesc'])
const goodsFilters = {
  sort: goodsSort.default('default'),
  minPrice: z.coerce.number().int().min(0).optional(),
  maxPrice: z.coerce.number().int().min(0).optional(),
  inStock: z.enum(['true', 'false']).optional(),
  tag: z.string().max(20).optional(),
}
const priceRangeInOrder = (query: { minPrice?: number | undefined; maxPrice?: number | undefined }) =>
  query.minPrice === undefined || query.maxPrice === undefined || query.minPrice <= query.maxPrice
const priceRangeMessage = { message: '最低价不能高于最高价', path: ['maxPrice'] }

export const salesCategoryTree = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'sales_category/tree',
  auth: 'none',
  summary: 'The sales category tree',
  response: z.array(categoryNode),
})

export const salesCategoryList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'sales_category/list',
  auth: 'none',
  summary: 'Categories under one parent (top level when parentId is absent)',
  query: z.strictObject({ parentId: id.optional() }),
  response: z.array(category),
})

export const salesCategoryDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'sales_category/:id',
  auth: 'none',
  summary: 'One category with its children',
  params: z.strictObject({ id }),
  response: categoryNode,
})

export const goodsList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'goods/list',
  auth: 'none',
  summary: 'Goods of a category (and its children), paged, sorted and filtered',
  query: pageQuery.extend({ categoryId: id.optional(), ...goodsFilters }).refine(priceRangeInOrder, priceRangeMessage),
  response: pageOf(goodsCard),
})

export const goodsSearch = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'goods/search',
  auth: 'optional',
  summary: 'Relevance-ranked search (Chinese substrings match); a signed-in search is kept in the history',
  query: pageQuery
    .extend({ keyword: text(50).min(1), categoryId: id.optional(), ...goodsFilters })
    .refine(priceRangeInOrder, priceRangeMessage),
  response: pageOf(goodsCard),
})

export const goodsDetailRoute = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'goods/:id',
  auth: 'optional',
  summary: 'Goods detail with SKUs, specs and activity; `tag=ShowInSpec` asks for the tags shown in the spec selector',
  params: z.strictObject({ id }),
  query: z.strictObject({ tag: z.enum(['ShowInSpec']).optional() }),
  response: goodsDetail,
})

export const searchHistory = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'search/history',
  auth: 'customer',
  summary: "The customer's recent searches, newest first",
  response: z.object({ keywords: z.array(z.string()) }),
})

export const clearSearchHistory = defineRoute({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'search/history',
  auth: 'customer',
  summary: "Clears the customer's search history",
  response: ok,
})

export const hotKeywords = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'search/hot',
  auth: 'none',
  summary: 'Hot search keywords',
  response: z.object({ keywords: z.array(z.string()) }),
})

export const recommend = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'recommend/:type/:id',
  auth: 'optional',
  summary: 'Recommended goods for a goods (pdp), a category, the cart, an empty search or the personal centre',
  params: z.strictObject({
    type: z.enum(['goods', 'category', 'cart', 'search', 'user']),
    id: z.coerce.number().int().min(0),
  }),
  query: z.strictObject({ size: z.coerce.number().int().min(1).max(50).default(10) }),
  response: z.array(goodsCard),
})

export const favoriteList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'favorite',
  auth: 'customer',
  summary: "The customer's favorites, newest first",
  query: pageQuery,
  response: pageOf(goodsCard.extend({ favoriteSkuId: z.number().int(), favoritedAt: dateTime })),
})

export const addFavorite = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'favorite/:skuId',
  auth: 'customer',
  summary: 'Favorites a SKU (idempotent)',
  params: z.strictObject({ skuId: id }),
  response: ok,
})

export const removeFavorite = defineRoute({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'favorite/:skuId',
  auth: 'customer',
  summary: 'Removes a favorite (idempotent)',
  params: z.strictObject({ skuId: id }),
  response: ok,
})

export const checkGoodsLimitation = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'goods/checkGoodsLimitation',
  auth: 'optional',
  summary: 'Whether quantities respect stock and per-customer limits',
  body: z.strictObject({
    items: z
      .array(z.strictObject({ skuId: id, quantity: z.number().int().min(1).max(999) }))
      .min(1)
      .max(100),
  }),
  response: z.object({
    passed: z.boolean(),
    items: z.array(
      z.object({
        skuId: z.number().int(),
        allowed: z.number().int().min(0),
        limitPerCustomer: z.number().int().nullable(),
        bought: z.number().int(),
        passed: z.boolean(),
        reason: z.string().nullable(),
      }),
    ),
  }),
})

export const shippingPrice = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'goods_shipping_price',
  auth: 'none',
  summary: 'The shipping fee and the free-shipping threshold',
  response: z.object({ shippingPrice: fen, freeShippingThreshold: fen }),
})

export const storeSetting = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'setting',
  auth: 'none',
  summary: "The shop's settings",
  response: z.object({
    shopName: z.string(),
    servicePhone: z.string(),
    serviceHours: z.string(),
    shareTitle: z.string(),
    cartMaxQuantity: z.number().int(),
  }),
})

export const viewGoods = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'goods/view/:id',
  auth: 'optional',
  summary: "Records a view of a goods (and, signed in, adds it to the customer's browsing history)",
  params: z.strictObject({ id }),
  response: z.object({ viewCount: z.number().int() }),
})

export const viewPdpRecords = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'view_pdp_records',
  auth: 'customer',
  summary: "The customer's browsing history (足迹), newest first",
  query: pageQuery,
  response: pageOf(goodsCard.extend({ viewedAt: dateTime })),
})

export const removeViewPdpRecord = defineRoute({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'view_pdp_records/:goodsId',
  auth: 'customer',
  summary: 'Takes a goods out of the browsing history (idempotent)',
  params: z.strictObject({ goodsId: id }),
  response: ok,
})

export const clearViewPdpRecords = defineRoute({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'view_pdp_records',
  auth: 'customer',
  summary: 'Clears the browsing history',
  response: ok,
})

// ─── Merchant: goods, SKUs, stock and categories (counter-portal, console) ───────────────────────────
// docs/goods.md: how specs make the SKU matrix, where prices and stock may change, what a hold does.

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const goodsIdParams = z.strictObject({ goodsId: id })
const categoryIdParams = z.strictObject({ categoryId: id })

/** on_sale: the shop lists and sells it; off_sale: kept, shown nowhere in the shop (a new goods starts here). */
export const goodsStatus = z.enum(['on_sale', 'off_sale'])
export type GoodsStatus = z.infer<typeof goodsStatus>

/** A code an operator types: letters, digits, - and _. */
const businessCode = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `请填写${label}`)
    .max(max, `${label}最多${max}位`)
    .regex(/^[A-Za-z0-9_-]+$/, `${label}只能包含字母、数字、- 和 _`)

const yuanFen = (label: string) =>
  z
    .number({ error: `请填写${label}` })
    .int(`${label}须为整数分`)
    .min(0, `${label}不能为负数`)
    .max(100_000_000, `${label}不能超过100万元`)

/** One spec dimension and its values, e.g. 容量: 30ml, 50ml (the SKU matrix is every combination). */
export const goodsSpecInput = z.strictObject({
  name: text(10).pipe(z.string().min(1, '请填写规格名')),
  values: z
    .array(text(20).pipe(z.string().min(1, '请填写规格值')))
    .min(1, '每个规格至少一个值')
    .max(20, '每个规格最多20个值')
    .refine((values) => new Set(values).size === values.length, '规格值不能重复'),
})

/**
 * One cell of the matrix: its spec values in the order of `specs`. A new SKU (no `id`) needs its prices and may
 * bring its first stock; an existing one keeps its price (changed with `merchant/goods/:goodsId/prices`) and its
 * stock (moved by adjustments), so they are not sent for it.
 */
export const goodsSkuInput = z.strictObject({
  id: z.number().int().positive().optional(),
  specValues: z.array(z.string().max(20)).max(3),
  skuCode: businessCode(64, 'SKU编码'),
  price: yuanFen('售价').optional(),
  marketingPrice: yuanFen('划线价').optional(),
  initialStock: z.number().int('库存须为整数').min(0, '库存不能为负数').max(1_000_000, '库存不能超过100万').optional(),
  image: contentImage.nullable().default(null),
  /** Held from sale (显示售罄) whatever its stock. */
  held: z.boolean().default(false),
  limitPerCustomer: z.number().int().min(1, '限购数量至少为1').max(999, '限购数量最多999').nullable().default(null),
})

export const goodsTagInput = z.strictObject({
  name: text(20).pipe(z.string().min(1, '请填写标签')),
  /** Badge: on the card; ShowInSpec: inside the spec selector. */
  type: z.enum(['Badge', 'ShowInSpec']).default('Badge'),
})

/** What the goods form sends on create and edit. */
export const goodsInput = z
  .strictObject({
    code: businessCode(32, '商品编码'),
    name: text(64).pipe(z.string().min(1, '请填写商品名称')),
    subtitle: text(128).nullable().default(null),
    sellingPoints: z
      .array(text(40).pipe(z.string().min(1)))
      .max(5, '卖点最多5条')
      .default([]),
    mainImage: contentImage,
    gallery: z.array(contentImage).max(9, '轮播图最多9张').default([]),
    /** Rich text: sanitised on the server (scripts, handlers and foreign tags removed). */
    detailHtml: paragraphs(100_000).default(''),
    keywords: z
      .array(text(20).pipe(z.string().min(1)))
      .max(20, '搜索关键词最多20个')
      .default([]),
    categoryIds: z.array(id).min(1, '请选择商品分类').max(10),
    tags: z.array(goodsTagInput).max(10, '标签最多10个').default([]),
    sort: z.number().int().min(0).max(1_000_000).default(0),
    specs: z
      .array(goodsSpecInput)
      .max(3, '规格最多3个')
      .refine((specs) => new Set(specs.map((spec) => spec.name)).size === specs.length, '规格名不能重复')
      .default([]),
    skus: z.array(goodsSkuInput).min(1, '请至少设置一个SKU').max(200, 'SKU最多200个'),
  })
  .refine((body) => new Set(body.skus.map((sku) => sku.skuCode)).size === body.skus.length, {
    message: 'SKU编码不能重复',
    path: ['skus'],
  })
  .refine((body) => new Set(body.tags.map((tag) => tag.name)).size === body.tags.length, {
    message: '标签不能重复',
    path: ['tags'],
  })

/** A goods as the console lists it: prices and stock summed over its SKUs on sale. */
export const merchantGoodsRow = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  mainImage: z.string(),
  status: goodsStatus,
  categoryNames: z.array(z.string()),
  minPrice: fen,
  maxPrice: fen,
  /** Stock of its SKUs (held ones too). */
  stock: z.number().int(),
  skuCount: z.number().int(),
  /** SKUs with no stock or held. */
  soldOutSkus: z.number().int(),
  salesCount: z.number().int(),
  updatedAt: dateTime,
})
export type MerchantGoodsRow = z.infer<typeof merchantGoodsRow>

/** Stock at or below this counts as low in the console's filters. */
export const LOW_STOCK = 10

export const merchantGoodsList = defineRoute({
  ...merchant,
  permission: 'goods.view',
  method: 'GET',
  path: 'merchant/goods',
  summary: 'Goods of the shop (on sale or not), paged, filtered by status, stock, category and keyword, sorted',
  query: pageQuery.extend({
    status: goodsStatus.optional(),
    /** out: every SKU sold out or held; low: some SKU at or below LOW_STOCK; in: every SKU has stock. */
    stock: z.enum(['in', 'low', 'out']).optional(),
    categoryId: id.optional(),
    /** Name, goods code or SKU code. */
    keyword: z.string().trim().max(64).optional(),
    sort: sortQuery(['updatedAt', 'salesCount', 'stock', 'minPrice', 'sort'], 'updatedAt,desc'),
  }),
  response: pageOf(merchantGoodsRow),
})

export const merchantSku = z.object({
  id: z.number().int(),
  specValues: z.array(z.string()),
  skuCode: z.string(),
  price: fen,
  marketingPrice: fen,
  stock: z.number().int(),
  image: z.string().nullable(),
  held: z.boolean(),
  limitPerCustomer: z.number().int().nullable(),
})
export type MerchantSku = z.infer<typeof merchantSku>

export const merchantGoodsDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  subtitle: z.string().nullable(),
  sellingPoints: z.array(z.string()),
  mainImage: z.string(),
  gallery: z.array(z.string()),
  detailHtml: z.string(),
  keywords: z.array(z.string()),
  categoryIds: z.array(z.number().int()),
  tags: z.array(z.object({ name: z.string(), type: z.enum(['Badge', 'ShowInSpec']) })),
  sort: z.number().int(),
  status: goodsStatus,
  specs: z.array(z.object({ name: z.string(), values: z.array(z.string()) })),
  skus: z.array(merchantSku),
  salesCount: z.number().int(),
  createdAt: dateTime,
  updatedAt: dateTime,
})
export type MerchantGoodsDetail = z.infer<typeof merchantGoodsDetail>

export const merchantGoodsDetailRoute = defineRoute({
  ...merchant,
  permission: 'goods.view',
  method: 'GET',
  path: 'merchant/goods/:goodsId',
  summary: 'One goods as the edit form shows it: fields, specs and the SKU matrix with prices and stock',
  params: goodsIdParams,
  response: merchantGoodsDetail,
})

export const merchantCreateGoods = defineRoute({
  ...merchant,
  permission: 'goods.edit',
  method: 'POST',
  path: 'merchant/goods',
  summary: 'Creates a goods (off sale) with its SKU matrix; each SKU’s first stock is an initial ledger movement',
  body: goodsInput,
  response: merchantGoodsDetail,
})

export const merchantUpdateGoods = defineRoute({
  ...merchant,
  permission: 'goods.edit',
  method: 'PUT',
  path: 'merchant/goods/:goodsId',
  summary:
    'Edits a goods and its matrix: new SKUs come with prices and stock; SKUs left out stop selling (kept for their orders and ledger)',
  params: goodsIdParams,
  body: goodsInput,
  response: merchantGoodsDetail,
})

export const merchantSetGoodsPrices = defineRoute({
  ...merchant,
  permission: 'goods.price',
  method: 'PUT',
  path: 'merchant/goods/:goodsId/prices',
  summary: 'Changes SKU prices (audited); placed orders keep the prices they were placed at',
  params: goodsIdParams,
  body: z.strictObject({
    skus: z
      .array(z.strictObject({ skuId: id, price: yuanFen('售价'), marketingPrice: yuanFen('划线价') }))
      .min(1, '请至少修改一个SKU')
      .max(200),
  }),
  response: merchantGoodsDetail,
})

export const merchantSetGoodsStatus = defineRoute({
  ...merchant,
  permission: 'goods.edit',
  method: 'PUT',
  path: 'merchant/goods/:goodsId/status',
  summary: 'Publishes (on_sale) or unpublishes (off_sale) a goods; the shop sees it at once',
  params: goodsIdParams,
  body: z.strictObject({ status: goodsStatus }),
  response: merchantGoodsDetail,
})

export const merchantUploadImage = defineRoute({
  ...merchant,
  permission: 'goods.edit',
  method: 'POST',
  path: 'merchant/uploads',
  summary: 'Uploads one picture for the console (multipart field "file"); answers its public URL',
  response: z.object({ url: z.string(), size: z.number().int(), contentType: z.string() }),
})

/** Stock movements: what an operator records (received 入库, damaged 报损, counted 盘点) and what orders do. */
export const STOCK_ADJUSTMENT_KINDS = ['received', 'damaged', 'counted'] as const
export const stockMovementKind = z.enum(['initial', ...STOCK_ADJUSTMENT_KINDS, 'sale', 'release'])

export const stockMovement = z.object({
  id: z.number().int(),
  skuId: z.number().int(),
  skuCode: z.string(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  specValues: z.array(z.string()),
  kind: stockMovementKind,
  kindLabel: z.string(),
  /** Units in (+) or out (−). */
  delta: z.number().int(),
  /** The SKU's stock right after this movement. */
  stockAfter: z.number().int(),
  reason: z.string().nullable(),
  orderId: z.number().int().nullable(),
  staffUserid: z.string().nullable(),
  createdAt: dateTime,
})
export type StockMovement = z.infer<typeof stockMovement>

export const merchantStockMovements = defineRoute({
  ...merchant,
  permission: 'goods.view',
  method: 'GET',
  path: 'merchant/stock/movements',
  summary: 'The stock ledger, newest first: filter by SKU, goods, kind and time',
  query: pageQuery.extend({
    skuId: id.optional(),
    goodsId: id.optional(),
    kind: stockMovementKind.optional(),
    from: z.iso.datetime({ offset: true, error: '开始时间格式不正确' }).optional(),
    to: z.iso.datetime({ offset: true, error: '结束时间格式不正确' }).optional(),
  }),
  response: pageOf(stockMovement),
})

export const merchantStockSku = z.object({
  skuId: z.number().int(),
  skuCode: z.string(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  goodsStatus,
  specValues: z.array(z.string()),
  stock: z.number().int(),
  held: z.boolean(),
})
export type MerchantStockSku = z.infer<typeof merchantStockSku>

export const merchantStockSkus = defineRoute({
  ...merchant,
  permission: 'goods.view',
  method: 'GET',
  path: 'merchant/stock/skus',
  summary: 'SKUs with their stock, paged: by keyword (goods name, SKU code) and stock level; lowest stock first',
  query: pageQuery.extend({
    keyword: z.string().trim().max(64).optional(),
    stock: z.enum(['in', 'low', 'out']).optional(),
    sort: sortQuery(['stock', 'skuCode'], 'stock,asc'),
  }),
  response: pageOf(merchantStockSku),
})

export const merchantAdjustStock = defineRoute({
  ...merchant,
  permission: 'stock.adjust',
  method: 'POST',
  path: 'merchant/stock/adjustments',
  summary:
    'Records a stock adjustment (audited): received adds units, damaged takes them, counted sets the counted total. Once per requestId',
  body: z.strictObject({
    skuId: id,
    kind: z.enum(STOCK_ADJUSTMENT_KINDS, { error: '请选择调整类型' }),
    /** received and damaged: the units (at least 1); counted: the units counted on the shelf (0 or more). */
    quantity: z.number({ error: '请填写数量' }).int('数量须为整数').min(0, '数量不能为负数').max(1_000_000, '数量过大'),
    reason: text(100).pipe(z.string().min(1, '请填写调整原因')),
    /** Chosen by the console per form: sending the same adjustment again records it once. */
    requestId: z.string().regex(/^[\w-]{8,64}$/, '请求标识不正确'),
  }),
  response: stockMovement,
})

/** A category as the console edits it: with the goods listed directly in it. */
export type MerchantCategoryNode = Category & { goodsCount: number; children: MerchantCategoryNode[] }
export const merchantCategoryNode: z.ZodType<MerchantCategoryNode> = category
  .extend({ goodsCount: z.number().int(), children: z.lazy(() => z.array(merchantCategoryNode)) })
  .meta({ id: 'MerchantCategoryNode' })

export const merchantCategoryTree = defineRoute({
  ...merchant,
  permission: 'goods.view',
  method: 'GET',
  path: 'merchant/categories',
  summary: 'The whole category tree (two levels) in display order, with goods counts',
  response: z.array(merchantCategoryNode),
})

const categoryInput = z.strictObject({
  name: text(32).pipe(z.string().min(1, '请填写分类名称')),
  code: businessCode(32, '分类编码'),
  image: contentImage.nullable().default(null),
})

export const merchantCreateCategory = defineRoute({
  ...merchant,
  permission: 'categories.edit',
  method: 'POST',
  path: 'merchant/categories',
  summary: 'Creates a category at the end of its parent (top level without one)',
  body: categoryInput.extend({ parentId: id.nullable().default(null) }),
  response: category,
})

export const merchantUpdateCategory = defineRoute({
  ...merchant,
  permission: 'categories.edit',
  method: 'PUT',
  path: 'merchant/categories/:categoryId',
  summary: 'Renames a category, changes its code or picture',
  params: categoryIdParams,
  body: categoryInput,
  response: category,
})

export const merchantDeleteCategory = defineRoute({
  ...merchant,
  permission: 'categories.edit',
  method: 'DELETE',
  path: 'merchant/categories/:categoryId',
  summary: 'Deletes an empty category (no children, no goods)',
  params: categoryIdParams,
  response: ok,
})

export const merchantOrderCategories = defineRoute({
  ...merchant,
  permission: 'categories.edit',
  method: 'PUT',
  path: 'merchant/categories/order',
  summary:
    'After a drag: the children of one parent (null: the top level) in their new order; a category dragged in from elsewhere moves here',
  body: z.strictObject({
    parentId: id.nullable(),
    ids: z
      .array(id)
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, '分类重复'),
  }),
  response: ok,
})
