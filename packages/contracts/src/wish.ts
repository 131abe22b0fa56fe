import { z } from 'zod'
import { WISH_STATUSES } from '@shop/domain'
import { cartItems } from './cart'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'
import { pushOrder } from './guide'
import { defineRoute } from './route'

/**
 * The wish list (心愿单, docs/wish-list.md): a customer wishes for a goods (`wishCustom` with a goods) or writes a
 * wish in their own words (`wishCustom`); the distributor they are bound to sees it (`wishList`, `wishDetail`) and
 * sends a push order for it, which the customer orders as an order of type `wish_list`.
 */

export const wishStatus = z.enum(WISH_STATUSES)
/** What a list is narrowed to: open (waiting), pushed (a push order was sent, ordered or not), closed. */
export const wishFilter = z.enum(['open', 'pushed', 'closed'])

export const wish = z.object({
  id: z.number().int(),
  status: wishStatus,
  statusLabel: z.string(),
  /** The goods wished for (as the catalogue shows it now), or null for a wish in the customer's own words. */
  goods: z
    .object({
      goodsId: z.number().int(),
      skuId: z.number().int(),
      name: z.string(),
      image: z.string().nullable(),
      specifications: z.string(),
      /** Now; null when it is no longer sold. */
      price: fen.nullable(),
    })
    .nullable(),
  quantity: z.number().int(),
  /** The customer's words: the whole wish (custom), or a note to a goods wish. */
  text: z.string().nullable(),
  /** Who made it, for the distributor and the console (mobile masked); null on the customer's own pages. */
  customer: z
    .object({ nickName: z.string(), avatarUrl: z.string().nullable(), mobile: z.string().nullable() })
    .nullable(),
  /** The push order sent for it (the customer opens it at its path), or null. */
  pushOrder: pushOrder.nullable(),
  createTime: dateTime,
  expiresAt: dateTime,
})
export type Wish = z.infer<typeof wish>

const call = { service: 'ec-portal', auth: 'customer' } as const
const listQuery = pageQuery.extend({ status: wishFilter.optional() })

export const wishCreate = defineRoute({
  ...call,
  method: 'POST',
  path: 'wish/create',
  summary: 'wishCustom: the customer wishes for a goods (a SKU, with a note) or writes a wish in their own words',
  body: z
    .strictObject({
      skuId: id.optional(),
      quantity: z.number().int().min(1).max(99).default(1),
      text: text(200).optional(),
    })
    .refine((b) => b.skuId !== undefined || (b.text ?? '').length > 0, { message: '请选择商品或写下您的心愿' }),
  response: wish,
})

export const wishMine = defineRoute({
  ...call,
  method: 'GET',
  path: 'wish/mine',
  summary: 'wishList: the customer’s own wishes, newest first',
  query: listQuery,
  response: pageOf(wish),
})

export const wishDetail = defineRoute({
  ...call,
  method: 'GET',
  path: 'wish/detail/:id',
  summary: 'wishDetail: one of the customer’s own wishes (another’s answers wishNotFound)',
  params: z.strictObject({ id }),
  response: wish,
})

export const wishCancel = defineRoute({
  ...call,
  method: 'POST',
  path: 'wish/cancel/:id',
  summary: 'The customer takes back an open wish',
  params: z.strictObject({ id }),
  response: wish,
})

export const distributorWishes = defineRoute({
  ...call,
  method: 'GET',
  path: 'distributor/wishes',
  summary: 'wishList (distributor): the wishes of the customers bound to the signed-in distributor now',
  query: listQuery,
  response: pageOf(wish),
})

export const distributorWishDetail = defineRoute({
  ...call,
  method: 'GET',
  path: 'distributor/wishes/:id',
  summary: 'wishDetail (distributor): a wish of a customer bound to them (anyone else’s answers wishNotFound)',
  params: z.strictObject({ id }),
  response: wish,
})

export const distributorWishPush = defineRoute({
  ...call,
  method: 'POST',
  path: 'distributor/wishes/:id/push',
  summary: 'The distributor sends a push order for a wish, to the customer’s mobile (once per wish)',
  params: z.strictObject({ id }),
  body: z.strictObject({
    items: cartItems,
    remark: text(100).optional(),
    requestId: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '请求标识应为8-64位字母、数字、-或_'),
  }),
  response: wish,
})

export const merchantWishes = defineRoute({
  service: 'counter-portal',
  auth: 'merchant',
  method: 'GET',
  path: 'merchant/distribution/wishes',
  permission: 'distribution.view',
  summary: 'The wish list: every customer’s wishes with their push orders, newest first',
  query: listQuery.extend({ customerId: id.optional() }),
  response: pageOf(wish),
})
