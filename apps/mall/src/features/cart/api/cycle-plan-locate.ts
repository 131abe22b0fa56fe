import type { cyclePlanLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'accompanyActivity/locate',
})

/** A cycle plan priced for checkout: all its units at the plan's price, shipping included. */
export const locateCyclePlan = (planId: number, body: LocateBody, options?: CallOptions) =>
  call(endpoint, { body: { planId, ...body } }, options)
