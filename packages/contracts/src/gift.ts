import { z } from 'zod'
import { GIFT_STATUSES } from '@shop/domain'
import { defineRoute } from './route'
import { cart, cartItem, customCard, orderSubmitted, unaddressedSubmitFields } from './cart'
import { goodsCard } from './catalogue'
import { orderLogistics } from './fulfilment'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'
import { orderAddress, orderTimelineEntry, shipmentSummary } from './order'

/**
 * Gifts to friends (spec §7 give_gift_order; docs/gifts.md). A shopper buys goods the shop lets be gifted as a
 * `give_gift` order, with a gift box (`giftPackages`), a greeting card (`customCard`) and optionally a recorded
 * blessing (`yuyinBlessing`), and no address. Once paid they `give` it: an unguessable link (a new one voids the last
 * one, which is how a gift is given on). The friend who opens the link sees the gift — never the buyer's address —
 * and `acquire`s it with an address of their own; exactly one friend can. The order then ships to the friend, whose
 * address only they and the shop see. Unclaimed at its deadline, the gift expires and the order is refunded in full.
 */

/** 16 random bytes in base64url: the gift's link, single-use. */
export const giftCode = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { message: '礼物链接已失效' })

export const giftStatus = z.enum(GIFT_STATUSES)

/** A gift box the shop offers (free of charge: the box is part of the gift service). */
export const giftBox = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  description: z.string(),
})

/** A greeting-card design with the words it suggests. */
export const giftCardDesign = z.object({
  id: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  suggestedContent: z.string(),
})

/** The shop's gift settings (giftOrderSetting). */
export const giftOrderSettings = z.object({
  enabled: z.boolean(),
  packages: z.array(giftBox),
  cards: z.array(giftCardDesign),
  /** Hours after payment a gift waits to be claimed; then it is refunded. */
  expiryHours: z.number().int(),
  /** The goods that can be gifted; empty: none. */
  goodsIds: z.array(z.number().int()),
})
export type GiftOrderSettings = z.infer<typeof giftOrderSettings>

export const giftOrderSetting = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/giftOrderSetting',
  auth: 'optional',
  summary: 'The shop’s gift boxes, card designs, claim deadline and whether gifting is open',
  response: giftOrderSettings.omit({ goodsIds: true }),
})

export const giftGoodsList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/goods/list',
  auth: 'optional',
  summary: 'The goods that can be bought as a gift, in the order the shop set, a page at a time',
  query: pageQuery,
  response: pageOf(goodsCard),
})

/** What a gift checkout adds to a buy-now's choices (no address: the friend gives theirs). */
const giftChoices = {
  ...cartItem.shape,
  couponId: id.nullable().optional(),
  usePoints: z.boolean().optional(),
  promotionCode: text(32).optional(),
  /** A gift box of the settings; left out: the first. */
  packageId: z.string().max(32).optional(),
  customCard: customCard.nullable().optional(),
}

export const giftLocate = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/locate',
  auth: 'customer',
  summary: 'One SKU priced as a gift, with its box and card (no address: `address` is null)',
  body: z.strictObject(giftChoices),
  response: cart,
})

/** A blessing recorded in the mini-program and uploaded (yuyinBlessing): its stored path. */
export const blessingPath = z.string().regex(/^\/uploads\/[0-9a-f]{32}\.(mp3|m4a|aac)$/, { message: '语音祝福无效' })

export const giftSubmit = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/submit',
  auth: 'customer',
  summary: 'Orders one SKU as a gift (order type give_gift) with its box, card and blessing; shipped once claimed',
  body: z.strictObject({
    ...giftChoices,
    yuyinBlessing: blessingPath.nullable().optional(),
    ...unaddressedSubmitFields,
  }),
  response: orderSubmitted,
})

export const blessingUploaded = z.object({ url: blessingPath })

export const giftBlessingUpload = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/yuyinBlessing',
  auth: 'customer',
  summary: 'Uploads a recorded blessing (mp3, m4a or aac, at most 2 MB, multipart field `file`); answers its path',
  response: blessingUploaded,
})

/** The page a friend opens: `pages/gift/receive?giftCode=…`. */
export const giftGiven = z.object({
  giftId: z.number().int(),
  code: giftCode,
  path: z.string(),
  expiresAt: dateTime,
})

export const giftGive = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/give',
  auth: 'customer',
  summary:
    'The buyer gives a paid gift: a new single-use link (any earlier link of the gift stops working: giving it on)',
  body: z.strictObject({ orderId: id }),
  response: giftGiven,
})

export const giftCancelGive = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/cancelGive',
  auth: 'customer',
  summary: 'The buyer takes back an unclaimed gift’s link (it stops working; the gift can be given again)',
  body: z.strictObject({ orderId: id }),
  response: z.object({ giftId: z.number().int(), status: giftStatus }),
})

/**
 * A gift as one person sees it. `role`: buyer (their order), receiver (they claimed it) or guest (they hold the
 * link). Only the receiver sees the address and the parcels; the buyer sees who claimed it, never where it goes.
 */
export const giftView = z.object({
  giftId: z.number().int(),
  role: z.enum(['buyer', 'receiver', 'guest']),
  status: giftStatus,
  statusLabel: z.string(),
  /** The order's status (wait_shipment, wait_receive…), the buyer's and the receiver's. */
  orderStatus: z.string(),
  /** The buyer's order id (buyer only). */
  orderId: z.number().int().nullable(),
  goods: z.array(z.object({ name: z.string(), image: z.string(), specs: z.string(), quantity: z.number().int() })),
  package: giftBox.nullable(),
  customCard: z.object({ from: z.string(), content: z.string(), to: z.string() }).nullable(),
  yuyinBlessing: z.string().nullable(),
  /** The buyer's nickname, as the card's sender when the card names none. */
  fromNickName: z.string(),
  /** Who claimed it (nickname only). */
  receiverNickName: z.string().nullable(),
  /** Where it ships: the receiver only. */
  address: orderAddress.nullable(),
  shipments: z.array(shipmentSummary.omit({ lines: true })),
  expiresAt: dateTime.nullable(),
  claimedAt: dateTime.nullable(),
  /** The gift's journey: given, claimed, shipped, received (the receiver sees none of the money's events). */
  journey: z.array(orderTimelineEntry),
})
export type GiftView = z.infer<typeof giftView>

export const giftDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/gift',
  auth: 'optional',
  summary:
    'A gift by the buyer’s orderId, the receiver’s giftId or a link’s code (signed in or not): its state for that person',
  query: z
    .strictObject({ orderId: id.optional(), giftId: id.optional(), code: giftCode.optional() })
    .refine((q) => [q.orderId, q.giftId, q.code].filter((v) => v !== undefined).length === 1, {
      message: '请指定一个礼物',
    }),
  response: giftView,
})

export const giftAcquire = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'give_gift_order/acquire',
  auth: 'customer',
  summary: 'A friend claims the gift of a link with an address of their own (once: a second claim is refused)',
  body: z.strictObject({ code: giftCode, addressId: id }),
  response: giftView,
})

export const giftsReceived = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/received',
  auth: 'customer',
  summary: 'The gifts the customer claimed, newest first',
  query: pageQuery,
  response: pageOf(giftView),
})

export const giftLogistics = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/:giftId/logistics',
  auth: 'customer',
  summary: 'The receiver tracks their gift: every parcel with its track from the carrier (anyone else: giftNotFound)',
  params: z.strictObject({ giftId: id }),
  response: orderLogistics.response,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

const boxInput = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, '编码为1-32位字母、数字、-或_'),
  name: text(20),
  image: z.string().max(300).nullable(),
  description: z.string().trim().max(100),
})
const cardInput = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/, '编码为1-32位字母、数字、-或_'),
  name: text(20),
  image: z.string().max(300).nullable(),
  suggestedContent: z.string().trim().max(200),
})
const uniqueIds = (items: readonly { id: string }[]) => new Set(items.map((i) => i.id)).size === items.length

export const giftSettingsInput = z.strictObject({
  enabled: z.boolean(),
  packages: z.array(boxInput).max(20).refine(uniqueIds, { message: '礼盒编码不能重复' }),
  cards: z.array(cardInput).max(20).refine(uniqueIds, { message: '贺卡编码不能重复' }),
  expiryHours: z
    .number()
    .int('请输入整数')
    .min(1, '领取期限至少1小时')
    .max(24 * 30, '领取期限最多30天'),
  goodsIds: z
    .array(id)
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, { message: '商品不能重复' }),
})

export const merchantGiftSettings = defineRoute({
  ...merchant,
  permission: 'orders.view',
  method: 'GET',
  path: 'merchant/gifts/settings',
  summary: 'The gift settings: boxes, card designs, claim deadline, giftable goods',
  response: giftOrderSettings.extend({ updatedAt: dateTime.nullable() }),
})

export const merchantSaveGiftSettings = defineRoute({
  ...merchant,
  permission: 'settings.edit',
  method: 'PUT',
  path: 'merchant/gifts/settings',
  summary: 'Saves the gift settings (new gifts use them; a paid gift keeps its deadline), audited',
  body: giftSettingsInput,
  response: giftOrderSettings.extend({ updatedAt: dateTime.nullable() }),
})

export const merchantGiftRow = z.object({
  giftId: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  status: giftStatus,
  statusLabel: z.string(),
  orderStatus: z.string(),
  totalRealPayAmount: fen,
  buyerNickName: z.string(),
  receiverNickName: z.string().nullable(),
  packageName: z.string().nullable(),
  createdAt: dateTime,
  expiresAt: dateTime.nullable(),
  claimedAt: dateTime.nullable(),
})

export type MerchantGiftRow = z.infer<typeof merchantGiftRow>

export const merchantGifts = defineRoute({
  ...merchant,
  permission: 'orders.view',
  method: 'GET',
  path: 'merchant/gifts',
  summary: 'Gift orders, newest first, by gift status and order number',
  query: pageQuery.extend({ status: giftStatus.optional(), orderNo: z.string().trim().max(32).optional() }),
  response: pageOf(merchantGiftRow),
})

export const merchantGiftDetail = defineRoute({
  ...merchant,
  permission: 'orders.view',
  method: 'GET',
  path: 'merchant/gifts/:giftId',
  summary: 'One gift: its state, box, card, blessing, receiver and address, and its journey',
  params: z.strictObject({ giftId: id }),
  response: merchantGiftRow.extend({
    customCard: z.object({ from: z.string(), content: z.string(), to: z.string() }).nullable(),
    yuyinBlessing: z.string().nullable(),
    address: orderAddress.nullable(),
    journey: z.array(orderTimelineEntry),
  }),
})
