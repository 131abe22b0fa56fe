import type { checkGoodsLimitation as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'goods/checkGoodsLimitation',
})

/** Whether a quantity of a SKU respects its stock and the per-customer limit (what the shopper bought counts). */
export const checkGoodsLimitation = (skuId: number, quantity: number) =>
  call(endpoint, { body: { items: [{ skuId, quantity }] } })
