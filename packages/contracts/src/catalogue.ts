import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, fen, id, ok, pageOf, pageQuery, text } from './common'

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
