import { z } from 'zod'
import { PRESALE_MODES, PRESALE_UNPAID_RULES } from '@shop/domain'
import { defineRoute } from './route'
import { cart, orderSubmitted, submitFields } from './cart'
import { specification } from './catalogue'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'

/**
 * Pre-sales (预售, order types advance_sale and pre_sale_order; docs/pre-sales.md). The console defines a pre-sale
 * of one SKU: a deposit now and the balance in a window later (the deposit may count for more than it cost: 定金膨胀),
 * or the whole pre-sale price now for goods that ship from a date; its own stock and a limit per customer. The
 * shopper pays the deposit through the checkout (`presale/submit`), then the balance in its window
 * (`presale/balance`: the balance order to pay); a deposit whose balance is not paid in time is kept or refunded,
 * as the pre-sale says.
 */

export const presalePhase = z.enum(['upcoming', 'selling', 'waiting_balance', 'balance', 'ended'])

export const presaleView = z.object({
  id: z.number().int(),
  name: z.string(),
  mode: z.enum(PRESALE_MODES),
  skuId: z.number().int(),
  goodsId: z.number().int(),
  goodsName: z.string(),
  image: z.string(),
  specifications: z.array(specification),
  /** The SKU's own price, for comparison. */
  skuPrice: fen,
  /** The pre-sale price of a unit. */
  price: fen,
  deposit: fen.nullable(),
  /** What a paid deposit counts for when the balance is paid. */
  depositValue: fen.nullable(),
  /** Per unit: what the shopper pays in all (deposit + balance, or the price). */
  total: fen,
  startsAt: dateTime,
  endsAt: dateTime,
  balanceStartsAt: dateTime.nullable(),
  balanceEndsAt: dateTime.nullable(),
  shipFrom: dateTime,
  unpaidRule: z.enum(PRESALE_UNPAID_RULES),
  phase: presalePhase,
  phaseLabel: z.string(),
  /** Units of the pre-sale's stock left. */
  left: z.number().int(),
  limitPerCustomer: z.number().int(),
})
export type PresaleView = z.infer<typeof presaleView>

export const presaleList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'presale/list',
  auth: 'optional',
  summary: 'The pre-sales on sale and not ended, soonest first',
  response: z.array(presaleView),
})

export const presaleDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'presale/detail',
  auth: 'optional',
  summary: 'One pre-sale on sale',
  query: z.strictObject({ presaleId: id }),
  response: presaleView,
})

const presaleChoice = { presaleId: id, quantity: z.number().int().min(1).max(99) }

export const presaleLocate = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'presale/locate',
  auth: 'customer',
  summary: 'A pre-sale priced for checkout: the deposit (or the whole price) of the quantity, shipping free',
  body: z.strictObject({ ...presaleChoice, addressId: id.optional() }),
  response: cart,
})

export const presaleSubmit = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'presale/submit',
  auth: 'customer',
  summary: 'Orders a pre-sale: its deposit (advance_sale) or its whole price (pre_sale_order), from its own stock',
  body: z.strictObject({ ...presaleChoice, ...submitFields }),
  response: orderSubmitted,
})

export const presaleOrderView = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  presaleId: z.number().int(),
  name: z.string(),
  mode: z.enum(PRESALE_MODES),
  goodsName: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  paidNow: fen,
  balance: fen,
  total: fen,
  /** The deposit's (or the full payment's) order status label: 待付款, 待付尾款, 预售待发货, 待发货, … */
  statusLabel: z.string(),
  depositPaid: z.boolean(),
  balancePaid: z.boolean(),
  balanceStartsAt: dateTime.nullable(),
  balanceEndsAt: dateTime.nullable(),
  shipFrom: dateTime,
  /** The balance may be paid now (`presale/balance`). */
  canPayBalance: z.boolean(),
  /** How an unpaid balance ended the order: the deposit kept or refunded. */
  settled: z.enum(PRESALE_UNPAID_RULES).nullable(),
  unpaidRule: z.enum(PRESALE_UNPAID_RULES),
})
export type PresaleOrderView = z.infer<typeof presaleOrderView>

export const presaleMine = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'presale/mine',
  auth: 'customer',
  summary: "The shopper's pre-sale orders, newest first, with their balance",
  response: z.array(presaleOrderView),
})

export const presaleBalance = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'presale/balance',
  auth: 'customer',
  summary:
    "A paid deposit's balance order (advance_sale), to pay in the balance window: the same one while it is open, never two",
  body: z.strictObject({ orderId: id }),
  response: orderSubmitted,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const
const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })
const money = z.number().int('金额须为整数（分）').min(1, '金额须至少0.01元').max(100_000_000)

export const presaleInput = z.strictObject({
  name: text(30).refine((s) => s.length > 0, { message: '请输入活动名称' }),
  skuId: id,
  mode: z.enum(PRESALE_MODES),
  price: money,
  deposit: money.nullable(),
  depositValue: money.nullable(),
  startsAt: instant,
  endsAt: instant,
  balanceStartsAt: instant.nullable(),
  balanceEndsAt: instant.nullable(),
  shipFrom: instant,
  unpaidRule: z.enum(PRESALE_UNPAID_RULES),
  stock: z.number().int('请输入整数').min(0, '库存不能为负').max(1_000_000),
  limitPerCustomer: z.number().int('请输入整数').min(1, '限购至少1件').max(99, '限购最多99件'),
  onSale: z.boolean(),
})

export const merchantPresale = presaleInput.extend({
  id: z.number().int(),
  skuName: z.string(),
  startsAt: dateTime,
  endsAt: dateTime,
  balanceStartsAt: dateTime.nullable(),
  balanceEndsAt: dateTime.nullable(),
  shipFrom: dateTime,
  sold: z.number().int(),
  phaseLabel: z.string(),
  updatedAt: dateTime,
})
export type MerchantPresale = z.infer<typeof merchantPresale>

export const merchantPresales = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/presales',
  summary: 'Every pre-sale, newest first',
  response: z.array(merchantPresale),
})

export const merchantCreatePresale = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/presales',
  summary: 'Defines a pre-sale, audited',
  body: presaleInput,
  response: merchantPresale,
})

export const merchantUpdatePresale = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/presales/:presaleId',
  summary: 'Changes a pre-sale (its stock never below what was sold; orders keep their amounts), audited',
  params: z.strictObject({ presaleId: id }),
  body: presaleInput,
  response: merchantPresale,
})

export const merchantPresaleOrders = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/presales/:presaleId/orders',
  summary: "A pre-sale's orders, newest first: deposit, balance, how each ended",
  params: z.strictObject({ presaleId: id }),
  query: pageQuery,
  response: pageOf(
    z.object({
      orderId: z.number().int(),
      orderNo: z.string(),
      customerId: z.number().int(),
      nickName: z.string(),
      quantity: z.number().int(),
      paidNow: fen,
      balance: fen,
      statusLabel: z.string(),
      balanceOrderId: z.number().int().nullable(),
      balancePaid: z.boolean(),
      settled: z.enum(PRESALE_UNPAID_RULES).nullable(),
      createdAt: dateTime,
    }),
  ),
})
