import { z } from 'zod'
import { isMobile, textLength } from '@shop/domain'

/** An amount in integer fen (never a float yuan). */
export const fen = z.number().int().min(0).max(1_000_000_000)

/** A database id as it travels in paths and bodies. */
export const id = z.coerce.number().int().positive().max(2_147_483_647)

export const mobile = z.string().refine(isMobile, { message: '请输入正确的手机号' })

/**
 * Free text from a person: trimmed, bounded, no control characters. The bound counts code points (`textLength`,
 * as the mall's forms and the database's varchar columns do), not UTF-16 units: 🌸 is one, not two.
 */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, { message: `最多${max}个字` })
    .refine((s) => ![...s].some(isControlCharacter), { message: '包含不允许的字符' })

/** No control character at all (PostgreSQL's text and jsonb refuse NUL). */
export const withoutControlCharacters = (s: string) => ![...s].some(isControlCharacter)

/**
 * Text of several lines (a message's content, a description): as `text`, but line breaks and tabs are kept.
 */
export const paragraphs = (max: number) =>
  z
    .string()
    .trim()
    .refine((s) => textLength(s) <= max, { message: `最多${max}个字` })
    .refine((s) => ![...s].some((c) => c !== '\n' && c !== '\r' && c !== '\t' && isControlCharacter(c)), {
      message: '包含不允许的字符',
    })

const isControlCharacter = (c: string) => {
  const code = c.charCodeAt(0)
  return code < 0x20 || code === 0x7f
}

/** Paging: page counts from 0 (spec §7 uses page 0, size 1000 for whole lists). */
export const pageQuery = z.strictObject({
  page: z.coerce.number().int().min(0).max(10_000).default(0),
  size: z.coerce.number().int().min(1).max(1000).default(20),
})

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    content: z.array(item),
    page: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    totalPages: z.number().int(),
  })

export const ok = z.object({ success: z.literal(true) })

/** Every error answer: a stable code, a readable message, optional details (validation issues). */
export const errorBody = z.object({
  code: z.string(),
  message: z.string(),
  details: z.unknown().optional(),
})
export type ErrorBody = z.infer<typeof errorBody>

/** ISO 8601 date-time text as the server sends it. */
export const dateTime = z.string()

/** One entry of a status history (an order's, a refund's), oldest first: the domain's `timelineOf` writes them. */
export const timelineEntry = <From extends z.ZodType, To extends z.ZodType>(fromStatus: From, toStatus: To) =>
  z.object({ type: z.string(), label: z.string(), fromStatus, toStatus, at: dateTime })

/** An image the shopper uploaded (`upload_file` answers `/uploads/…`) or an https URL. */
export const uploadedImageUrl = z
  .string()
  .max(512)
  .regex(/^\/uploads\/[\w./-]+$|^https:\/\/[^\s]+$/, '图片地址不正确')
  .refine((url) => !url.includes('..'), '图片地址不正确')

/**
 * A list's order as the console's tables send it: `field,asc` or `field,desc`, the field one of `fields`; the server
 * gets `{ field, order }`, or the fallback's when none is sent.
 */
export const sortQuery = <const F extends readonly [string, ...string[]]>(
  fields: F,
  fallback: `${F[number]},${'asc' | 'desc'}`,
) => sortOption(fields).prefault(fallback)

/** As `sortQuery`, for lists whose order without one depends on their filters: absent stays undefined. */
export const sortOption = <const F extends readonly [string, ...string[]]>(fields: F) =>
  z
    .enum(fields.flatMap((field) => [`${field},asc`, `${field},desc`]) as [string, ...string[]], {
      error: '排序方式不正确',
    })
    .transform((value) => {
      const [field, order] = value.split(',') as [F[number], 'asc' | 'desc']
      return { field, order }
    })

/** A picture the console places: an upload (`/uploads/…`), a shipped asset (`/assets/…`) or an https URL. */
export const contentImage = z
  .string({ error: '请上传图片' })
  .trim()
  .min(1, '请上传图片')
  .max(256, '图片地址过长')
  .regex(/^\/(uploads|assets)\/[\w./-]+$|^https:\/\/\S+$/, '图片地址须为上传的图片或 https 链接')
  .refine((url) => !url.includes('..') && withoutControlCharacters(url), '图片地址须为上传的图片或 https 链接')

/** HTML an operator writes (articles, agreements): several lines; the server cleans the markup (sanitize-html). */
export const richHtml = paragraphs(100_000).pipe(z.string().min(1, '请填写正文'))

/** A date-time the console sends: ISO 8601 with its offset. */
export const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })
