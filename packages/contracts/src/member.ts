import { z } from 'zod'
import { customerCoupon, customerCouponStatus } from './coupon'
import { dateTime, id, pageOf, pageQuery, text } from './common'
import { defineRoute } from './route'

/**
 * The console's members (docs/members.md): every customer of the shop, found by mobile, nickname or id, with the
 * member record some of them hold, their points, orders and coupons. The console's CSV export pages through the list. Points are in `points.ts`, messages in
 * `message.ts` (section "Merchant" each).
 */

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

/** A customer as the console lists them. */
export const memberRow = z.object({
  customerId: z.number().int(),
  mobile: z.string().nullable(),
  nickName: z.string(),
  realName: z.string().nullable(),
  gender: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  avatarUrl: z.string().nullable(),
  /** Holds a member record (会员). */
  isMember: z.boolean(),
  /** The member level (普通会员 …), null for a customer who is not a member. */
  level: z.string().nullable(),
  memberSince: dateTime.nullable(),
  points: z.number().int().min(0),
  firstShopTime: dateTime.nullable(),
  createTime: dateTime,
})
export type MemberRow = z.infer<typeof memberRow>

const memberFilters = z.strictObject({
  /** A mobile (or its last digits), a nickname (part of it) or a customer id. */
  keyword: text(32).optional(),
  level: text(16).optional(),
  isMember: z.enum(['true', 'false']).optional(),
  /** Joined the shop on or after / before (ISO date-time). */
  from: z.iso.datetime({ offset: true, message: '开始时间格式不正确' }).optional(),
  to: z.iso.datetime({ offset: true, message: '结束时间格式不正确' }).optional(),
  /** `field,asc` or `field,desc` (the console's tables send it so). */
  sort: z
    .enum(['createTime,asc', 'createTime,desc', 'customerId,asc', 'customerId,desc'], { message: '排序方式不正确' })
    .default('createTime,desc'),
})

export const merchantMembers = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/members',
  summary: 'Customers, paged: search by mobile, nickname or id; filter by level, membership and joining time; sort',
  query: pageQuery.extend(memberFilters.shape),
  response: pageOf(memberRow),
})

export const merchantMemberLevels = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/members/levels',
  summary: 'The member levels in use (for filters and message segments)',
  response: z.array(z.string()),
})

export const memberOrderSummary = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  status: z.string(),
  statusLabel: z.string(),
  totalRealPayAmount: z.number().int(),
  goodsNum: z.number().int(),
  createTime: dateTime,
})

export const merchantMemberDetail = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/members/:customerId',
  summary: 'One customer: profile, member record, points, order totals and the latest orders',
  params: z.strictObject({ customerId: id }),
  response: memberRow.extend({
    birthday: z.string().nullable(),
    openId: z.string().nullable(),
    isGuide: z.boolean(),
    orders: z.object({
      /** Orders placed, paid orders, and the money paid for those not closed (fen). */
      placed: z.number().int(),
      paid: z.number().int(),
      paidAmount: z.number().int(),
      lastOrderTime: dateTime.nullable(),
    }),
    /** The newest orders (at most 10); the orders page lists them all. */
    recentOrders: z.array(memberOrderSummary),
    unreadMessages: z.number().int(),
  }),
})

export const merchantMemberCoupons = defineRoute({
  ...merchant,
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/members/coupons',
  summary: "A customer's coupons by status (usable, used, expired), paged",
  query: pageQuery.extend({ customerId: id, status: customerCouponStatus.default('usable') }),
  response: pageOf(customerCoupon),
})
