import { z } from 'zod'
import { RICH_TEXT_IDS } from '@shop/domain'
import { defineRoute } from './route'
import { goodsCard } from './catalogue'
import { articleCard } from './discovery'

/** One tab of the bottom bar. pagePath is a tab page of the app; linkUrl, when set, wins (spec §7). */
export const navigationSetting = z.object({
  id: z.number().int(),
  text: z.string(),
  pagePath: z.string(),
  linkUrl: z.string().nullable(),
  iconPath: z.string().nullable(),
  selectedIconPath: z.string().nullable(),
  sort: z.number().int(),
})
export type NavigationSetting = z.infer<typeof navigationSetting>

export const navigateBarAll = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'navigateBar/all',
  auth: 'none',
  summary: 'The tab bar as configured (the app falls back to its built-in list)',
  response: z.object({ navigationSettings: z.array(navigationSetting) }),
})

export const navigateBar = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'navigateBar/:id',
  auth: 'none',
  summary: 'One tab bar entry',
  params: z.strictObject({ id: z.coerce.number().int().positive().max(2_147_483_647) }),
  response: navigationSetting,
})

export const kvItem = z.object({ key: z.string(), title: z.string(), value: z.string() })
export type KvItem = z.infer<typeof kvItem>

/** Store-wide key/value content by type; the six agreements are type `richText`, keyed by their id. */
export const kvdataFindType = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'config/kvdata/findType/:type',
  auth: 'none',
  summary: 'Key/value content of one type (agreements, store settings)',
  params: z.strictObject({
    type: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/),
  }),
  body: z.strictObject({ keys: z.array(z.string().min(1).max(64)).max(50).optional() }).optional(),
  response: z.object({ type: z.string(), items: z.array(kvItem) }),
})

export const richTextId = z.enum(RICH_TEXT_IDS)

export const uploadFile = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'upload_file',
  auth: 'customer',
  summary: 'Uploads one image (multipart field "file"); answers its public URL',
  response: z.object({ url: z.string(), size: z.number().int(), contentType: z.string() }),
})

/** Page codes for content (spec §2). */
export const PAGE_CODES = [
  'home',
  'home-H5',
  'user',
  'user-H5',
  'classifySwiper',
  'cartGuide',
  'seckill',
  'group',
] as const
/** Page dialog types (spec §2). */
export const DIALOG_TYPES = ['HOME', 'ACTIVITY', 'PERSONAL_CENTER', 'PRODUCT_DETAILS', 'SHOPINGCART'] as const

/** Where a tap goes: a page path of the app, an http(s) link (web view) or nothing. Handled by the navigation helper. */
const link = z.string().max(1024).nullable()

const hotZone = z.object({
  x: z.number(),
  y: z.number(),
  width: z.number().positive(),
  height: z.number().positive(),
  link,
  remark: z.string().nullable(),
})

/** Content blocks are data, so a page changes without code. Goods and articles are resolved by the server. */
export const contentBlock = z.discriminatedUnion('type', [
  z.object({ type: z.literal('banner'), id: z.string(), images: z.array(z.object({ image: z.string(), link })) }),
  z.object({
    type: z.literal('hotZone'),
    id: z.string(),
    image: z.string(),
    /** The image's own size; zones are in these pixels. */
    width: z.number().positive(),
    height: z.number().positive(),
    zones: z.array(hotZone),
  }),
  z.object({
    type: z.literal('goodsGrid'),
    id: z.string(),
    title: z.string().nullable(),
    columns: z.union([z.literal(2), z.literal(3)]),
    goods: z.array(goodsCard),
  }),
  z.object({
    type: z.literal('articleCards'),
    id: z.string(),
    title: z.string().nullable(),
    articles: z.array(articleCard),
  }),
  z.object({ type: z.literal('noticeBar'), id: z.string(), text: z.string(), link }),
])
export type ContentBlock = z.infer<typeof contentBlock>

export const pageDialog = z.object({
  id: z.number().int(),
  type: z.enum(DIALOG_TYPES),
  image: z.string(),
  link,
  /** How often one shopper sees it: once ever, once a day, or every visit. */
  frequency: z.enum(['once', 'daily', 'always']),
})

export const pageSetting = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'page_setting_new/page/theme/:code',
  auth: 'none',
  summary: 'The content blocks of a page (home, user, classifySwiper, cartGuide, seckill, group and their H5 variants)',
  params: z.strictObject({ code: z.enum(PAGE_CODES) }),
  response: z.object({ code: z.string(), title: z.string(), blocks: z.array(contentBlock) }),
})

export const pageDialogRoute = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'page_dialog/:type',
  auth: 'none',
  summary: 'The dialog a page shows on open, if any',
  params: z.strictObject({ type: z.enum(DIALOG_TYPES) }),
  response: z.object({ dialog: pageDialog.nullable() }),
})
