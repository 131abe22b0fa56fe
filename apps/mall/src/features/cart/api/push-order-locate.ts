import type { distributionOrderLocate, PushOrderKind, pushOrderLocate } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoints = {
  ba_push_order: defineEndpoint<typeof pushOrderLocate>({
    service: 'ec-portal',
    method: 'POST',
    path: 'baPushOrder/locate',
  }),
  distribution_order: defineEndpoint<typeof distributionOrderLocate>({
    service: 'ec-portal',
    method: 'POST',
    path: 'distribution_order/locate',
  }),
}

/** A push order (a guide's or a distributor's) priced now with the shopper's choices (answers the cart of it). */
export const locatePushOrder = async (kind: PushOrderKind, code: string, body: LocateBody, options?: CallOptions) =>
  (kind === 'ba_push_order'
    ? await call(endpoints.ba_push_order, { body: { code, ...body } }, options)
    : await call(endpoints.distribution_order, { body: { code, ...body } }, options)
  ).cart
