import { z } from 'zod'
import { RICH_TEXT_IDS } from '@shop/domain'
import { defineRoute } from './route'
import { contentImage, dateTime, richHtml, withoutControlCharacters, id, ok, pageOf, pageQuery, text } from './common'
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

// ─── Merchant (counter-portal, the console) ──────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

/** What each page code is, in the console's words. */
export const PAGE_NAMES: Record<(typeof PAGE_CODES)[number], string> = {
  home: '首页（小程序）',
  'home-H5': '首页（H5）',
  user: '个人中心（小程序）',
  'user-H5': '个人中心（H5）',
  classifySwiper: '分类页轮播',
  cartGuide: '购物车凑单推荐',
  seckill: '限时秒杀页',
  group: '拼团页',
}

/** A form's empty text field means "none". */
const emptyAsNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value)

/** Where a tap leads (the app's navigation helper): a page of the shop with its query, or an http(s) link. */
export const contentLink = z.preprocess(
  emptyAsNull,
  z
    .string()
    .trim()
    .max(1024, '链接最多1024个字符')
    .regex(/^\/?pages\/[\w/]+(\?\S*)?$|^https?:\/\/\S+$/, '链接须为商城页面（pages/…）或 http(s) 链接')
    .refine(withoutControlCharacters, '链接须为商城页面（pages/…）或 http(s) 链接')
    .nullable(),
)

const blockId = text(64).pipe(z.string().min(1, '区块缺少编号'))
const ids = (what: string) =>
  z.array(z.number().int().positive().max(2_147_483_647), { error: `请选择${what}` }).max(100, `最多${100}个${what}`)
const blockTitle = z.preprocess(emptyAsNull, text(16).nullable())

/**
 * A page's block as the console writes it and the server keeps it: like the block the app receives
 * (`contentBlock`), except that goods grids and article cards name their goods and articles by id, so the shop
 * shows current prices, stock and likes.
 */
export const pageBlock = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('banner'),
      id: blockId,
      images: z
        .array(z.object({ image: contentImage, link: contentLink }))
        .min(1, '轮播图至少一张')
        .max(10, '轮播图最多10张'),
    }),
    z
      .object({
        type: z.literal('hotZone'),
        id: blockId,
        image: contentImage,
        /** The image's own size in pixels; zones are in these pixels. */
        width: z.number().int().positive('请填写图片宽度').max(10_000),
        height: z.number().int().positive('请填写图片高度').max(10_000),
        zones: z
          .array(
            z.object({
              x: z.number().min(0, '热区超出图片范围'),
              y: z.number().min(0, '热区超出图片范围'),
              width: z.number().positive('热区宽度须大于0'),
              height: z.number().positive('热区高度须大于0'),
              link: contentLink,
              remark: z.preprocess(emptyAsNull, text(32).nullable()),
            }),
          )
          .max(20, '热区最多20个'),
      })
      .superRefine((block, ctx) => {
        block.zones.forEach((zone, index) => {
          if (zone.x + zone.width > block.width + 0.5 || zone.y + zone.height > block.height + 0.5)
            ctx.addIssue({ code: 'custom', path: ['zones', index], message: '热区超出图片范围' })
        })
      }),
    z.object({
      type: z.literal('goodsGrid'),
      id: blockId,
      title: blockTitle,
      columns: z.union([z.literal(2), z.literal(3)], { error: '每行显示2或3个商品' }),
      goodsIds: ids('商品'),
    }),
    z.object({ type: z.literal('articleCards'), id: blockId, title: blockTitle, articleIds: ids('文章') }),
    z.object({
      type: z.literal('noticeBar'),
      id: blockId,
      text: text(60).pipe(z.string().min(1, '请填写公告内容')),
      link: contentLink,
    }),
  ],
  { error: '不支持的区块类型' },
)
export type PageBlock = z.infer<typeof pageBlock>

/** A page's content: its title and blocks, each block id once. */
export const pageContent = z.object({
  title: text(16).pipe(z.string().min(1, '请填写页面标题')),
  blocks: z
    .array(pageBlock)
    .max(30, '一个页面最多30个区块')
    .refine((blocks) => new Set(blocks.map((block) => block.id)).size === blocks.length, '区块编号重复'),
})

const pageCodeParams = z.strictObject({ code: z.enum(PAGE_CODES) })
const pageVersionParams = pageCodeParams.extend({ version: z.coerce.number().int().positive().max(2_147_483_647) })

/** A draft as the server answers it (blocks as saved: checked on the way in, not again on the way out). */
export const pageDraft = z.object({
  code: z.enum(PAGE_CODES),
  title: z.string(),
  blocks: z.array(z.custom<PageBlock>()),
  /** Moves by one on every save; a save or publish that names an older revision is refused (409 conflict). */
  revision: z.number().int(),
  /** The published version the draft started from. */
  baseVersion: z.number().int(),
  liveVersion: z.number().int(),
  /** False while nobody has saved since the last publish: the draft is the live content. */
  saved: z.boolean(),
  updatedAt: dateTime.nullable(),
  updatedBy: z.string().nullable(),
})
export type PageDraft = z.infer<typeof pageDraft>

export const pageVersionSummary = z.object({
  code: z.enum(PAGE_CODES),
  version: z.number().int(),
  title: z.string(),
  blockCount: z.number().int(),
  publishedAt: dateTime,
  publishedBy: z.string().nullable(),
  /** Set on a roll back: the version whose content this one restored. */
  restoredFrom: z.number().int().nullable(),
  live: z.boolean(),
})
export type PageVersionSummary = z.infer<typeof pageVersionSummary>

export const merchantPages = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/pages',
  summary: 'Every page code with its live version and whether a draft waits',
  response: z.array(
    z.object({
      code: z.enum(PAGE_CODES),
      name: z.string(),
      title: z.string(),
      liveVersion: z.number().int(),
      publishedAt: dateTime.nullable(),
      draftUpdatedAt: dateTime.nullable(),
      draftUpdatedBy: z.string().nullable(),
    }),
  ),
})

export const merchantPageDraft = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/pages/:code/draft',
  summary: "A page's draft (the live content when nobody has saved one since the last publish)",
  params: pageCodeParams,
  response: pageDraft,
})

export const merchantSavePageDraft = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'PUT',
  path: 'merchant/pages/:code/draft',
  summary: "Saves a page's draft; the shop keeps showing the live version until it is published",
  params: pageCodeParams,
  body: pageContent.extend({ revision: z.number().int().min(0) }).strict(),
  response: pageDraft,
})

export const merchantDiscardPageDraft = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'DELETE',
  path: 'merchant/pages/:code/draft',
  summary: "Drops a page's draft: the editor starts again from the live version",
  params: pageCodeParams,
  response: pageDraft,
})

export const merchantPreviewPage = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/pages/:code/preview',
  summary: "The draft as the shop would serve it once published (goods and articles made into today's cards)",
  params: pageCodeParams,
  response: pageSetting.response,
})

export const merchantPublishPage = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'POST',
  path: 'merchant/pages/:code/publish',
  summary: 'Publishes the draft of the named revision as a new version; the shop serves it at once',
  params: pageCodeParams,
  body: z.strictObject({ revision: z.number().int().min(0) }),
  response: pageVersionSummary,
})

export const merchantPageVersions = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/pages/:code/versions',
  summary: "A page's published versions, newest first; paged",
  params: pageCodeParams,
  query: pageQuery,
  response: pageOf(pageVersionSummary),
})

export const merchantPageVersionPreview = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/pages/:code/versions/:version',
  summary: 'One published version as the shop would serve it today',
  params: pageVersionParams,
  response: pageSetting.response,
})

export const merchantRollbackPage = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'POST',
  path: 'merchant/pages/:code/versions/:version/rollback',
  summary: "Publishes an earlier version's content again, as a new version; the draft stays as it is",
  params: pageVersionParams,
  response: pageVersionSummary,
})

export const dialogInput = z.strictObject({
  type: z.enum(DIALOG_TYPES, { error: '请选择弹窗位置' }),
  image: contentImage,
  link: contentLink,
  frequency: z.enum(['once', 'daily', 'always'], { error: '请选择弹出频率' }),
  enabled: z.boolean(),
  /** Higher wins among the enabled dialogs of one type. */
  sort: z.number().int().min(0, '排序须为0-9999').max(9_999, '排序须为0-9999'),
})
export const merchantDialog = pageDialog.extend({ enabled: z.boolean(), sort: z.number().int() })
export type MerchantDialog = z.infer<typeof merchantDialog>
const dialogParams = z.strictObject({ id })

export const merchantDialogs = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/page-dialogs',
  summary: 'Page dialogs, by type, the one the shop shows first; paged',
  query: pageQuery.extend({ type: z.enum(DIALOG_TYPES).optional() }),
  response: pageOf(merchantDialog.extend({ showing: z.boolean() })),
})

export const merchantCreateDialog = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'POST',
  path: 'merchant/page-dialogs',
  summary: 'Adds a page dialog (an enabled one shows at once)',
  body: dialogInput,
  response: merchantDialog,
})

export const merchantUpdateDialog = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'PUT',
  path: 'merchant/page-dialogs/:id',
  summary: 'Changes a page dialog',
  params: dialogParams,
  body: dialogInput,
  response: merchantDialog,
})

export const merchantDeleteDialog = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'DELETE',
  path: 'merchant/page-dialogs/:id',
  summary: 'Removes a page dialog',
  params: dialogParams,
  response: ok,
})

export const merchantTabBar = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/tab-bar',
  summary: 'The five tabs as the shop serves them',
  response: z.array(navigationSetting),
})

export const merchantUpdateTab = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'PUT',
  path: 'merchant/tab-bar/:id',
  summary: "Renames a tab, changes its icons or sends its tap to a link (the tab's page stays: the app declares it)",
  params: z.strictObject({ id }),
  body: z.strictObject({
    text: text(4).pipe(z.string().min(1, '请填写标签文字')),
    iconPath: z.preprocess(emptyAsNull, contentImage.nullable()),
    selectedIconPath: z.preprocess(emptyAsNull, contentImage.nullable()),
    linkUrl: contentLink,
  }),
  response: navigationSetting,
})

export const richTextPage = z.object({ id: richTextId, title: z.string(), html: z.string() })

export const merchantRichTexts = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/rich-texts',
  summary: 'The six rich-text pages (agreements) the shop shows',
  response: z.array(richTextPage),
})

export const merchantUpdateRichText = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'PUT',
  path: 'merchant/rich-texts/:id',
  summary: 'Replaces a rich-text page; the HTML is cleaned on the server (no scripts, styles or event handlers)',
  params: z.strictObject({ id: richTextId }),
  body: z.strictObject({
    title: text(32).pipe(z.string().min(1, '请填写标题')),
    html: richHtml,
  }),
  response: richTextPage,
})

/** The store settings the shop shows (the catalogue's share texts, the service page, the footer). */
export const STORE_SETTINGS = {
  shopName: '店铺名称',
  shareTitle: '默认分享标题',
  servicePhone: '客服电话',
  serviceHours: '客服时间',
  operator: '运营主体',
} as const

export const storeSettingsBody = z.strictObject({
  shopName: text(32).pipe(z.string().min(1, '请填写店铺名称')),
  shareTitle: text(32).pipe(z.string().min(1, '请填写默认分享标题')),
  servicePhone: z
    .string()
    .trim()
    .regex(/^[\d-]{5,20}$/, '请填写正确的客服电话'),
  serviceHours: text(32).pipe(z.string().min(1, '请填写客服时间')),
  operator: text(64).pipe(z.string().min(1, '请填写运营主体')),
})

/** The settings as kept (one text per key). */
export const storeSettings = z.object({
  shopName: z.string(),
  shareTitle: z.string(),
  servicePhone: z.string(),
  serviceHours: z.string(),
  operator: z.string(),
}) satisfies z.ZodType<Record<keyof typeof STORE_SETTINGS, string>>

export const merchantStoreSettings = defineRoute({
  permission: 'content.edit',
  ...merchant,
  method: 'GET',
  path: 'merchant/store-settings',
  summary: 'The store settings',
  response: storeSettings,
})

export const merchantUpdateStoreSettings = defineRoute({
  permission: 'content.publish',
  ...merchant,
  method: 'PUT',
  path: 'merchant/store-settings',
  summary: 'Changes the store settings',
  body: storeSettingsBody,
  response: storeSettings,
})
