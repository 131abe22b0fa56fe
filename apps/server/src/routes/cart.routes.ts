import type { FastifyInstance } from 'fastify'
import {
  buyNowLocate,
  buyNowSubmit,
  cartAppend,
  cartBatchAppend,
  cartBatchAppendNoBreak,
  cartLocate,
  cartRemove,
  cartReservation,
  cartSelect,
  cartSubmit,
  cartUpdate,
  multiBuyNowLocate,
  multiBuyNowSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** The cart, the buy-now prices and the submits (the checkout flow). */
export function registerCartRoutes(app: FastifyInstance, { cart, checkout }: Shop): void {
  registerRoute(app, cartLocate, ({ auth, body }) => {
    const { addressId, ...choices } = body ?? {}
    return cart.locate(auth.customerId, choices, addressId)
  })
  registerRoute(app, cartAppend, ({ auth, body }) => cart.append(auth.customerId, body))
  registerRoute(app, cartUpdate, ({ auth, body }) => cart.update(auth.customerId, body))
  registerRoute(app, cartSelect, ({ auth, body }) => cart.select(auth.customerId, body.skuIds, body.selected))
  registerRoute(app, cartRemove, ({ auth, body }) => cart.remove(auth.customerId, body.skuIds))
  registerRoute(app, cartBatchAppend, ({ auth, body }) => cart.batchAppend(auth.customerId, body.items))
  registerRoute(app, cartBatchAppendNoBreak, ({ auth, body }) => cart.batchAppendNoBreak(auth.customerId, body.items))
  registerRoute(app, cartReservation, ({ auth, query }) => cart.reservation(auth.customerId, query.page, query.size))
  registerRoute(app, buyNowLocate, ({ auth, body }) => {
    const { skuId, quantity, addressId, ...choices } = body
    return cart.locateItems(auth.customerId, [{ skuId, quantity }], choices, addressId)
  })
  registerRoute(app, multiBuyNowLocate, ({ auth, body }) => {
    const { items, addressId, ...choices } = body
    return cart.locateItems(auth.customerId, items, choices, addressId)
  })
  registerRoute(app, cartSubmit, ({ auth, body }) => checkout.submit(auth.customerId, { kind: 'cart' }, body))
  registerRoute(app, buyNowSubmit, ({ auth, body }) => {
    const { skuId, quantity, ...request } = body
    return checkout.submit(auth.customerId, { kind: 'items', items: [{ skuId, quantity }] }, request)
  })
  registerRoute(app, multiBuyNowSubmit, ({ auth, body }) => {
    const { items, ...request } = body
    return checkout.submit(auth.customerId, { kind: 'items', items }, request)
  })
}
