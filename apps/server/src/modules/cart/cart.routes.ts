import type { FastifyInstance } from 'fastify'
import {
  buyNowLocate,
  cartAppend,
  cartBatchAppend,
  cartBatchAppendNoBreak,
  cartLocate,
  cartRemove,
  cartReservation,
  cartSelect,
  cartUpdate,
  multiBuyNowLocate,
} from '@shop/contracts'
import { registerRoute } from '../../platform/register-route'
import type { CartService } from './cart.service'

/** The cart and the buy-now prices; the submits are the checkout flow's (src/flows/checkout.routes.ts). */
export function registerCartRoutes(app: FastifyInstance, cart: CartService): void {
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
}
