import type { secKillLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'sec_kill/locate' })

/** One flash-sale SKU priced at the sale's price (coupons and points as the sale allows). */
export const locateSecKill = (
  line: { activityId: number; skuId: number; quantity: number },
  body: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { ...line, ...body } }, options)
