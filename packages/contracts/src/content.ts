import { z } from 'zod'
import { RICH_TEXT_IDS } from '@shop/domain'
import { defineRoute } from './route'

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
  params: z.strictObject({ type: z.string().min(1).max(64).regex(/^[\w-]+$/) }),
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
