import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id, instant, pageOf, pageQuery, text } from './common'
import { programmeStatus } from './rewards'

/**
 * Surprise boxes (惊喜盲盒, spec §7 surpriseBox; docs/members-programmes.md "Surprise box"): a box bought at a fixed
 * price through the checkout (one line, order type normal, the box row beside it) from its own stock, at most
 * `limitPerCustomer` a customer; paying reveals one goods of its pool, each with its odds (weight / total) shown
 * before buying; a goods with nothing left reveals the box's fallback goods. The revealed goods is the order's line.
 */

const customer = { service: 'ec-portal', auth: 'customer' } as const

/** A goods of a box's pool as the shopper sees it: what it is and its odds. */
export const surpriseBoxGoods = z.object({
  skuId: z.number().int(),
  goodsId: z.number().int(),
  name: z.string(),
  image: z.string(),
  specifications: z.array(specification),
  /** The goods' price, what the box may be worth. */
  price: fen,
  /** Exactly weight / total weight, 0..1 (the page shows it as a percentage). */
  odds: z.number(),
})

export const surpriseBoxItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: fen,
  status: programmeStatus,
  startsAt: dateTime,
  endsAt: dateTime,
  /** Boxes left of the stock. */
  left: z.number().int(),
  limitPerCustomer: z.number().int(),
  /** Boxes the signed-in shopper holds (0 when signed out). */
  bought: z.number().int(),
  pool: z.array(surpriseBoxGoods),
  /** The goods revealed when the drawn goods has nothing left. */
  fallback: surpriseBoxGoods.omit({ odds: true }).nullable(),
})
export type SurpriseBoxItem = z.infer<typeof surpriseBoxItem>

export const surpriseBoxList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'surpriseBox/list',
  auth: 'optional',
  summary: 'The surprise boxes running or to come, running first, each with its pool, odds, price and what is left',
  response: z.object({ now: dateTime, items: z.array(surpriseBoxItem) }),
})

export const surpriseBoxDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'surpriseBox/:id',
  auth: 'optional',
  summary: 'One surprise box with its pool and odds',
  params: z.strictObject({ id }),
  response: surpriseBoxItem,
})

export const surpriseBoxLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'surpriseBox/locate',
  summary: 'One box priced for checkout at its price (one line, no coupon, shipping free)',
  body: z.strictObject({ boxId: id, addressId: id.optional() }),
  response: cart,
})

export const surpriseBoxSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'surpriseBox/submit',
  summary: 'Orders one box: its stock and the customer’s limit taken, guarded; paying reveals the goods',
  body: z.strictObject({ boxId: id, ...submitFields }),
  response: orderSubmitted,
})

export const surpriseBoxRecord = z.object({
  orderId: z.number().int(),
  boxId: z.number().int(),
  boxName: z.string(),
  createdAt: dateTime,
  /** waiting: not paid yet; opened: the goods revealed; returned: cancelled or refunded before shipping. */
  state: z.enum(['waiting', 'opened', 'returned']),
  revealedAt: dateTime.nullable(),
  /** The goods revealed (null until paid). */
  goods: surpriseBoxGoods.omit({ odds: true }).nullable(),
})
export type SurpriseBoxRecord = z.infer<typeof surpriseBoxRecord>

export const surpriseBoxMine = defineRoute({
  ...customer,
  method: 'GET',
  path: 'surpriseBox/mine',
  summary: 'My boxes (我的盲盒), newest first: waiting to be paid, opened with the goods revealed, or given back',
  response: z.array(surpriseBoxRecord),
})

export const surpriseBoxOfOrder = defineRoute({
  ...customer,
  method: 'GET',
  path: 'surpriseBox/order/:orderId',
  summary: 'The box an order of mine holds and what it revealed (开盒), or notFound',
  params: z.strictObject({ orderId: id }),
  response: surpriseBoxRecord,
})

// ─── The console ───────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const surpriseBoxPoolInput = z.strictObject({
  skuId: id,
  weight: z.number().int('权重须为整数').min(0, '权重不能为负数').max(1_000_000),
  allotment: z.number().int('数量须为整数').min(0, '数量不能为负数').max(1_000_000),
})

export const surpriseBoxInput = z
  .strictObject({
    name: text(30).pipe(z.string().min(1, '请填写盲盒名称')),
    image: z.string().trim().max(256).default(''),
    price: z.number().int('价格须为整数（分）').min(1, '价格至少为0.01元').max(99_999_999),
    stock: z.number().int().min(0, '库存不能为负数').max(1_000_000),
    limitPerCustomer: z.number().int().min(1, '每人限购至少1个').max(99, '每人限购最多99个'),
    fallbackSkuId: id,
    startsAt: instant,
    endsAt: instant,
    active: z.boolean().default(true),
    pool: z.array(surpriseBoxPoolInput).min(1, '至少设置1个商品').max(20, '最多20个商品'),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  })

export const merchantSurpriseBox = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  price: fen,
  stock: z.number().int(),
  sold: z.number().int(),
  limitPerCustomer: z.number().int(),
  fallbackSkuId: z.number().int(),
  fallbackName: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  active: z.boolean(),
  status: programmeStatus,
  pool: z.array(
    z.object({
      skuId: z.number().int(),
      goodsName: z.string(),
      weight: z.number().int(),
      /** weight / total weight, 0..1. */
      odds: z.number(),
      allotment: z.number().int(),
      revealed: z.number().int(),
    }),
  ),
  /**
   * Participation: boxes held (not given back), their buyers, boxes opened (paid), and those that revealed the
   * fallback from outside the pool's allotments.
   */
  figures: z.object({
    orders: z.number().int(),
    customers: z.number().int(),
    revealed: z.number().int(),
    fallbacks: z.number().int(),
  }),
})
export type MerchantSurpriseBox = z.infer<typeof merchantSurpriseBox>

export const merchantSurpriseBoxPage = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/surprise-boxes',
  summary: 'Surprise boxes with their pools, sold boxes and participation figures, newest first',
  query: pageQuery,
  response: pageOf(merchantSurpriseBox),
})

export const merchantCreateSurpriseBox = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/surprise-boxes',
  summary: 'Creates a surprise box and its pool (audited)',
  body: surpriseBoxInput,
  response: merchantSurpriseBox,
})

export const merchantUpdateSurpriseBox = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/surprise-boxes/:id',
  summary: 'Edits a surprise box and its pool; stock never below sold, an allotment never below revealed (audited)',
  params: z.strictObject({ id }),
  body: surpriseBoxInput,
  response: merchantSurpriseBox,
})
