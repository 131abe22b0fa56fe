import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, id, pageOf, pageQuery, text } from './common'

/**
 * Why the balance moved: points earned by an order, spent on an order, given back when an order is refunded or
 * cancelled, or adjusted by the shop; the members' programmes: a daily sign-in's reward, a lottery draw's cost or
 * prize, a survey's or a friend-help task's reward, points expired by the expiry rule, a year card's extra points or
 * monthly coupon, a member gift pack, a completed hydration check-in (水光打卡).
 */
export const POINTS_REASONS = [
  'earn_order',
  'spend_order',
  'refund_order',
  'cancel_order',
  'adjust',
  'sign_in',
  'lottery',
  'survey',
  'help',
  'expire',
  'year_card',
  'member_gift',
  'recycle',
  'water_light',
] as const
export const pointsReason = z.enum(POINTS_REASONS)
export type PointsReason = z.infer<typeof pointsReason>

export const pointsBalance = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'points/balance',
  auth: 'customer',
  summary: "The customer's points and what they are worth at checkout",
  response: z.object({
    balance: z.number().int().min(0),
    /** Points worth ¥1 (100: 1 point = 1 fen). */
    pointsPerYuan: z.number().int().positive(),
    /** Largest share of the goods payable amount points may pay, 0…1. */
    maxPayableShare: z.number().min(0).max(1),
  }),
})

/** What a ledger row moved: points, or a coupon, goods or lottery chance given as a reward (delta 0). */
export const REWARD_ASSETS = ['points', 'coupon', 'goods', 'chance'] as const
export const rewardAsset = z.enum(REWARD_ASSETS)
export type RewardAsset = z.infer<typeof rewardAsset>

/** The points page's tabs: every record, points earned (> 0), spent (< 0 but expiry), expired. */
export const POINTS_RECORD_FILTERS = ['all', 'earned', 'spent', 'expired'] as const

export const pointsRecord = z.object({
  id: z.number().int(),
  /** Points added (positive) or taken (negative). */
  delta: z.number().int(),
  balanceAfter: z.number().int().min(0),
  reason: pointsReason,
  orderId: z.string().nullable(),
  createTime: dateTime,
  remark: z.string().nullable(),
  /** Where the points came from or went, as the points page shows it (购物, 签到, 抽奖, 积分兑换, 过期…). */
  source: z.string(),
})
export type PointsRecord = z.infer<typeof pointsRecord>

export const pointsRecords = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'points/records',
  auth: 'customer',
  summary: "The customer's points records, newest first (the client asks page 0, size 1000); `type` filters the tabs",
  query: pageQuery.extend({ type: z.enum(POINTS_RECORD_FILTERS, { message: '记录类型不正确' }).default('all') }),
  response: pageOf(pointsRecord),
})

// ─── Merchant: a member's points (counter-portal, console) ────────────────────────────────────────────

export const merchantMemberPoints = defineRoute({
  service: 'counter-portal',
  auth: 'merchant',
  permission: 'members.view',
  method: 'GET',
  path: 'merchant/members/points',
  summary: "A customer's points ledger, newest first, with the balance",
  query: pageQuery.extend({ customerId: id }),
  response: pageOf(pointsRecord).extend({ balance: z.number().int().min(0) }),
})

/** The most points one adjustment moves either way. */
export const POINTS_ADJUST_LIMIT = 1_000_000

export const merchantAdjustPoints = defineRoute({
  service: 'counter-portal',
  auth: 'merchant',
  permission: 'members.points',
  method: 'POST',
  path: 'merchant/members/:customerId/points',
  summary:
    'Adds (> 0) or takes (< 0) points with a reason: one ledger row per request id (a repeated request answers the same row and changes nothing); never below zero',
  params: z.strictObject({ customerId: id }),
  body: z.strictObject({
    /** Made by the console once per adjustment form: the business key that keeps a retried request from doubling. */
    requestId: z.string().regex(/^[\w-]{8,64}$/, '请求编号不正确'),
    delta: z
      .number({ message: '请填写调整积分' })
      .int('积分须为整数')
      .min(-POINTS_ADJUST_LIMIT, `一次最多扣减${POINTS_ADJUST_LIMIT}积分`)
      .max(POINTS_ADJUST_LIMIT, `一次最多增加${POINTS_ADJUST_LIMIT}积分`)
      .refine((n) => n !== 0, '调整积分不能为0'),
    reason: text(60).pipe(z.string().min(1, '请填写调整原因')),
  }),
  response: z.object({
    /** False when this request id was applied before (the answer is that row). */
    applied: z.boolean(),
    balance: z.number().int().min(0),
    record: pointsRecord,
  }),
})
