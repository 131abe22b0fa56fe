import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, id, pageOf, pageQuery, text, uploadedImageUrl } from './common'
import { programmeStatus } from './rewards'

/**
 * 水光打卡 (spec §7 Activity waterLightActivity; docs/members-programmes.md "Hydration check-in"): the member checks in
 * once a China day within an activity's window, a photo optional; `daysRequired` days in total within the window
 * complete it, and the reward (points and/or a coupon) is given once, through the points ledger.
 */

export const waterLightItem = z.object({
  id: z.number().int(),
  name: z.string(),
  /** The banner image (may be empty). */
  banner: z.string(),
  rule: z.string(),
  status: programmeStatus,
  startsAt: dateTime,
  endsAt: dateTime,
  /** The China days of the window, first and last, and their number. */
  firstDay: z.string(),
  lastDay: z.string(),
  windowDays: z.number().int(),
  daysRequired: z.number().int(),
  points: z.number().int(),
  /** The coupon of the reward (its template's title), if any. */
  couponTitle: z.string().nullable(),
  /** Today's China date. */
  today: z.string(),
  /** The signed-in member's progress (zero and empty when signed out). */
  checkedToday: z.boolean(),
  counted: z.number().int(),
  streak: z.number().int(),
  days: z.array(z.object({ date: z.string(), photo: z.string().nullable() })),
  /** The reward was given (已领取). */
  completed: z.boolean(),
})
export type WaterLightItem = z.infer<typeof waterLightItem>

export const waterLightList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'waterLightActivity',
  auth: 'optional',
  summary: "Hydration check-ins running or to come, with the signed-in member's days, streak and reward state",
  response: z.array(waterLightItem),
})

export const waterLightCheckIn = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'waterLightActivity/:id/checkIn',
  auth: 'customer',
  summary:
    "Checks in for today's China date, once (20 taps at once: one row); the check-in that reaches the days required gives the reward once",
  params: z.strictObject({ id }),
  body: z.strictObject({ photo: uploadedImageUrl.nullable().default(null) }),
  response: z.object({
    date: z.string(),
    counted: z.number().int(),
    daysRequired: z.number().int(),
    streak: z.number().int(),
    /** This check-in completed the activity and gave the reward. */
    rewarded: z.boolean(),
    points: z.number().int(),
    couponTitle: z.string().nullable(),
    balance: z.number().int(),
  }),
})

// ─── The console ───────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const waterLightInput = z
  .strictObject({
    name: text(40).pipe(z.string().min(1, '请填写活动名称')),
    banner: z.union([z.literal(''), uploadedImageUrl]).default(''),
    rule: text(500).default(''),
    startsAt: instant,
    endsAt: instant,
    daysRequired: z.number().int('打卡天数须为整数').min(1, '至少打卡1天').max(366, '最多打卡366天'),
    points: z.number().int('积分须为整数').min(0, '积分不能为负数').max(1_000_000),
    couponTemplateId: z.number().int().positive().nullable(),
    active: z.boolean().default(true),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  })
  .refine((body) => body.points > 0 || body.couponTemplateId !== null, {
    message: '奖励须包含积分或优惠券',
    path: ['points'],
  })

export const merchantWaterLight = z.object({
  id: z.number().int(),
  name: z.string(),
  banner: z.string(),
  rule: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  windowDays: z.number().int(),
  daysRequired: z.number().int(),
  points: z.number().int(),
  couponTemplateId: z.number().int().nullable(),
  couponTitle: z.string().nullable(),
  active: z.boolean(),
  status: programmeStatus,
  /** Participation: members who checked in, check-ins, completions (rewards given), check-ins this China day. */
  figures: z.object({
    participants: z.number().int(),
    checkIns: z.number().int(),
    completions: z.number().int(),
    today: z.number().int(),
  }),
  /** Check-ins per China day over the last 7 days (oldest first). */
  daily: z.array(z.object({ date: z.string(), checkIns: z.number().int() })),
})
export type MerchantWaterLight = z.infer<typeof merchantWaterLight>

export const merchantWaterLights = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/water-light',
  summary: 'Hydration check-ins with their reward and participation figures (per day too), newest first',
  query: pageQuery,
  response: pageOf(merchantWaterLight),
})

export const merchantCreateWaterLight = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/water-light',
  summary: 'Creates a hydration check-in (audited)',
  body: waterLightInput,
  response: merchantWaterLight,
})

export const merchantUpdateWaterLight = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/water-light/:id',
  summary: 'Edits a hydration check-in; its days required never beyond its window (audited)',
  params: z.strictObject({ id }),
  body: waterLightInput,
  response: merchantWaterLight,
})
