import { z } from 'zod'
import { codesOf, MAX_CONCERNS, SCENTS, SHADES, SKIN_CONCERNS, SKIN_TYPES } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, id, mobile, ok, pageOf, pageQuery } from './common'

// ─── The brand CRM's member card ({product}Member, crmV2; docs/member-crm.md) ───────────────────────────

const smsCode = z.string().regex(/^\d{6}$/, '请输入6位验证码')

export const crmCard = z.object({
  memberNo: z.string(),
  mobile: z.string(),
  levelCode: z.string(),
  levelName: z.string(),
  points: z.number().int().min(0),
  boundAt: dateTime,
  syncedAt: dateTime,
  /** true: the CRM could not be reached; the figures are the last it gave (at syncedAt). */
  stale: z.boolean(),
})
export type CrmCard = z.infer<typeof crmCard>

export const crmMemberCode = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'crmMember/verificationCode',
  auth: 'customer',
  summary: 'The brand CRM texts a code to the mobile (to bind the member card, or to the new mobile when changing it)',
  body: z.strictObject({ mobile }),
  response: ok,
})

export const crmMemberBind = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'crmMember/bind',
  auth: 'customer',
  summary: "Binds the customer to the CRM's member card of that mobile (made at the CRM if it has none)",
  body: z.strictObject({ mobile, code: smsCode }),
  response: crmCard,
})

export const crmMemberChangeBinding = defineRoute({
  service: 'sp-portal',
  method: 'POST',
  path: 'crmMember/changeBinding',
  auth: 'customer',
  summary: "Moves the customer's member card to a new mobile, proven by a code sent to it",
  body: z.strictObject({ mobile, code: smsCode }),
  response: crmCard,
})

export const crmMemberCard = defineRoute({
  service: 'sp-portal',
  method: 'GET',
  path: 'crmV2/member',
  auth: 'customer',
  summary:
    "The member card's level and points as the brand CRM has them (ezrMember and dataLake name the same query at other CRMs)",
  response: crmCard,
})

// ─── The console's view of the CRM (docs/member-crm.md "In the console") ─────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const crmBindingRow = crmCard.omit({ stale: true }).extend({
  customerId: z.number().int(),
  nickName: z.string(),
})
export type CrmBindingRow = z.infer<typeof crmBindingRow>

export const merchantCrmStatus = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/crm/status',
  summary: 'Which CRM is live, whether it answers now, and the bound members by level',
  response: z.object({
    mode: z.enum(['sandbox', 'live']),
    /** The CRM's origin in live mode; null in sandbox mode. */
    apiBase: z.string().nullable(),
    reachable: z.boolean(),
    checkedAt: dateTime,
    boundMembers: z.number().int(),
    levels: z.array(z.object({ levelName: z.string(), members: z.number().int() })),
  }),
})

export const merchantCrmBindings = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/crm/bindings',
  summary: 'Members bound to a CRM card, newest first, with the last figures the CRM gave; search by mobile or card',
  query: pageQuery.extend({
    mobile: z
      .string()
      .regex(/^\d{1,11}$/, '请输入手机号')
      .optional(),
    memberNo: z.string().min(1).max(32).optional(),
  }),
  response: pageOf(crmBindingRow),
})

export const merchantCrmSync = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'POST',
  path: 'merchant/crm/bindings/:customerId/sync',
  summary: 'Reads the member’s card from the CRM now and keeps its figures (stale: the CRM did not answer)',
  params: z.strictObject({ customerId: id }),
  response: crmCard,
})

// ─── The beauty profile (login/fashionableArchives) ──────────────────────────────────────────────────

export const beautyProfileBody = z.strictObject({
  skinType: z.enum(codesOf(SKIN_TYPES), { message: '请选择肤质' }).nullable(),
  concerns: z
    .array(z.enum(codesOf(SKIN_CONCERNS), { message: '肌肤困扰选项不正确' }))
    .max(MAX_CONCERNS, `肌肤困扰最多选择${MAX_CONCERNS}项`)
    .refine((list) => new Set(list).size === list.length, '肌肤困扰不能重复'),
  shade: z.enum(codesOf(SHADES), { message: '请选择肤色' }).nullable(),
  scents: z
    .array(z.enum(codesOf(SCENTS), { message: '香型选项不正确' }))
    .max(Object.keys(SCENTS).length)
    .refine((list) => new Set(list).size === list.length, '香型不能重复'),
})
export type BeautyProfileBody = z.infer<typeof beautyProfileBody>

export const beautyProfile = beautyProfileBody.extend({ updatedAt: dateTime.nullable() })
export type BeautyProfile = z.infer<typeof beautyProfile>

export const getBeautyProfile = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'customer/fashionableArchives',
  auth: 'customer',
  summary: "The customer's beauty profile (empty until first saved); private to the customer",
  response: beautyProfile,
})

export const saveBeautyProfile = defineRoute({
  service: 'ec-portal',
  method: 'PUT',
  path: 'customer/fashionableArchives',
  auth: 'customer',
  summary: "Saves the customer's beauty profile",
  body: beautyProfileBody,
  response: beautyProfile,
})
