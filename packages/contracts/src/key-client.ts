import { z } from 'zod'
import { KEY_CLIENT_DISCOUNT_MIN, KEY_CLIENT_PAY_DAYS_MAX } from '@shop/domain'
import { orderStatus, orderSubmitted } from './cart'
import { dateTime, fen, id, mobile, pageOf, pageQuery, text } from './common'
import { defineRoute } from './route'

/**
 * Key clients (大客户, order type key_client; docs/key-clients.md): salons, spas and companies the brand supplies.
 * Staff keep their accounts (contact, delivery address, agreed price as a percent of the public price, days to pay)
 * and place their orders in the console; an order is placed for the account's member (the shop account of the
 * contact's mobile), at the agreed prices, waiting up to the account's days for payment, and the member pays it in
 * the shop like any order (我的订单 → 待付款).
 */

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

const required = (max: number, message: string) => text(max).pipe(z.string().min(1, message))

/** The terms an account can change (its member, bound by the contact's mobile at creation, stays). */
export const keyClientTermsInput = z.strictObject({
  name: required(60, '请填写客户名称'),
  contactName: required(20, '请填写联系人'),
  province: required(20, '请选择省份'),
  city: required(20, '请选择城市'),
  district: required(20, '请选择区县'),
  detail: required(120, '请填写详细地址'),
  discountPercent: z
    .number()
    .int('请输入整数')
    .min(KEY_CLIENT_DISCOUNT_MIN, `协议价不能低于原价的${KEY_CLIENT_DISCOUNT_MIN}%`)
    .max(100, '协议价不能高于原价'),
  payDays: z
    .number()
    .int('请输入整数')
    .min(1, '付款期限至少1天')
    .max(KEY_CLIENT_PAY_DAYS_MAX, `付款期限最多${KEY_CLIENT_PAY_DAYS_MAX}天`),
  note: z.string().trim().max(200, '备注最多200字').default(''),
  active: z.boolean(),
})

export const keyClientInput = keyClientTermsInput.extend({ contactMobile: mobile })

export const merchantKeyClient = z.object({
  id: z.number().int(),
  name: z.string(),
  contactName: z.string(),
  contactMobile: z.string(),
  customerId: z.number().int(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  detail: z.string(),
  discountPercent: z.number().int(),
  payDays: z.number().int(),
  note: z.string(),
  active: z.boolean(),
  createdAt: dateTime,
  updatedAt: dateTime,
})
export type MerchantKeyClient = z.infer<typeof merchantKeyClient>

export const merchantKeyClients = defineRoute({
  ...merchant,
  permission: 'keyClients.view',
  method: 'GET',
  path: 'merchant/key-clients',
  summary: 'Every key-client account, active or not',
  response: z.array(merchantKeyClient),
})

export const merchantCreateKeyClient = defineRoute({
  ...merchant,
  permission: 'keyClients.manage',
  method: 'POST',
  path: 'merchant/key-clients',
  summary:
    "Opens a key-client account: its member found or made by the contact's mobile, the delivery address added to that member's address book; audited",
  body: keyClientInput,
  response: merchantKeyClient,
})

export const merchantUpdateKeyClient = defineRoute({
  ...merchant,
  permission: 'keyClients.manage',
  method: 'PUT',
  path: 'merchant/key-clients/:accountId',
  summary: 'Changes an account’s terms and address (new orders only); audited',
  params: z.strictObject({ accountId: id }),
  body: keyClientTermsInput,
  response: merchantKeyClient,
})

export const keyClientOrderInput = z.strictObject({
  items: z
    .array(
      z.strictObject({
        skuId: id,
        quantity: z.number().int('请输入整数').min(1, '数量至少为1').max(999, '数量最多999'),
      }),
    )
    .min(1, '请至少添加一件商品')
    .max(20, '一次最多20种商品')
    .refine((items) => new Set(items.map((i) => i.skuId)).size === items.length, '同一SKU请合并数量'),
  remark: z.string().trim().max(100, '备注最多100字').optional(),
  /** The console's retry key: the same request id places one order. */
  requestId: z.string().uuid(),
})

export const merchantPlaceKeyClientOrder = defineRoute({
  ...merchant,
  permission: 'keyClients.manage',
  method: 'POST',
  path: 'merchant/key-clients/:accountId/orders',
  summary:
    'Places a key_client order for the account’s member at the agreed prices (stock taken, waiting for payment for the account’s days); audited',
  params: z.strictObject({ accountId: id }),
  body: keyClientOrderInput,
  response: orderSubmitted,
})

export const merchantKeyClientOrder = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  accountId: z.number().int(),
  accountName: z.string(),
  status: orderStatus,
  statusLabel: z.string(),
  totalRealPayAmount: fen,
  placedBy: z.string(),
  createdAt: dateTime,
})

export const merchantKeyClientOrders = defineRoute({
  ...merchant,
  permission: 'keyClients.view',
  method: 'GET',
  path: 'merchant/key-clients/orders',
  summary: 'The key_client orders, newest first, of one account when asked',
  query: pageQuery.extend({ accountId: id.optional() }),
  response: pageOf(merchantKeyClientOrder),
})
