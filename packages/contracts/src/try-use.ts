import { z } from 'zod'
import { TRY_USE_STATUSES } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'

/**
 * Try-use samples (试用, spec §3 tryuseParams; docs/try-use.md). The console runs an activity: a SKU given free,
 * its seats, its window and whether the shopper pays the shipping fee. A shopper applies once per activity with an
 * address and a few words; the console approves within the seats (each approval places the sample's zero-price
 * order, type integral_gift) or rejects; once the parcel is received the shopper is invited to review it.
 */

export const tryUseStatus = z.enum(TRY_USE_STATUSES)

export const tryUseApplicationView = z.object({
  id: z.number().int(),
  activityId: z.number().int(),
  status: tryUseStatus,
  statusLabel: z.string(),
  reason: z.string(),
  rejectReason: z.string().nullable(),
  /** The sample's order once approved. */
  orderId: z.number().int().nullable(),
  /** The sample's order was received (待评价 or later): a review is welcome. */
  received: z.boolean(),
  createTime: dateTime,
})
export type TryUseApplicationView = z.infer<typeof tryUseApplicationView>

export const tryUseActivityView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  skuId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  image: z.string(),
  price: fen,
  seats: z.number().int(),
  seatsLeft: z.number().int(),
  applicants: z.number().int(),
  /** 0: shipping free; else what the shopper pays for it once approved. */
  shippingFee: fen,
  startsAt: dateTime,
  endsAt: dateTime,
  status: z.enum(['upcoming', 'running', 'ended']),
  /** The caller's application, when signed in and applied. */
  mine: tryUseApplicationView.nullable(),
})
export type TryUseActivityView = z.infer<typeof tryUseActivityView>

export const tryUseActivities = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'tryuse/list',
  auth: 'optional',
  summary: 'The try-use activities running or to come, with the seats left and the caller’s application',
  response: z.array(tryUseActivityView),
})

export const tryUseApply = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'tryuse/apply',
  auth: 'customer',
  summary: 'Applies for a sample of a running activity (once per activity), shipped to an address of the caller',
  body: z.strictObject({
    activityId: id,
    addressId: id,
    reason: text(200),
  }),
  response: tryUseApplicationView,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const tryUseActivityInput = z
  .strictObject({
    name: text(30).pipe(z.string().min(1, '请填写活动名称')),
    description: z.string().trim().max(300),
    skuId: id,
    seats: z.number().int('请输入整数').min(1, '名额至少为1').max(100_000),
    shippingFee: fen.max(100_00, '运费最多100元'),
    startsAt: dateTime,
    endsAt: dateTime,
    active: z.boolean(),
  })
  .refine((p) => Date.parse(p.endsAt) > Date.parse(p.startsAt), { message: '结束时间须晚于开始时间', path: ['endsAt'] })

export const merchantTryUseActivity = tryUseActivityView.omit({ mine: true }).extend({
  active: z.boolean(),
  approved: z.number().int(),
})
export type MerchantTryUseActivity = z.infer<typeof merchantTryUseActivity>

export const merchantTryUseActivities = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/tryuse/activities',
  summary: 'Every try-use activity with its seats, approvals and applicants',
  response: z.array(merchantTryUseActivity),
})

export const merchantSaveTryUseActivity = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/tryuse/activities',
  summary: 'Creates (no id) or changes a try-use activity, audited; the seats never below those approved',
  body: z.strictObject({ id: id.nullable(), activity: tryUseActivityInput }),
  response: merchantTryUseActivity,
})

export const merchantTryUseApplication = tryUseApplicationView.extend({
  activityName: z.string(),
  customerId: z.number().int(),
  nickName: z.string(),
  /** 收件人 电话 地址 of the application. */
  address: z.string(),
  decidedBy: z.string().nullable(),
  invited: z.boolean(),
})

export const merchantTryUseApplications = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/tryuse/applications',
  summary: 'Applications, oldest waiting first, by activity and status',
  query: pageQuery.extend({ activityId: id.optional(), status: tryUseStatus.optional() }),
  response: pageOf(merchantTryUseApplication),
})

export const merchantDecideTryUse = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/tryuse/applications/:id/decide',
  summary: 'Approves (a seat taken, the sample’s order placed) or rejects an application, once',
  params: z.strictObject({ id }),
  body: z.discriminatedUnion('approve', [
    z.strictObject({ approve: z.literal(true) }),
    z.strictObject({ approve: z.literal(false), reason: text(100).pipe(z.string().min(1, '请填写拒绝原因')) }),
  ]),
  response: merchantTryUseApplication,
})
