import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id, pageOf, pageQuery } from './common'

/**
 * Group buys (拼团, spec §2 group/index, group/detail/index, group/virtuallyList/index, §3 Group purchase, §7
 * group_purchasing_activity and participation; docs/group-buys.md). An activity sells one goods' SKUs at a group
 * price; a group is opened by its leader's payment and succeeds when `groupSize` members paid, or at its deadline
 * virtually where `allowVirtual`; otherwise it fails and every member is refunded.
 */

const groupStatus = z.enum(['open', 'succeeded', 'failed'])
const activityStatus = z.union([z.literal(1), z.literal(2), z.literal(3)])

export const groupBuySku = z.object({
  skuId: z.number().int(),
  specifications: z.array(specification),
  image: z.string(),
  price: fen,
  groupPrice: fen,
  stock: z.number().int(),
})

export const groupBuyCard = z.object({
  activityId: z.number().int(),
  name: z.string(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  image: z.string(),
  /** The lowest SKU price and group price (the card's "¥xx 2人团 ¥yy"). */
  price: fen,
  groupPrice: fen,
  /** The SKU at that group price: what a quick open or join (a shared group's page) orders. */
  skuId: z.number().int(),
  groupSize: z.number().int(),
  groupHours: z.number().int(),
  startTime: dateTime,
  endTime: dateTime,
  /** 1 not started, 2 in progress, 3 ended (spec §4). */
  status: activityStatus,
  /** Groups that succeeded so far (已拼 n 团). */
  succeededGroups: z.number().int(),
})
export type GroupBuyCard = z.infer<typeof groupBuyCard>

export const groupMember = z.object({ nickName: z.string(), avatarUrl: z.string().nullable(), leader: z.boolean() })

/** A group as a list shows it: its leader, seats left and the time left. */
export const groupCard = z.object({
  groupId: z.number().int(),
  activityId: z.number().int(),
  leader: groupMember,
  size: z.number().int(),
  joined: z.number().int(),
  seatsLeft: z.number().int(),
  status: groupStatus,
  statusLabel: z.string(),
  /** Completed at its deadline short of members (no fake members are shown). */
  virtual: z.boolean(),
  expiresAt: dateTime,
  /** Milliseconds to its deadline (0 when past), for the countdown. */
  msLeft: z.number().int(),
})
export type GroupCard = z.infer<typeof groupCard>

export const groupBuyDetail = groupBuyCard.extend({
  limitPerCustomer: z.number().int(),
  allowVirtual: z.boolean(),
  skus: z.array(groupBuySku),
  /** Open groups with a seat free, the soonest deadline first (a few; the full list is `groups`). */
  groups: z.array(groupCard),
})
export type GroupBuyDetail = z.infer<typeof groupBuyDetail>

export const groupView = groupCard.extend({
  activity: groupBuyCard,
  members: z.array(groupMember),
  /** For a signed-in viewer: they sit in this group, or may join it now (open, a seat free, not theirs). */
  mine: z.boolean(),
  canJoin: z.boolean(),
  /** The mall's page of this group, to share (mini-program path; an H5 link is the same path under /#/). */
  path: z.string(),
})
export type GroupView = z.infer<typeof groupView>

export const myGroup = groupCard.extend({
  activity: groupBuyCard,
  orderId: z.number().int(),
  leaderOfGroup: z.boolean(),
})
export type MyGroup = z.infer<typeof myGroup>

const optional = { service: 'ec-portal', auth: 'optional' } as const
const customer = { service: 'ec-portal', auth: 'customer' } as const

export const groupBuyActivities = defineRoute({
  ...optional,
  method: 'GET',
  path: 'group_purchasing_activity/list',
  summary: 'Group buys running or to come, the soonest ending first (group/index)',
  response: z.object({ now: dateTime, content: z.array(groupBuyCard) }),
})

export const groupBuyActivity = defineRoute({
  ...optional,
  method: 'GET',
  path: 'group_purchasing_activity/:activityId',
  summary: 'A group buy with its SKUs at the group price and its joinable groups, soonest deadline first',
  params: z.strictObject({ activityId: id }),
  response: groupBuyDetail,
})

export const groupBuyOfGoods = defineRoute({
  ...optional,
  method: 'GET',
  path: 'group_purchasing_activity/goods/:goodsId',
  summary: 'The group buy running for a goods, if any, with its joinable groups (the product page)',
  params: z.strictObject({ goodsId: id }),
  response: z.object({ activity: groupBuyDetail.nullable() }),
})

export const groupBuyGroups = defineRoute({
  ...optional,
  method: 'GET',
  path: 'group_purchasing_activity/:activityId/groups',
  summary: 'The joinable groups of a group buy, soonest deadline first (group/virtuallyList)',
  params: z.strictObject({ activityId: id }),
  query: pageQuery,
  response: pageOf(groupCard),
})

/** What a group order is: the activity, one SKU (one unit), and the group to join (none to open one). */
const participationLine = { activityId: id, skuId: id, groupId: id.optional() }

export const participationLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'participation/locate',
  summary: 'One unit of a group-buy SKU priced at its group price (no coupon, points or code)',
  body: z.strictObject({ ...participationLine, addressId: id.optional() }),
  response: cart,
})

export const participationOpen = defineRoute({
  ...customer,
  method: 'POST',
  path: 'participation/open',
  summary: 'Orders one unit to open a group (group_purchasing); the group is made when the order is paid',
  body: z.strictObject({ activityId: id, skuId: id, ...submitFields }),
  response: orderSubmitted,
})

export const participationJoin = defineRoute({
  ...customer,
  method: 'POST',
  path: 'participation/join',
  summary: 'Orders one unit to join a group (group_purchasing); the seat is taken when the order is paid',
  body: z.strictObject({ activityId: id, skuId: id, groupId: id, ...submitFields }),
  response: orderSubmitted,
})

export const participationMine = defineRoute({
  ...customer,
  method: 'GET',
  path: 'participation/mine',
  summary: 'The groups the customer paid into, newest first',
  query: pageQuery,
  response: pageOf(myGroup),
})

export const participationOfOrder = defineRoute({
  ...customer,
  method: 'GET',
  path: 'participation/order/:orderId',
  summary: 'The group one of the customer’s orders is in (order detail): null before its payment or for another kind',
  params: z.strictObject({ orderId: id }),
  response: z.object({ group: groupView.nullable() }),
})

export const participationGroup = defineRoute({
  ...optional,
  method: 'GET',
  path: 'participation/:groupId',
  summary: 'A group (shared link): members’ avatars, seats left, time left; anyone may see it',
  params: z.strictObject({ groupId: id }),
  response: groupView,
})

// ─── The console: group buys (marketing; docs/group-buys.md) ──────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const groupBuyBody = z
  .strictObject({
    name: z.string().trim().min(1, '请填写活动名称').max(32, '活动名称最多32字'),
    goodsId: id,
    startTime: instant,
    endTime: instant,
    groupSize: z.number().int().min(2, '成团人数至少2人').max(20, '成团人数最多20人'),
    groupHours: z.number().int().min(1, '成团时限至少1小时').max(168, '成团时限最多168小时'),
    limitPerCustomer: z.number().int().min(1, '每人参团次数至少1次').max(99, '每人参团次数最多99次'),
    allowVirtual: z.boolean().default(false),
    skus: z
      .array(z.strictObject({ skuId: id, groupPrice: z.number().int().min(1, '拼团价至少0.01元').max(99_999_999) }))
      .min(1, '请至少添加一个规格')
      .max(50)
      .refine((skus) => new Set(skus.map((s) => s.skuId)).size === skus.length, { message: '同一规格只能添加一次' }),
  })
  .refine((body) => Date.parse(body.endTime) > Date.parse(body.startTime), {
    message: '结束时间须晚于开始时间',
    path: ['endTime'],
  })

export const merchantGroupBuy = z.object({
  activityId: z.number().int(),
  name: z.string(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  status: activityStatus,
  groupSize: z.number().int(),
  groupHours: z.number().int(),
  limitPerCustomer: z.number().int(),
  allowVirtual: z.boolean(),
  skus: z.array(z.object({ skuId: z.number().int(), skuCode: z.string(), price: fen, groupPrice: fen })),
  /** Groups by status so far. */
  groups: z.number().int(),
  openGroups: z.number().int(),
  succeededGroups: z.number().int(),
  failedGroups: z.number().int(),
})
export type MerchantGroupBuy = z.infer<typeof merchantGroupBuy>

export const merchantGroupBuys = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/group_buys',
  summary: 'Group buys, newest first, with their groups counted by status',
  query: pageQuery,
  response: pageOf(merchantGroupBuy),
})

export const merchantCreateGroupBuy = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/group_buys',
  summary: 'Creates a group buy; a goods in another group buy overlapping its time is refused (audited)',
  body: groupBuyBody,
  response: merchantGroupBuy,
})

export const merchantUpdateGroupBuy = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'PUT',
  path: 'merchant/group_buys/:activityId',
  summary: 'Edits a group buy not ended; its groups keep their size and deadline (audited)',
  params: z.strictObject({ activityId: id }),
  body: groupBuyBody,
  response: merchantGroupBuy,
})

export const merchantGroup = z.object({
  groupId: z.number().int(),
  activityId: z.number().int(),
  activityName: z.string(),
  size: z.number().int(),
  joined: z.number().int(),
  status: groupStatus,
  statusLabel: z.string(),
  virtual: z.boolean(),
  createdAt: dateTime,
  expiresAt: dateTime,
  endedAt: dateTime.nullable(),
  members: z.array(
    z.object({
      customerId: z.number().int(),
      nickName: z.string(),
      leader: z.boolean(),
      orderId: z.number().int(),
      orderNo: z.string(),
      orderStatusLabel: z.string(),
      /** seated, succeeded, failed (refunded) */
      status: z.string(),
    }),
  ),
})
export type MerchantGroup = z.infer<typeof merchantGroup>

export const merchantGroups = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/group_buy_groups',
  summary: 'Groups with their members, newest first; by activity, status (failed…) or virtual completion',
  query: pageQuery.extend({
    activityId: id.optional(),
    status: groupStatus.optional(),
    virtual: z.enum(['true', 'false']).optional(),
  }),
  response: pageOf(merchantGroup),
})
