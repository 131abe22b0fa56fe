import { z } from 'zod'
import { RECYCLE_METHODS, RECYCLE_STATUSES } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, id, pageOf, pageQuery, text } from './common'

/**
 * Recycling (空瓶回收, spec §7 recycleRecord; docs/recycling.md). The console runs a programme: the goods whose empty
 * bottles it takes back, the reward per accepted unit (points, and a coupon from a number of units), where parcels
 * go. A shopper asks to return bottles (which goods, how many), sends them by parcel (a tracking number) or drops
 * them at a counter; the console inspects them (accepts some or all, or none with a reason) and the accepted units
 * earn the reward once, through the points ledger.
 */

export const recycleMethod = z.enum(RECYCLE_METHODS)
export const recycleStatus = z.enum(RECYCLE_STATUSES)

export const recycleItem = z.strictObject({
  goods: text(30).pipe(z.string().min(1, '请选择回收的商品')),
  units: z.number().int('请输入整数').min(1, '数量至少为1').max(99, '数量最多为99'),
})

export const recycleProgrammeView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  acceptedGoods: z.array(z.string()),
  pointsPerUnit: z.number().int(),
  couponTitle: z.string().nullable(),
  couponMinUnits: z.number().int(),
  maxUnitsPerRequest: z.number().int(),
  /** Where parcels go (收件人 电话 地址). */
  returnAddress: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  status: z.enum(['upcoming', 'running', 'ended']),
})
export type RecycleProgrammeView = z.infer<typeof recycleProgrammeView>

export const recycleRecordView = z.object({
  id: z.number().int(),
  programmeId: z.number().int(),
  programmeName: z.string(),
  items: z.array(z.object({ goods: z.string(), units: z.number().int() })),
  units: z.number().int(),
  method: recycleMethod,
  status: recycleStatus,
  statusLabel: z.string(),
  carrier: z.string().nullable(),
  trackingNo: z.string().nullable(),
  acceptedUnits: z.number().int().nullable(),
  rejectReason: z.string().nullable(),
  rewardPoints: z.number().int(),
  rewardCouponTitle: z.string().nullable(),
  returnAddress: z.string(),
  createTime: dateTime,
  shippedAt: dateTime.nullable(),
  inspectedAt: dateTime.nullable(),
})
export type RecycleRecordView = z.infer<typeof recycleRecordView>

export const recycleProgrammes = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'recycleRecord/programmes',
  auth: 'optional',
  summary: 'The recycling programmes running or to come, with their goods and rewards',
  response: z.array(recycleProgrammeView),
})

export const recycleApply = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'recycleRecord/apply',
  auth: 'customer',
  summary: 'Asks to return empty bottles: which goods, how many, by parcel or at a counter',
  body: z.strictObject({
    programmeId: id,
    items: z.array(recycleItem).min(1, '请选择回收的商品').max(20),
    method: recycleMethod,
  }),
  response: recycleRecordView,
})

export const recycleRecords = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'recycleRecord/list',
  auth: 'customer',
  summary: "The shopper's recycling records, newest first",
  query: pageQuery,
  response: pageOf(recycleRecordView),
})

export const recycleRecordDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'recycleRecord/:id',
  auth: 'customer',
  summary: 'One of the shopper’s recycling records',
  params: z.strictObject({ id }),
  response: recycleRecordView,
})

export const recycleShip = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'recycleRecord/:id/ship',
  auth: 'customer',
  summary: 'The parcel of a recycling request is sent: its carrier and tracking number',
  params: z.strictObject({ id }),
  body: z.strictObject({
    carrier: text(20).pipe(z.string().min(1, '请填写快递公司')),
    trackingNo: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9-]{6,32}$/, '请输入正确的快递单号'),
  }),
  response: recycleRecordView,
})

export const recycleCancel = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'recycleRecord/:id/cancel',
  auth: 'customer',
  summary: 'Cancels a recycling request nothing was sent for yet',
  params: z.strictObject({ id }),
  response: recycleRecordView,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const recycleProgrammeInput = z
  .strictObject({
    name: text(30).pipe(z.string().min(1, '请填写活动名称')),
    description: z.string().trim().max(300),
    acceptedGoods: z
      .array(text(30).pipe(z.string().min(1, '请填写商品名称')))
      .min(1, '请至少填写一种回收商品')
      .max(20),
    pointsPerUnit: z.number().int('请输入整数').min(0).max(100_000),
    couponTemplateId: id.nullable(),
    couponMinUnits: z.number().int('请输入整数').min(1).max(99),
    maxUnitsPerRequest: z.number().int('请输入整数').min(1).max(99),
    returnAddress: text(120).pipe(z.string().min(1, '请填写回寄地址')),
    startsAt: dateTime,
    endsAt: dateTime,
    active: z.boolean(),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), { message: '结束时间须晚于开始时间', path: ['endsAt'] })
  .refine((p) => p.pointsPerUnit > 0 || p.couponTemplateId !== null, {
    message: '请设置积分或优惠券奖励',
    path: ['pointsPerUnit'],
  })

export const merchantRecycleProgramme = recycleProgrammeView.extend({
  couponTemplateId: z.number().int().nullable(),
  active: z.boolean(),
  requests: z.number().int(),
  acceptedUnits: z.number().int(),
})
export type MerchantRecycleProgramme = z.infer<typeof merchantRecycleProgramme>

export const merchantRecycleProgrammes = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/recycle/programmes',
  summary: 'Every recycling programme with its requests and accepted units',
  response: z.array(merchantRecycleProgramme),
})

export const merchantSaveRecycleProgramme = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/recycle/programmes',
  summary: 'Creates (no id) or changes a recycling programme, audited',
  body: z.strictObject({ id: id.nullable(), programme: recycleProgrammeInput }),
  response: merchantRecycleProgramme,
})

export const merchantRecycleRecord = recycleRecordView.extend({
  customerId: z.number().int(),
  nickName: z.string(),
  inspectedBy: z.string().nullable(),
})

export const merchantRecycleRecords = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/recycle/records',
  summary: 'Recycling requests, newest first, by status, programme or customer',
  query: pageQuery.extend({
    status: recycleStatus.optional(),
    programmeId: id.optional(),
    customerId: id.optional(),
  }),
  response: pageOf(merchantRecycleRecord),
})

export const merchantInspectRecycle = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/recycle/records/:id/inspect',
  summary: 'Inspects a returned request: the units accepted (0: rejected) and why not all; the reward is given once',
  params: z.strictObject({ id }),
  body: z.strictObject({
    acceptedUnits: z.number().int('请输入整数').min(0).max(99),
    reason: text(100),
  }),
  response: merchantRecycleRecord,
})
