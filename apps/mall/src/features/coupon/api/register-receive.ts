import type { registerReceive as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'receiveCoupon/registerReceive',
})

/** A campaign link's coupons (its advertising `param`), given once per customer; the answer says what happened. */
export const registerReceive = (param: string) => call(endpoint, { query: { param } })
