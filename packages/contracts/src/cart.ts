import { z } from 'zod'
import { isRate, ORDER_STATUSES, PAY_TYPES } from '@shop/domain'
import { defineRoute } from './route'
import { address } from './address'
import { activitySummary, specification } from './catalogue'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'
import { couponType, idList } from './coupon'

/**
 * The cart, buy-now and multi-buy-now (spec §3 Cart, §7 Cart). Every amount in an answer is priced by the server
 * from the catalogue's current prices; nothing a client sends is a price. Cart lines are keyed by SKU: one line per
 * SKU and customer.
 */

/** Units of one SKU in one call; the store's cartMaxQuantity bounds the sum of the cart (cartQuantityExceeded). */
export const CART_QUANTITY_MAX = 999
/** Most lines one call may name. */
export const CART_ITEMS_MAX = 50
/** The reservation-item query's largest page (spec §7: the client asks size 100). */
export const RESERVATION_PAGE_MAX = 100

const quantity = z.number().int().min(1).max(CART_QUANTITY_MAX)
export const cartItem = z.strictObject({ skuId: id, quantity })

const uniqueSkus = (items: readonly { skuId: number }[]) => new Set(items.map((i) => i.skuId)).size === items.length
export const cartItems = z
  .array(cartItem)
  .min(1, '请选择商品')
  .max(CART_ITEMS_MAX)
  .refine(uniqueSkus, { message: '同一商品规格只能出现一次' })

/** A swap / add-on offer the shopper takes (换购, 随手带一件): an offer of `selectGifts`, at most its maxQuantity. */
export const selectedGift = z.strictObject({ promotionId: id, skuId: id, quantity })

export const customCard = z.strictObject({
  from: text(20),
  content: text(200),
  to: text(20),
})

/**
 * The shopper's pricing choices, the same for locate and submit (send the same ones to both):
 * - couponId: a coupon of theirs; null for none; left out, the engine applies the usable one that saves the most;
 * - usePoints: pay part with points (up to usablePoints);
 * - promotionCode: a code typed in ('' or left out: none); an invalid one is reported, not refused;
 * - selectGifts: offers of the answer's selectGifts taken as add-on lines (they live in the request, not the cart);
 * - customCard: a greeting card to print (from, content, to).
 */
export const pricingChoices = {
  couponId: id.nullable().optional(),
  usePoints: z.boolean().optional(),
  promotionCode: text(32).optional(),
  selectGifts: z
    .array(selectedGift)
    .max(20)
    .refine((gifts) => new Set(gifts.map((g) => `${g.promotionId}:${g.skuId}`)).size === gifts.length, {
      message: '同一换购商品只能出现一次',
    })
    .optional(),
  customCard: customCard.nullable().optional(),
}

/**
 * What a submit adds to the pricing choices when it ships to no address of the customer's: a gift (the friend who
 * claims it gives theirs), a year card (nothing ships).
 */
export const unaddressedSubmitFields = {
  remark: text(100).optional(),
  /** Where the order is placed: wm (mini-program), h5, app (spec §9 channel ids). */
  channel: z.enum(PAY_TYPES).optional(),
  /**
   * Chosen by the client once per checkout (a UUID fits) and sent again on every retry: a retried or doubled
   * submit answers the order the first one made. The same key with a different request: idempotencyKeyReused.
   */
  idempotencyKey: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识应为8-64位字母、数字、-或_'),
  /**
   * The `quote` of the locate answer the shopper confirmed. When the order priced now differs (a price moved, a
   * line vanished, a quantity or coupon changed), the submit is refused with 400009 and the client returns to the
   * cart tab.
   */
  quote: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/),
}

/** What every submit of goods shipped to the customer adds to the pricing choices. */
export const submitFields = {
  /** A receiving address of the customer (another customer's answers notFound). */
  addressId: id,
  ...unaddressedSubmitFields,
}

// ─── The priced cart ─────────────────────────────────────────────────────────────────────────────────

/**
 * Why a line is or is not counted:
 * - normal: counted when selected;
 * - soldOut: nothing left (not counted);
 * - insufficient: fewer units left than the quantity (counted; submitting fails with stockInsufficient);
 * - limitExceeded: over the per-customer limit with what the customer bought before (counted; submitting fails
 *   with purchaseLimitExceeded);
 * - unavailable: the SKU is no longer sold (not counted);
 * - addOnUnavailable: an add-on whose offer the cart no longer qualifies for (not counted).
 */
export const CART_LINE_STATUSES = [
  'normal',
  'soldOut',
  'insufficient',
  'limitExceeded',
  'unavailable',
  'addOnUnavailable',
] as const
export const cartLineStatus = z.enum(CART_LINE_STATUSES)
export type CartLineStatus = z.infer<typeof cartLineStatus>

/** One discount on one line, or on the order (with its label). */
export const lineAdjustment = z.object({
  source: z.enum(['promotion', 'promotionCode', 'coupon']),
  /** Promotion id, coupon id or the promotion code. */
  sourceId: z.string().nullable(),
  amount: fen,
})

/** A line whose SKU is no longer sold keeps only its skuId and quantity: name 商品已下架, goodsId 0, no image. */
export const cartLine = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  /** The goods' name. */
  name: z.string(),
  skuCode: z.string(),
  /** The SKU's image, else the goods' main image. */
  image: z.string(),
  specifications: z.array(specification),
  quantity: z.number().int().min(1),
  selected: z.boolean(),
  /** Whether the line counts in the totals now (selected, sellable and, for an add-on, qualifying). */
  inTotals: z.boolean(),
  price: fen,
  marketingPrice: fen,
  activityPrice: fen.nullable(),
  /** The unit price when the shopper last added or changed the line (null for add-on lines). */
  priceWhenAdded: fen.nullable(),
  /** The price now differs from priceWhenAdded. */
  priceChanged: z.boolean(),
  /** Units a shopper can buy now (stock, capped by what is left of a running flash sale). */
  stock: z.number().int().min(0),
  sellOut: z.boolean(),
  limitPerCustomer: z.number().int().nullable(),
  status: cartLineStatus,
  /** Why the line is not normal (已售罄, 库存不足，最多可购买3件, 每人限购2件…), null when normal. */
  reason: z.string().nullable(),
  /** The promotion an add-on line was taken through (a selectGifts choice), else null. */
  addOnOf: z.number().int().nullable(),
  /** price × quantity, when counted. */
  originAmount: fen,
  benefitAmount: fen,
  /** originAmount − benefitAmount */
  actualAmount: fen,
  pointsAmount: fen,
  /** actualAmount − pointsAmount */
  realPayAmount: fen,
  adjustments: z.array(lineAdjustment),
  /** When the line was put in the cart (null for buy-now and add-on lines). */
  addedAt: dateTime.nullable(),
})
export type CartLine = z.infer<typeof cartLine>

export const cartCouponOption = z.object({
  id: z.number().int(),
  /** The spec's second name for id. */
  couponId: z.number().int(),
  templateId: z.number().int(),
  title: z.string(),
  promotionType: couponType,
  /** 满减券, 满折券, 赠品券, 礼品券 */
  tag: z.string(),
  promotionValue: z.number(),
  threshold: fen,
  validFrom: dateTime,
  validTo: dateTime,
  usable: z.boolean(),
  /** Why it cannot be used here (还差¥x.xx可用, 不在有效期内, 不适用于所选商品), null when usable. */
  reason: z.string().nullable(),
  /** What it takes off this cart (0 for gift coupons and unusable ones). */
  benefitAmount: fen,
  selected: z.boolean(),
})

export const cartGift = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  name: z.string(),
  quantity: z.number().int().min(1),
  /** Unit cost, for giftTotalPrice. */
  costPrice: fen,
})
export type CartGift = z.infer<typeof cartGift>

export const cartSwapOffer = z.object({
  promotionId: z.number().int(),
  /** order_amount_swap, amount_swap, one_more_item */
  code: z.string(),
  /** 满额换购, 单品换购, 随手带一件 */
  tag: z.string(),
  skuId: z.number().int(),
  goodsId: z.number().int().nullable(),
  name: z.string(),
  image: z.string().nullable(),
  /** The SKU's normal price and the price through the offer. */
  price: fen,
  swapPrice: fen,
  maxQuantity: z.number().int().min(1),
  eligible: z.boolean(),
  reason: z.string().nullable(),
  /** Units of it taken through the offer in this answer. */
  selectedQuantity: z.number().int().min(0),
})

export const cartPromotion = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  tag: z.string(),
  applied: z.boolean(),
  /** Why it did not apply (还差¥x.xx可参加活动…), null when applied. */
  reason: z.string().nullable(),
  discountAmount: fen,
})

export const giftPackage = z.object({ id: z.string(), name: z.string(), quantity: z.number().int() })

/** The priced cart (spec §3 Cart), the answer of every cart, buy-now and multi-buy-now call. */
export const cart = z.object({
  goods: z.array(cartLine),
  /** Sum of the quantities of `goods` (spec §4): the cart tab's badge for the cart. */
  cartItemNum: z.number().int().min(0),
  /** Most goods (sum of quantities) the cart may hold. */
  cartMaxQuantity: z.number().int(),

  originShippingPrice: fen,
  actualShippingPrice: fen,

  coupons: z.object({
    usable: z.array(cartCouponOption),
    unusable: z.array(cartCouponOption),
  }),
  /** The coupon applied: the shopper's choice, or the engine's pick when they did not choose. */
  selectedCouponId: z.number().int().nullable(),
  couponAutoSelected: z.boolean(),
  promotions: z.array(cartPromotion),
  /** Order-level discounts in the order they apply, each the sum of its line adjustments. */
  adjustments: z.array(lineAdjustment.extend({ label: z.string() })),
  /**
   * The gifts the promotions and the coupon give (`quantity`), each with the units stock lets the shop hand out
   * (`givenQuantity`; fewer: the rest is out, 已赠完, and the order is placed without it).
   */
  gifts: z.array(
    cartGift.extend({
      source: z.enum(['promotion', 'coupon']),
      sourceId: z.string(),
      givenQuantity: z.number().int().min(0),
    }),
  ),
  selectGifts: z.array(cartSwapOffer),
  promotionCode: z.string().nullable(),
  promotionCodeInvalid: z.boolean(),
  promotionCodeInvalidReason: z.string().nullable(),

  totalOriginAmount: fen,
  totalBenefitAmount: fen,
  /** Goods payable after every discount, before points and shipping. */
  totalActualAmount: fen,
  /** totalOriginAmount − totalBenefitAmount − totalPointsToAmount + actualShippingPrice */
  totalRealPayAmount: fen,

  /** The customer's points balance. */
  pointsBalance: z.number().int().min(0),
  /** Points this cart could take. */
  usablePoints: z.number().int().min(0),
  /** Points taken (when usePoints) and what they pay. */
  totalRealPayPoints: z.number().int().min(0),
  totalPointsToAmount: fen,
  allowPointsPay: z.boolean(),

  /** The gifts given (their `givenQuantity`) merged per SKU: what the warehouse packs. */
  giftsReportList: z.array(cartGift),
  giftPackages: z.array(giftPackage),
  customCard: z.object({ from: z.string(), content: z.string(), to: z.string() }).nullable(),
  /** Σ gift quantity × costPrice, of the gifts given */
  giftTotalPrice: fen,
  showCartNotice: z.boolean(),
  /**
   * 再买¥x.xx即可免运费, 部分换购商品不满足条件，未计入结算, 购物车最多可放N件商品, 部分商品价格有变动,
   * 部分赠品已赠完，本单不再赠送…
   */
  cartNotices: z.array(z.string()),

  /** The receiving address asked for (addressId), else the customer's default, else null. */
  address: address.nullable(),
  /** Names this priced answer; a submit sends it back (see `quote` of the submits). */
  quote: z.string(),
})
export type Cart = z.infer<typeof cart>

/** What `noBreak` and buy-again could not add, and why (the error code and its message). */
export const refusedItem = z.object({
  skuId: z.number().int(),
  quantity: z.number().int(),
  code: z.string(),
  reason: z.string(),
})
export const cartWithRefusals = z.object({ cart, refused: z.array(refusedItem) })

/** Where an order is in its life (docs/orders.md): wait_pay, wait_shipment, partially_shipped, wait_receive… */
export const orderStatus = z.enum(ORDER_STATUSES)

/** What a submit answers: the order to pay. */
export const orderSubmitted = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  totalRealPayAmount: fen,
  /** wait_pay (an order with nothing to pay is paid by the payment step, spec §5). */
  status: orderStatus,
  /** When the unpaid order closes. */
  payDeadline: dateTime,
  createTime: dateTime,
})
export type OrderSubmitted = z.infer<typeof orderSubmitted>

// ─── Cart calls ──────────────────────────────────────────────────────────────────────────────────────

const customer = { service: 'ec-portal', auth: 'customer' } as const

export const cartLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/locate',
  summary: 'The whole cart priced with the shopper’s choices (coupon, points, code, add-ons, card, address)',
  body: z.strictObject({ ...pricingChoices, addressId: id.optional() }).optional(),
  response: cart,
})

export const cartAppend = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/append',
  summary: 'Adds units of a SKU (a new line is selected); answers the cart',
  body: cartItem,
  response: cart,
})

export const cartUpdate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/update',
  summary: 'Sets the quantity of a line (cartLineNotFound when the SKU is not in the cart); answers the cart',
  body: cartItem,
  response: cart,
})

export const cartSelect = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/select',
  summary: 'Ticks or unticks lines, or all of them; answers the cart',
  body: z.strictObject({
    skuIds: z.union([z.literal('all'), z.array(id).min(1).max(200)]),
    selected: z.boolean(),
  }),
  response: cart,
})

export const cartRemove = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/remove',
  summary: 'Removes lines (SKUs not in the cart are ignored); answers the cart',
  body: z.strictObject({ skuIds: z.array(id).min(1).max(200) }),
  response: cart,
})

export const cartBatchAppend = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/batchAppend',
  summary:
    'Adds several SKUs, all or nothing: any item that cannot be added refuses the batch (cartItemsRefused, details.items)',
  body: z.strictObject({ items: cartItems }),
  response: cart,
})

export const cartBatchAppendNoBreak = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/batchAppend/noBreak',
  summary: 'Adds the SKUs it can and reports the ones it could not',
  body: z.strictObject({ items: cartItems }),
  response: cartWithRefusals,
})

export const cartSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'cart/submit',
  summary:
    'Orders the selected lines: prices again, reserves stock, uses the coupon and points, creates the order (wait_pay) and takes the lines out of the cart',
  body: z.strictObject({ ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

/** A cart line of a goods with a flash sale running or coming (what the reservation list shows). */
export const reservationItem = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  name: z.string(),
  image: z.string(),
  specifications: z.array(specification),
  quantity: z.number().int(),
  price: fen,
  activityPrice: fen.nullable(),
  sellOut: z.boolean(),
  activity: activitySummary,
})

export const cartReservation = defineRoute({
  ...customer,
  method: 'GET',
  path: 'cart/reservation',
  summary: 'Cart lines whose goods have a flash sale running or coming, sale start first (the client asks size 100)',
  query: z.strictObject({
    page: z.coerce.number().int().min(0).max(10_000).default(0),
    size: z.coerce.number().int().min(1).max(RESERVATION_PAGE_MAX).default(RESERVATION_PAGE_MAX),
  }),
  response: pageOf(reservationItem),
})

// ─── Buy now: priced the same way, never touching the cart ───────────────────────────────────────────

export const buyNowLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'buy_now/locate',
  summary: 'One SKU and quantity priced for checkout (the cart is not touched)',
  body: z.strictObject({ ...cartItem.shape, ...pricingChoices, addressId: id.optional() }),
  response: cart,
})

export const buyNowSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'buy_now/submit',
  summary: 'Orders one SKU and quantity (the cart is not touched)',
  body: z.strictObject({ ...cartItem.shape, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

export const multiBuyNowLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'multi_buy_now/locate',
  summary: 'Several SKUs priced for checkout (the cart is not touched)',
  body: z.strictObject({ items: cartItems, ...pricingChoices, addressId: id.optional() }),
  response: cart,
})

export const multiBuyNowSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'multi_buy_now/submit',
  summary: 'Orders several SKUs (the cart is not touched)',
  body: z.strictObject({ items: cartItems, ...pricingChoices, ...submitFields }),
  response: orderSubmitted,
})

// ─── Goods promotions (goods_promotion) ──────────────────────────────────────────────────────────────

/** A running promotion as the product page and the cart show it, with the asked SKUs it covers. */
export const goodsPromotion = z.object({
  promotionId: z.number().int(),
  code: z.string(),
  /** 满减, 满折, 满赠, 赠品, 满额换购, 单品换购, 随手带一件 */
  tag: z.string(),
  name: z.string(),
  /** What it offers in one line: 满¥299减¥30, 满¥199享8.5折, 满¥199赠旅行装精华×1… */
  summary: z.string(),
  startAt: dateTime,
  endAt: dateTime,
  /** Which of the asked SKUs it covers (at least one). */
  skuIds: z.array(z.number().int()),
})
export type GoodsPromotion = z.infer<typeof goodsPromotion>

export const goodsPromotions = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'goods_promotion',
  auth: 'optional',
  summary:
    "The promotions running now that cover any of the SKUs (a goods' SKUs on the product page, the lines in the cart), each with the SKUs it covers",
  query: z.strictObject({ skuIds: idList }),
  response: z.array(goodsPromotion),
})

// ─── Merchant: promotions and promotion codes (counter-portal, the console) ──────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

/** An amount the console shows and types in yuan; it travels in fen (JSON Schema `unit: fen`). */
const money = (title: string, min = 0) =>
  z
    .number({ message: `请填写${title}` })
    .int('金额最小单位为分')
    .min(min, min > 0 ? `${title}须大于0` : `${title}不能为负`)
    .max(100_000_000, `${title}过大`)
    .meta({ title, unit: 'fen' })

const count = (title: string, max: number) =>
  z
    .number({ message: `请填写${title}` })
    .int(`${title}须为整数`)
    .min(1, `${title}至少为1`)
    .max(max, `${title}最多${max}`)
    .meta({ title })

const skuRef = (title: string) =>
  z
    .number({ message: `请填写${title}` })
    .int()
    .positive(`请填写${title}`)
    .max(2_147_483_647)
    .meta({ title, ref: 'sku' })

/** A gift item as typed: the SKU, units and unit cost; the server takes its goods and name from the catalogue. */
const giftItemInput = z
  .strictObject({ skuId: skuRef('赠品规格ID'), quantity: count('赠送数量', 99), costPrice: money('赠品成本价') })
  .meta({ title: '赠品' })
const giftsInput = z.array(giftItemInput).min(1, '请至少设置一种赠品').max(10, '赠品最多10种').meta({ title: '赠品' })

const swapItems = z
  .array(
    z
      .strictObject({
        skuId: skuRef('换购规格ID'),
        swapPrice: money('换购价'),
        maxQuantity: count('每单限换数量', 99),
      })
      .meta({ title: '换购商品' }),
  )
  .min(1, '请至少设置一种换购商品')
  .max(20, '换购商品最多20种')
  .meta({ title: '换购商品' })

const swapArgs = (description: string) => ({
  description,
  args: z.strictObject({
    threshold: money('门槛金额').meta({ description: '适用商品满此金额后可换购；0：购买适用商品即可' }),
    items: swapItems,
  }),
})

const uniqueThresholds = (tiers: readonly { threshold: number }[]) =>
  new Set(tiers.map((t) => t.threshold)).size === tiers.length

/**
 * The argument schemas of the pricing engine's promotion registry (`PROMOTION_RULES` in @shop/domain), one per
 * kind, with a title and a Chinese message on every field. The server checks a promotion's args with them, and
 * serves them to the console as JSON Schema (`merchantPromotionKinds`), which renders its form from them: a new kind
 * is a rule in the domain and an entry here, no form code. A test holds the two registries to the same codes.
 */
export const PROMOTION_KINDS = {
  threshold_reduction: {
    description: '适用商品满一定金额减固定金额，可设多个档位，可按每满叠加',
    args: z.strictObject({
      tiers: z
        .array(
          z
            .strictObject({ threshold: money('满（元）', 1), reduction: money('减（元）', 1) })
            .refine((t) => t.reduction <= t.threshold, { message: '减免金额不能大于门槛', path: ['reduction'] })
            .meta({ title: '档位' }),
        )
        .min(1, '请至少设置一个档位')
        .max(10, '档位最多10个')
        .refine(uniqueThresholds, '档位门槛不能重复')
        .meta({ title: '满减档位' }),
      repeatable: z.boolean().optional().meta({ title: '每满叠加', description: '按达到的档位每满一次减一次' }),
    }),
  },
  discount: {
    description: '适用商品满一定金额按折扣率支付，可设多个档位',
    args: z.strictObject({
      tiers: z
        .array(
          z
            .strictObject({
              threshold: money('满（元）'),
              rate: z
                .number({ message: '请填写折扣率' })
                .gt(0, '折扣率须大于0')
                .lt(1, '折扣率须小于1')
                .refine(isRate, '折扣率最多4位小数')
                .meta({ title: '折扣率', description: '支付比例，如0.85为8.5折', unit: 'rate' }),
            })
            .meta({ title: '档位' }),
        )
        .min(1, '请至少设置一个档位')
        .max(10, '档位最多10个')
        .refine(uniqueThresholds, '档位门槛不能重复')
        .meta({ title: '满折档位' }),
    }),
  },
  free_gift: {
    description: '订单中适用商品满一定金额赠送赠品',
    args: z.strictObject({ threshold: money('门槛金额', 1), gifts: giftsInput }),
  },
  gift: {
    description: '购买适用商品即送赠品，可按件数赠送',
    args: z.strictObject({
      gifts: giftsInput,
      perUnit: z.boolean({ message: '请选择赠送方式' }).meta({ title: '按件赠送', description: '每买一件送一份' }),
    }),
  },
  order_amount_swap: swapArgs('订单满一定金额后，可低价换购指定商品'),
  amount_swap: swapArgs('购买适用商品后，可低价换购指定商品'),
  one_more_item: swapArgs('购买适用商品后，可低价加购一件指定商品'),
} satisfies Record<string, { description: string; args: z.ZodObject }>

export type PromotionKindCode = keyof typeof PROMOTION_KINDS
export const PROMOTION_KIND_CODES = Object.keys(PROMOTION_KINDS) as [PromotionKindCode, ...PromotionKindCode[]]
export const promotionKindCode = z.enum(PROMOTION_KIND_CODES, { message: '请选择促销类型' })

/** One kind of the registry as the console renders it. */
export const promotionKind = z.object({
  code: z.string(),
  /** The cart's tag (满减, 满折, 满赠…). */
  name: z.string(),
  description: z.string(),
  /** A price rule: a line gets at most one of them. */
  takesLines: z.boolean(),
  /** The args as JSON Schema (draft 2020-12): titles, bounds, `unit: fen` for amounts, `ref: sku` for SKU ids. */
  argsSchema: z.record(z.string(), z.unknown()),
})

export const merchantPromotionKinds = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/promotion-kinds',
  summary:
    "The promotion registry's kinds with their argument schemas (JSON Schema), for the console's generated forms",
  response: z.array(promotionKind),
})

export const PROMOTION_STATUSES = ['upcoming', 'running', 'ended', 'stopped'] as const
export const promotionStatus = z.enum(PROMOTION_STATUSES)
export type PromotionStatus = z.infer<typeof promotionStatus>

const promotionScope = z.strictObject({
  goodsIds: z.array(z.number().int().positive()).max(500, '适用商品最多500个'),
  skuIds: z.array(z.number().int().positive()).max(500, '适用规格最多500个'),
})

export const merchantPromotion = z.object({
  promotionId: z.number().int(),
  key: z.string(),
  code: z.string(),
  /** The kind's tag. */
  kindName: z.string(),
  name: z.string(),
  /** Both empty: every goods. */
  scope: z.object({ goodsIds: z.array(z.number().int()), skuIds: z.array(z.number().int()) }),
  /** As typed (amounts in fen, SKU ids as numbers, no gift names): what the form edits. */
  args: z.record(z.string(), z.unknown()),
  startAt: dateTime,
  endAt: dateTime,
  active: z.boolean(),
  status: promotionStatus,
  statusLabel: z.string(),
})
export type MerchantPromotion = z.infer<typeof merchantPromotion>

const promotionParams = z.strictObject({ promotionId: id })

export const merchantPromotions = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/promotions',
  summary: 'Promotions, paged; filter by kind, status and name',
  query: pageQuery.extend({
    code: promotionKindCode.optional(),
    status: promotionStatus.optional(),
    keyword: text(40).optional(),
    /** `field,asc` or `field,desc` (the console's tables send it so). */
    sort: z
      .templateLiteral([z.enum(['startAt', 'endAt', 'promotionId']), ',', z.enum(['asc', 'desc'])], {
        error: '排序方式不正确',
      })
      .default('promotionId,desc'),
  }),
  response: pageOf(merchantPromotion),
})

export const merchantPromotionDetail = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/promotions/:promotionId',
  summary: 'One promotion',
  params: promotionParams,
  response: merchantPromotion,
})

/** A promotion's window and args, the args checked by its kind's schema (issues under `args.…`). */
const promotionBody = z
  .strictObject({
    code: promotionKindCode,
    name: text(40).pipe(z.string().min(1, '请填写活动名称')),
    scope: promotionScope.default({ goodsIds: [], skuIds: [] }),
    args: z.record(z.string(), z.unknown(), { message: '请填写活动规则' }),
    startAt: instant,
    endAt: instant,
  })
  .superRefine((body, ctx) => {
    if (Date.parse(body.endAt) <= Date.parse(body.startAt))
      ctx.addIssue({ code: 'custom', path: ['endAt'], message: '结束时间须晚于开始时间' })
    const parsed = PROMOTION_KINDS[body.code].args.safeParse(body.args)
    if (!parsed.success)
      for (const issue of parsed.error.issues)
        ctx.addIssue({ code: 'custom', path: ['args', ...issue.path.map(String)], message: issue.message })
  })

export const merchantCreatePromotion = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/promotions',
  summary: 'Creates a promotion of a registry kind; its args are checked by the kind’s schema (audited)',
  body: promotionBody,
  response: merchantPromotion,
})

export const merchantUpdatePromotion = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'PUT',
  path: 'merchant/promotions/:promotionId',
  summary:
    'Changes a promotion that has not ended (its kind stays); placed orders keep the prices they were given (audited)',
  params: promotionParams,
  body: promotionBody,
  response: merchantPromotion,
})

export const merchantEndPromotion = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/promotions/:promotionId/end',
  summary: 'Ends a running promotion now, or stops one that has not started (audited)',
  params: promotionParams,
  response: merchantPromotion,
})

export const merchantPromotionCode = z.object({
  code: z.string(),
  promotionType: z.union([z.literal(1), z.literal(2)]),
  promotionValue: z.number(),
  threshold: fen,
  validFrom: dateTime,
  validTo: dateTime,
  active: z.boolean(),
  usageLimit: z.number().int().nullable(),
  /** Orders holding a use now (an unpaid order closed gives its use back). */
  usedCount: z.number().int(),
  status: promotionStatus,
  statusLabel: z.string(),
})
export type MerchantPromotionCode = z.infer<typeof merchantPromotionCode>

export const merchantPromotionCodes = defineRoute({
  ...merchant,
  permission: 'coupons.view',
  method: 'GET',
  path: 'merchant/promotion-codes',
  summary: 'Promotion codes with their uses, paged; filter by code and status',
  query: pageQuery.extend({
    keyword: text(32).optional(),
    status: promotionStatus.optional(),
    /** `field,asc` or `field,desc` (the console's tables send it so). */
    sort: z
      .templateLiteral([z.enum(['validFrom', 'usedCount']), ',', z.enum(['asc', 'desc'])], { error: '排序方式不正确' })
      .default('validFrom,desc'),
  }),
  response: pageOf(merchantPromotionCode),
})

const codeTerms = z.strictObject({
  promotionType: z.union([z.literal(1), z.literal(2)], { message: '请选择优惠方式' }),
  promotionValue: z.number({ message: '请填写优惠金额或折扣' }),
  threshold: fen.default(0),
  validFrom: instant,
  validTo: instant,
  usageLimit: z.number().int().min(1, '可用次数至少为1').max(10_000_000).nullable().default(null),
  active: z.boolean().default(true),
})

const checkCodeTerms = (
  t: { promotionType: 1 | 2; promotionValue: number; validFrom: string; validTo: string },
  ctx: z.RefinementCtx,
) => {
  if (t.promotionType === 1 && !(Number.isSafeInteger(t.promotionValue) && t.promotionValue >= 1))
    ctx.addIssue({ code: 'custom', path: ['promotionValue'], message: '请填写减免金额（至少0.01元）' })
  if (t.promotionType === 2 && !isRate(t.promotionValue))
    ctx.addIssue({ code: 'custom', path: ['promotionValue'], message: '请填写0到1之间的折扣率，最多4位小数' })
  if (Date.parse(t.validTo) <= Date.parse(t.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: '结束时间须晚于开始时间' })
}

const codeParams = z.strictObject({ code: z.string().regex(/^[A-Za-z0-9]{3,32}$/, '优惠码为3-32位字母或数字') })

export const merchantCreatePromotionCode = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'POST',
  path: 'merchant/promotion-codes',
  summary: 'Creates a promotion code (stored upper case; typed without case) (audited)',
  body: codeTerms.extend(codeParams.shape).superRefine(checkCodeTerms),
  response: merchantPromotionCode,
})

export const merchantUpdatePromotionCode = defineRoute({
  ...merchant,
  permission: 'coupons.edit',
  method: 'PUT',
  path: 'merchant/promotion-codes/:code',
  summary:
    'Changes a promotion code’s terms, window, usage limit (not below its uses) or whether it is taken (audited)',
  params: codeParams,
  body: codeTerms.superRefine(checkCodeTerms),
  response: merchantPromotionCode,
})
