import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'
import { programmeStatus } from './rewards'

/**
 * Points goods (积分商城, spec §7 buy_bonusPoint, §3 order types integral and integral_gift;
 * docs/members-programmes.md "Points goods"): a SKU sold for points (order type `integral`) or for points plus
 * cash (`integral_gift`), from an allotment of its own, at most `limitPerCustomer` units a customer, within its
 * window. The order goes through the checkout; its points are spent in the order's transaction and come back once
 * when it is cancelled or refunded.
 */

const customer = { service: 'ec-portal', auth: 'customer' } as const

export const pointsGoodsItem = z.object({
  id: z.number().int(),
  title: z.string(),
  skuId: z.number().int(),
  goodsId: z.number().int(),
  image: z.string(),
  specifications: z.array(specification),
  /** The SKU's price, shown crossed out. */
  price: fen,
  /** Points per unit, and the cash per unit besides (0: points only). */
  points: z.number().int(),
  cash: fen,
  orderType: z.enum(['integral', 'integral_gift']),
  status: programmeStatus,
  startsAt: dateTime,
  endsAt: dateTime,
  /** Units left of the allotment. */
  left: z.number().int(),
  limitPerCustomer: z.number().int(),
  /** Units the signed-in shopper holds (0 when signed out). */
  bought: z.number().int(),
})
export type PointsGoodsItem = z.infer<typeof pointsGoodsItem>

export const pointsGoodsList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'buy_bonusPoint/list',
  auth: 'optional',
  summary: 'The points mall: points goods running or to come, running first, with what is left and the balance',
  response: z.object({ now: dateTime, balance: z.number().int().nullable(), items: z.array(pointsGoodsItem) }),
})

const redeemLine = { pointsGoodsId: id, quantity: z.number().int().min(1).max(99) }

export const pointsGoodsLocate = defineRoute({
  ...customer,
  method: 'POST',
  path: 'buy_bonusPoint/locate',
  summary:
    'One points goods priced for checkout on its terms: the points (totalRealPayPoints), the cash (totalRealPayAmount), shipping free',
  body: z.strictObject({ ...redeemLine, addressId: id.optional() }),
  response: cart,
})

export const pointsGoodsSubmit = defineRoute({
  ...customer,
  method: 'POST',
  path: 'buy_bonusPoint/submit',
  summary: 'Orders points goods (integral or integral_gift): the allotment, the limit and the points, all guarded',
  body: z.strictObject({ ...redeemLine, ...submitFields }),
  response: orderSubmitted,
})

// ─── The console ───────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const pointsGoodsInput = z
  .strictObject({
    title: text(40).pipe(z.string().min(1, '请填写商品名称')),
    skuId: id,
    points: z.number().int('积分须为整数').min(1, '兑换积分至少为1').max(10_000_000),
    cash: z.number().int().min(0, '加价不能为负数').max(99_999_999),
    stock: z.number().int().min(0, '库存不能为负数').max(1_000_000),
    limitPerCustomer: z.number().int().min(1, '每人限兑至少1件').max(99, '每人限兑最多99件'),
    startsAt: instant,
    endsAt: instant,
    active: z.boolean().default(true),
  })
  .refine((body) => Date.parse(body.endsAt) > Date.parse(body.startsAt), {
    message: '结束时间须晚于开始时间',
    path: ['endsAt'],
  })

export const merchantPointsGoods = z.object({
  id: z.number().int(),
  title: z.string(),
  skuId: z.number().int(),
  goodsName: z.string(),
  points: z.number().int(),
  cash: fen,
  stock: z.number().int(),
  sold: z.number().int(),
  limitPerCustomer: z.number().int(),
  startsAt: dateTime,
  endsAt: dateTime,
  active: z.boolean(),
  status: programmeStatus,
  /** Participation: orders placed (not cancelled), customers who redeemed, points spent by them. */
  figures: z.object({ orders: z.number().int(), customers: z.number().int(), points: z.number().int() }),
})
export type MerchantPointsGoods = z.infer<typeof merchantPointsGoods>

export const merchantPointsGoodsPage = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/points-goods',
  summary: 'Points goods with their allotment, sold units and participation figures, newest first',
  query: pageQuery,
  response: pageOf(merchantPointsGoods),
})

export const merchantCreatePointsGoods = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/points-goods',
  summary: 'Creates points goods (audited)',
  body: pointsGoodsInput,
  response: merchantPointsGoods,
})

export const merchantUpdatePointsGoods = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/points-goods/:id',
  summary: 'Edits points goods; the allotment cannot go below what was sold (audited)',
  params: z.strictObject({ id }),
  body: pointsGoodsInput,
  response: merchantPointsGoods,
})
