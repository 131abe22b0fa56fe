import { z } from 'zod'
import { defineRoute } from './route'
import { cart, cartItem, orderSubmitted, pricingChoices, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id } from './common'

/**
 * Flash sales (秒杀, spec §2 seckill/index, §3 secSetting, §7 sec_kill locate and submit, subscribeRemind; docs/
 * flash-sales.md). A sale is one slot [startTime, endTime) with its SKUs, each with an activity price and an
 * allotment; a customer may hold `limitPerCustomer` units of a sale; a sec_kill order is one line at the activity
 * price, unpaid for at most `payMinutes`.
 */

const customer = { service: 'ec-portal', auth: 'customer' } as const

export const flashSaleGoods = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  image: z.string(),
  specifications: z.array(specification),
  price: fen,
  activityPrice: fen,
  /** The allotment (secSetting.inventory) and the units taken (secSetting.useInventory). */
  inventory: z.number().int(),
  useInventory: z.number().int(),
  /** Whole percent sold, for the progress bar. */
  progress: z.number().int().min(0).max(100),
  /** 已抢光: nothing left of the allotment. */
  soldOut: z.boolean(),
})
export type FlashSaleGoods = z.infer<typeof flashSaleGoods>

export const flashSaleSlot = z.object({
  activityId: z.number().int(),
  activityCode: z.string(),
  name: z.string(),
  startTime: dateTime,
  endTime: dateTime,
  /** 1 not started, 2 in progress, 3 ended (spec §4). */
  status: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  /** 即将开始 / 抢购中 / 已结束 */
  label: z.string(),
  /** The China clock time it starts ("10:00") and its day ("今天", "明天", "11月26日"). */
  time: z.string(),
  day: z.string(),
  limitPerCustomer: z.number().int(),
  payMinutes: z.number().int(),
  allowCoupon: z.boolean(),
  allowPoints: z.boolean(),
  /** For a signed-in shopper: units they hold of this sale, and whether they asked to be reminded. */
  bought: z.number().int(),
  isSubscribe: z.boolean(),
  goods: z.array(flashSaleGoods),
})
export type FlashSaleSlot = z.infer<typeof flashSaleSlot>

export const flashSaleSlots = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'sec_kill/slots',
  auth: 'optional',
  summary: 'The flash sales running or to come (ended ones of today too), start first, with their goods',
  response: z.object({ now: dateTime, slots: z.array(flashSaleSlot) }),
})

const secKillLine = { activityId: id, ...cartItem.shape }

export const secKillLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'sec_kill/locate',
  summary: 'One flash-sale SKU priced for checkout at the activity price (coupons and points as the sale allows)',
  body: z.strictObject({ ...secKillLine, ...pricingChoices, addressId: id.optional() }),
  response: cart,
})

export const secKillSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'sec_kill/submit',
  summary: 'Orders one flash-sale SKU (order type sec_kill): through the gate, then the guarded allotment and limit',
  body: z.strictObject({ ...secKillLine, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

export const subscribeRemindSave = defineRoute({
  service: 'sp-portal',
  auth: 'customer',
  method: 'POST',
  path: 'subscribeRemind/save',
  summary: 'Asks to be reminded before a flash sale starts (an in-site message; asking twice is the same)',
  body: z.strictObject({ activityId: id }),
  response: z.object({ isSubscribe: z.literal(true) }),
})

export const subscribeRemindIsSubscribe = defineRoute({
  service: 'sp-portal',
  auth: 'customer',
  method: 'GET',
  path: 'subscribeRemind/isSubscribe',
  summary: 'Whether the shopper asked to be reminded of this flash sale',
  query: z.strictObject({ activityId: z.coerce.number().int().positive() }),
  response: z.object({ isSubscribe: z.boolean() }),
})
