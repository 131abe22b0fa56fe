import { z } from 'zod'
import { dateTime, fen } from './common'
import { defineRoute } from './route'

/**
 * The shop's settings an operator changes in the console (docs/members.md "Settings"): shipping, points and the
 * order deadlines. The server reads them on every use (cached in each process until a change); until the console
 * first saves them, the deadlines are the configuration's (ORDER_PAY_MINUTES, AUTO_RECEIVE_DAYS, AUTO_COMPLETE_DAYS).
 */

const whole = (label: string, min: number, max: number) =>
  z
    .number({ message: `请填写${label}` })
    .int(`${label}须为整数`)
    .min(min, `${label}最小为${min}`)
    .max(max, `${label}最大为${max}`)

export const shopSettingsFields = z.strictObject({
  shipping: z.strictObject({
    /** The shipping fee of an order (fen). */
    shippingPrice: fen.max(100_000, '运费最多1000元'),
    /** Goods payable at or above this ship free (fen); 0: always free. */
    freeShippingThreshold: fen.max(100_000_000, '包邮门槛最多100万元'),
  }),
  points: z.strictObject({
    /** Points worth ¥1 when paying. */
    pointsPerYuan: whole('积分抵扣比例', 1, 10_000),
    /** The largest share of the goods payable amount points may pay, in percent. */
    maxPayablePercent: whole('积分抵扣上限', 0, 100),
    /** Points an order earns per whole yuan paid for its goods (0: orders earn none). */
    earnPerYuan: whole('每元获得积分', 0, 100),
  }),
  orders: z.strictObject({
    /** Minutes an unpaid order stays payable before it closes. */
    payMinutes: whole('待付款关闭时间', 5, 1440),
    /** Days after shipping until receipt is confirmed for the shopper. */
    autoReceiveDays: whole('自动确认收货天数', 1, 90),
    /** Days after receipt until an order not evaluated completes. */
    autoCompleteDays: whole('自动完成天数', 1, 90),
  }),
})
export type ShopSettingsFields = z.infer<typeof shopSettingsFields>

export const shopSettings = shopSettingsFields.extend({
  /** When an operator last saved them; null while the defaults hold. */
  updatedAt: dateTime.nullable(),
})
export type ShopSettings = z.infer<typeof shopSettings>

export const merchantSettings = defineRoute({
  service: 'counter-portal',
  auth: 'merchant',
  permission: 'settings.edit',
  method: 'GET',
  path: 'merchant/settings',
  summary: 'The shop settings: shipping rules, points rate, order deadlines',
  response: shopSettings,
})

export const merchantUpdateSettings = defineRoute({
  service: 'counter-portal',
  auth: 'merchant',
  permission: 'settings.edit',
  method: 'PUT',
  path: 'merchant/settings',
  summary:
    'Saves the shop settings (all of them); new orders, carts and timers use them at once. Placed orders keep their deadline',
  body: shopSettingsFields,
  response: shopSettings,
})
