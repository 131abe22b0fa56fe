import type {
  merchantCancelOrder,
  merchantCarriers,
  merchantOrderDetailRoute,
  merchantOrderRemark,
  merchantOrders,
  merchantOrdersExport,
  merchantShip,
  merchantUploadShipping,
} from '@shop/contracts'
import { ORDER_STATUS_LABELS } from '@shop/domain'
import { call, endpoint } from '../../lib/http'

export const orderList = endpoint<typeof merchantOrders>('GET', 'merchant/orders')
export const orderExport = endpoint<typeof merchantOrdersExport>('GET', 'merchant/orders/export')
export const orderDetail = endpoint<typeof merchantOrderDetailRoute>('GET', 'merchant/orders/:orderId')
export const shipOrder = endpoint<typeof merchantShip>('POST', 'merchant/orders/:orderId/ship')
export const cancelOrder = endpoint<typeof merchantCancelOrder>('POST', 'merchant/orders/:orderId/cancel')
export const remarkOrder = endpoint<typeof merchantOrderRemark>('POST', 'merchant/orders/:orderId/remark')
export const uploadShipping = endpoint<typeof merchantUploadShipping>(
  'POST',
  'merchant/orders/:orderId/wechat-shipping',
)

/** The statuses as a select's values (the list's filter and tags). */
export const ORDER_STATUS_ENUM = Object.fromEntries(
  Object.entries(ORDER_STATUS_LABELS).map(([status, text]) => [status, { text }]),
)

export const CHANNEL_LABELS: Record<string, string> = { wm: '小程序', h5: 'H5', app: 'App' }

export const carriers = endpoint<typeof merchantCarriers>('GET', 'merchant/carriers')

/** The carriers as select options (the ship form). */
export const carrierOptions = async () => (await call(carriers)).map((c) => ({ label: c.name, value: c.code }))
