import { z } from 'zod'
import { cart, cartItems, orderSubmitted, pricingChoices, submitFields } from './cart'
import { goodsCard } from './catalogue'
import { dateTime, fen, id, mobile, pageOf, pageQuery, text } from './common'
import { orderCard } from './order'
import { defineRoute } from './route'

/**
 * Shopping guides (导购, BA), their push orders, the counter portal and the stores (docs/guides-and-counters.md).
 *
 * A guide is a customer with an active guide record (isEbc). A push order (`baPushOrder`) is a draft cart a guide
 * prepares for a customer: it holds no stock; the customer opens it by its code, it is priced again from the
 * catalogue's current prices, and the customer's submit makes an order of type `ba_push_order` attributed to the guide.
 */

/** Days a push order can be opened and bought after the guide sends it. */
export const PUSH_ORDER_DAYS = 7

export const PUSH_ORDER_STATUSES = ['draft', 'ordered', 'expired'] as const
export const pushOrderStatus = z.enum(PUSH_ORDER_STATUSES)
export type PushOrderStatus = z.infer<typeof pushOrderStatus>

/** The unguessable code that stands for a push order in the link the guide sends. */
export const pushOrderCode = z.string().regex(/^[A-Za-z0-9_-]{22}$/, '推单链接不正确')

/** A line of a push order as the guide put it, with the goods as the catalogue shows them now. */
export const pushOrderLine = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  specifications: z.string(),
  quantity: z.number().int(),
  /** The SKU's price now (fen); null when it is no longer sold. */
  price: fen.nullable(),
})

/** Who sent a push order, and so the type of the order it becomes: a guide's or a distributor's. */
export const PUSH_ORDER_KINDS = ['ba_push_order', 'distribution_order'] as const
export type PushOrderKind = (typeof PUSH_ORDER_KINDS)[number]

/** A push order as its sender (a guide or a distributor) and its customer see it. */
export const pushOrder = z.object({
  id: z.number().int(),
  code: pushOrderCode,
  /** ba_push_order (a guide's) or distribution_order (a distributor's): the type of the order it becomes. */
  kind: z.enum(PUSH_ORDER_KINDS),
  /** The shop page that opens it: `pages/guide/order/index?code=…`, a distributor's `pages/distributor/pushDetail/index?code=…`. */
  path: z.string(),
  status: pushOrderStatus,
  /** Who sent it: the guide, or the distributor (their name and counter). */
  guide: z.object({ name: z.string(), counterName: z.string().nullable() }),
  /** The customer it was meant for (masked to the customer's own eyes), or null: whoever opens it first. */
  customerMobile: z.string().nullable(),
  lines: z.array(pushOrderLine),
  remark: z.string().nullable(),
  /** What the goods cost when the guide sent it (before any coupon or points of the customer). */
  quotedAmount: fen,
  /** The customer's wish a distributor sent it for (its order is of type wish_list), or null. */
  wishId: z.number().int().nullable(),
  /** The order it became; null until the customer submits. */
  orderId: z.number().int().nullable(),
  /** The order's status and amount paid; null until the customer submits. */
  orderStatus: z.string().nullable(),
  orderAmount: fen.nullable(),
  createTime: dateTime,
  expiresAt: dateTime,
})
export type PushOrder = z.infer<typeof pushOrder>

const guideCall = { service: 'ec-portal', auth: 'customer' } as const

const guideLines = {
  items: cartItems,
  /** The customer it is meant for: only the customer with this mobile may open it. Left out: the first to open it. */
  customerMobile: mobile.optional(),
}

export const baLocate = defineRoute({
  ...guideCall,
  method: 'POST',
  path: 'baPushOrder/baLocate',
  summary: 'A guide prices the goods of a push order before sending it (nothing is held, nothing is saved)',
  body: z.strictObject(guideLines),
  response: cart,
})

export const baSubmit = defineRoute({
  ...guideCall,
  method: 'POST',
  path: 'baPushOrder/baSubmit',
  summary: 'A guide saves a push order and gets its link (a draft: no stock is held); one per requestId',
  body: z.strictObject({
    ...guideLines,
    remark: text(100).optional(),
    /** Chosen once per push order by the client and sent again on a retry: the retry answers the same push order. */
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识应为8-64位字母、数字、-或_'),
  }),
  response: pushOrder,
})

export const baPushOrders = defineRoute({
  ...guideCall,
  method: 'GET',
  path: 'baPushOrder/mine',
  summary: 'The guide’s own push orders, newest first',
  query: pageQuery.extend({ status: pushOrderStatus.optional() }),
  response: pageOf(pushOrder),
})

export const baPushOrderDetail = defineRoute({
  ...guideCall,
  method: 'GET',
  path: 'baPushOrder/detail/:id',
  summary: 'One of the guide’s own push orders (another guide’s answers pushOrderNotFound)',
  params: z.strictObject({ id }),
  response: pushOrder,
})

const opened = { code: pushOrderCode }

export const pushOrderForCustomer = defineRoute({
  ...guideCall,
  method: 'GET',
  path: 'baPushOrder/findOrderDetail4customer/:code',
  summary: 'The customer opens a push order by its code (the first customer to open an open one keeps it)',
  params: z.strictObject(opened),
  response: pushOrder,
})

export const pushOrderLocate = defineRoute({
  ...guideCall,
  method: 'POST',
  path: 'baPushOrder/locate',
  summary: 'The customer’s push order priced now with their choices (coupon, points, address)',
  body: z.strictObject({ ...opened, ...pricingChoices, addressId: id.optional() }),
  response: z.object({ pushOrder, cart, priceChanged: z.boolean() }),
})

export const pushOrderSubmit = defineRoute({
  ...guideCall,
  method: 'POST',
  path: 'baPushOrder/submit',
  summary: 'The customer orders a push order: an order of type ba_push_order attributed to the guide',
  body: z.strictObject({ ...opened, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

// ─── A distributor's push orders (distribution_order): the same push orders, sent by a distributor ────────────

const distributorCall = { service: 'ec-portal', auth: 'customer' } as const

export const distributionCartLocate = defineRoute({
  ...distributorCall,
  method: 'POST',
  path: 'distribution_cart/origin/locate',
  summary: 'A distributor prices the goods of a push order before sending it (nothing is held, nothing is saved)',
  body: z.strictObject(guideLines),
  response: cart,
})

export const distributionCartSubmit = defineRoute({
  ...distributorCall,
  method: 'POST',
  path: 'distribution_cart/origin/submit',
  summary: 'A distributor saves a push order (distribution_order) and gets its link; one per requestId',
  body: baSubmit.body,
  response: pushOrder,
})

export const distributorPushOrders = defineRoute({
  ...distributorCall,
  method: 'GET',
  path: 'distributor/push_orders',
  summary: 'The distributor’s own push orders, newest first',
  query: pageQuery.extend({ status: pushOrderStatus.optional() }),
  response: pageOf(pushOrder),
})

export const distributorPushOrderDetail = defineRoute({
  ...distributorCall,
  method: 'GET',
  path: 'distributor/push_orders/:id',
  summary: 'One of the distributor’s own push orders (another’s answers pushOrderNotFound)',
  params: z.strictObject({ id }),
  response: pushOrder,
})

export const distributionOrderLocate = defineRoute({
  ...distributorCall,
  method: 'POST',
  path: 'distribution_order/locate',
  summary: 'The customer’s distributor push order priced now with their choices (coupon, points, address)',
  body: pushOrderLocate.body,
  response: pushOrderLocate.response,
})

export const distributionOrderSubmit = defineRoute({
  ...distributorCall,
  method: 'POST',
  path: 'distribution_order/submit',
  summary: 'The customer orders a distributor’s push order: an order of type distribution_order attributed to them',
  body: pushOrderSubmit.body,
  response: orderSubmitted,
})

export const BA_BEHAVIOR_ACTIONS = ['consult', 'share_goods', 'push_order', 'follow_up', 'counter_visit'] as const
export const baBehaviorAction = z.enum(BA_BEHAVIOR_ACTIONS, { message: '请选择行为类型' })

export const baBehaviorAppend = defineRoute({
  ...guideCall,
  method: 'POST',
  path: 'ba_behavior/append',
  summary: 'A guide records what they did for whom (one record per requestId)',
  body: z.strictObject({
    action: baBehaviorAction,
    customerMobile: mobile.optional(),
    goodsId: id.optional(),
    pushOrderId: id.optional(),
    remark: text(200).optional(),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识应为8-64位字母、数字、-或_'),
  }),
  response: z.object({ id: z.number().int() }),
})

// ─── Stores and counters (LBSStore) ──────────────────────────────────────────────────────────────────

export const OUTLET_KINDS = ['store', 'counter'] as const
export const outletKind = z.enum(OUTLET_KINDS, { message: '请选择门店类型' })

const latitude = z.coerce.number().min(-90, '纬度不正确').max(90, '纬度不正确')
const longitude = z.coerce.number().min(-180, '经度不正确').max(180, '经度不正确')

/** A store or a counter as the shopper sees it. */
export const outlet = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  kind: outletKind,
  city: z.string(),
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  phone: z.string(),
  /** Opening hours as written, e.g. 10:00-22:00. */
  hours: z.string(),
  /** Metres from the shopper; null when the shopper's location is not known. */
  distance: z.number().int().nullable(),
  guides: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type Outlet = z.infer<typeof outlet>

export const lbsStores = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'lbs/stores',
  auth: 'none',
  summary: 'Stores and counters, nearest first from the shopper’s location (by city, then name, without one)',
  query: z
    .strictObject({ latitude: latitude.optional(), longitude: longitude.optional(), city: text(16).optional() })
    .refine((q) => (q.latitude === undefined) === (q.longitude === undefined), { message: '请同时提供经纬度' }),
  response: z.array(outlet),
})

// ─── Counter portal (counter staff, WeCom sign-in) ───────────────────────────────────────────────────

const counter = { service: 'counter-portal', auth: 'staff' } as const

export const counterMemberInfo = z.object({
  customerId: z.number().int(),
  nickName: z.string(),
  mobile: z.string(),
  isMember: z.boolean(),
  memberNo: z.string().nullable(),
  firstShopTime: dateTime.nullable(),
})

export const counterRegisterMember = defineRoute({
  ...counter,
  method: 'POST',
  path: 'member',
  summary: 'Counter staff register a member by mobile (an existing customer becomes a member; a member is answered)',
  body: z.strictObject({ mobile }),
  response: counterMemberInfo,
})

export const counterMemberOrders = defineRoute({
  ...counter,
  method: 'GET',
  path: 'member/:mobile/order',
  summary: 'The orders of the customer with this mobile, newest first',
  params: z.strictObject({ mobile }),
  query: pageQuery,
  response: pageOf(orderCard),
})

export const counterViewRecords = defineRoute({
  ...counter,
  method: 'GET',
  path: 'member/:mobile/view_pdp_records',
  summary: 'What the customer with this mobile viewed, newest first',
  params: z.strictObject({ mobile }),
  query: pageQuery,
  response: pageOf(goodsCard.extend({ viewedAt: dateTime })),
})

/** A guide's figures over a period: push orders sent, ordered, paid and the amount paid. */
export const guideFigures = z.object({
  pushed: z.number().int(),
  ordered: z.number().int(),
  paid: z.number().int(),
  paidAmount: fen,
})

export const counterGuidePushOrders = defineRoute({
  ...counter,
  method: 'GET',
  path: 'ba/push_orders',
  summary: 'The push orders of the guide signed in (by their WeCom account), newest first',
  query: pageQuery.extend({ status: pushOrderStatus.optional() }),
  response: pageOf(pushOrder),
})

export const counterGuideFigures = defineRoute({
  ...counter,
  method: 'GET',
  path: 'ba/figures',
  summary: 'The signed-in guide’s figures today and this month (China time)',
  response: z.object({
    guide: z.object({ id: z.number().int(), name: z.string(), counterName: z.string().nullable() }),
    today: guideFigures,
    month: guideFigures,
  }),
})

// ─── Merchant: guides and stores (the console) ───────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const merchantGuide = z.object({
  id: z.number().int(),
  name: z.string(),
  mobile: z.string(),
  active: z.boolean(),
  outletId: z.number().int().nullable(),
  outletName: z.string().nullable(),
  wecomUserId: z.string().nullable(),
  /** Figures of this calendar month (China time) and of all time. */
  month: guideFigures,
  total: guideFigures,
})
export type MerchantGuide = z.infer<typeof merchantGuide>

const guideBody = z.strictObject({
  name: text(32).min(1, '请填写导购姓名'),
  mobile,
  active: z.boolean(),
  outletId: id.nullable(),
  wecomUserId: z
    .string()
    .regex(/^[A-Za-z0-9_.@-]{1,64}$/, '企业微信账号不正确')
    .nullable(),
})

export const merchantGuides = defineRoute({
  ...merchant,
  permission: 'guides.view',
  method: 'GET',
  path: 'merchant/guides',
  summary: 'Shopping guides with their counter, WeCom account and figures',
  query: pageQuery.extend({ keyword: text(32).optional(), outletId: id.optional() }),
  response: pageOf(merchantGuide),
})

export const merchantCreateGuide = defineRoute({
  ...merchant,
  permission: 'guides.edit',
  method: 'POST',
  path: 'merchant/guides',
  summary: 'Makes a mobile a shopping guide (audited)',
  body: guideBody,
  response: merchantGuide,
})

export const merchantUpdateGuide = defineRoute({
  ...merchant,
  permission: 'guides.edit',
  method: 'PUT',
  path: 'merchant/guides/:guideId',
  summary: 'Changes a guide: name, mobile, counter, WeCom account, active (audited)',
  params: z.strictObject({ guideId: id }),
  body: guideBody,
  response: merchantGuide,
})

export const merchantOutlet = outlet.omit({ distance: true }).extend({ active: z.boolean() })
export type MerchantOutlet = z.infer<typeof merchantOutlet>

const outletBody = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, '门店编码应为1-32位字母、数字、-或_'),
  name: text(64).min(1, '请填写门店名称'),
  kind: outletKind,
  city: text(16).min(1, '请填写城市'),
  address: text(128).min(1, '请填写地址'),
  latitude: latitude,
  longitude: longitude,
  phone: z.string().regex(/^[0-9+\-\s]{5,20}$/, '请输入正确的电话'),
  hours: text(32).min(1, '请填写营业时间'),
  active: z.boolean(),
})

export const merchantOutlets = defineRoute({
  ...merchant,
  permission: 'guides.view',
  method: 'GET',
  path: 'merchant/outlets',
  summary: 'Every store and counter (active or not) with its guides',
  response: z.array(merchantOutlet),
})

export const merchantCreateOutlet = defineRoute({
  ...merchant,
  permission: 'guides.edit',
  method: 'POST',
  path: 'merchant/outlets',
  summary: 'Adds a store or counter (audited)',
  body: outletBody,
  response: merchantOutlet,
})

export const merchantUpdateOutlet = defineRoute({
  ...merchant,
  permission: 'guides.edit',
  method: 'PUT',
  path: 'merchant/outlets/:outletId',
  summary: 'Changes a store or counter (audited)',
  params: z.strictObject({ outletId: id }),
  body: outletBody,
  response: merchantOutlet,
})
