import { z } from 'zod'
import { MEMBER_GIFT_KINDS } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, id, pageOf, pageQuery, text } from './common'
import { programmeStatus } from './rewards'

/**
 * Member gifts (会员礼包, spec §7 member_gift; docs/members-programmes.md "Member gifts"): a gift pack of points and
 * a coupon that a new member claims once, or a birthday member once a year in the birthday's month (ages in years,
 * spec §5 and §9). The claim and what it gives are one transaction, once per member and period.
 */

export const memberGiftKind = z.enum(MEMBER_GIFT_KINDS, { message: '请选择礼包类型' })

export const memberGiftItem = z.object({
  id: z.number().int(),
  title: z.string(),
  /** new_member 新人礼, birthday 生日礼 */
  kind: memberGiftKind,
  description: z.string(),
  points: z.number().int(),
  /** The coupon in the pack (its template's title), if any. */
  couponTitle: z.string().nullable(),
  status: programmeStatus,
  startsAt: dateTime,
  endsAt: dateTime,
  /** Packs left. */
  left: z.number().int(),
  /** Claimed by the signed-in member in the current period (false when signed out). */
  claimed: z.boolean(),
  /** Why the signed-in member cannot claim it now (null: they can, or they are signed out, or it is claimed). */
  reason: z.string().nullable(),
})
export type MemberGiftItem = z.infer<typeof memberGiftItem>

export const memberGiftList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_gift/list',
  auth: 'optional',
  summary: "Member gifts running or to come, with the signed-in member's claim and why they cannot claim",
  response: z.array(memberGiftItem),
})

export const memberGiftClaim = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_gift/:id/claim',
  auth: 'customer',
  summary: 'Claims a member gift: once per member (new member) or per year (birthday); 20 taps at once claim once',
  params: z.strictObject({ id }),
  response: z.object({
    giftId: z.number().int(),
    points: z.number().int(),
    couponTitle: z.string().nullable(),
    balance: z.number().int(),
  }),
})

// ─── The console ───────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const memberGiftInput = z
  .strictObject({
    title: text(40).pipe(z.string().min(1, '请填写礼包名称')),
    kind: memberGiftKind,
    description: text(200).default(''),
    points: z.number().int('积分须为整数').min(0, '积分不能为负数').max(1_000_000),
    couponTemplateId: z.number().int().positive().nullable(),
    newMemberDays: z.number().int().min(1, '新人期至少1天').max(365, '新人期最多365天').default(30),
    minAge: z.number().int().min(0, '年龄不能为负数').max(120).default(14),
    stock: z.number().int().min(0, '库存不能为负数').max(10_000_000),
    startsAt: instant,
    endsAt: instant,
    active: z.boolean().default(true),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  })
  .refine((body) => body.points > 0 || body.couponTemplateId !== null, {
    message: '礼包须包含积分或优惠券',
    path: ['points'],
  })

export const merchantMemberGift = z.object({
  id: z.number().int(),
  title: z.string(),
  kind: memberGiftKind,
  description: z.string(),
  points: z.number().int(),
  couponTemplateId: z.number().int().nullable(),
  couponTitle: z.string().nullable(),
  newMemberDays: z.number().int(),
  minAge: z.number().int(),
  stock: z.number().int(),
  claimed: z.number().int(),
  startsAt: dateTime,
  endsAt: dateTime,
  active: z.boolean(),
  status: programmeStatus,
  /** Participation: claims, members who claimed, points given, claims this China day. */
  figures: z.object({
    claims: z.number().int(),
    customers: z.number().int(),
    points: z.number().int(),
    today: z.number().int(),
  }),
})
export type MerchantMemberGift = z.infer<typeof merchantMemberGift>

export const merchantMemberGifts = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/member-gifts',
  summary: 'Member gifts with their packs, claims and participation figures, newest first',
  query: pageQuery,
  response: pageOf(merchantMemberGift),
})

export const merchantCreateMemberGift = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/member-gifts',
  summary: 'Creates a member gift (audited)',
  body: memberGiftInput,
  response: merchantMemberGift,
})

export const merchantUpdateMemberGift = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/member-gifts/:id',
  summary: 'Edits a member gift; its kind stays and its packs cannot go below those claimed (audited)',
  params: z.strictObject({ id }),
  body: memberGiftInput,
  response: merchantMemberGift,
})
