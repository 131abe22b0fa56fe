import type { FastifyInstance } from 'fastify'
import { buyAgain, buyNowSubmit, cartSubmit, multiBuyNowSubmit } from '@shop/contracts'
import { registerRoute } from '../platform/register-route'
import type { Checkout } from './checkout'

export function registerCheckoutRoutes(app: FastifyInstance, checkout: Checkout): void {
  registerRoute(app, cartSubmit, ({ auth, body }) => checkout.submit(auth.customerId, { kind: 'cart' }, body))
  registerRoute(app, buyNowSubmit, ({ auth, body }) => {
    const { skuId, quantity, ...request } = body
    return checkout.submit(auth.customerId, { kind: 'items', items: [{ skuId, quantity }] }, request)
  })
  registerRoute(app, multiBuyNowSubmit, ({ auth, body }) => {
    const { items, ...request } = body
    return checkout.submit(auth.customerId, { kind: 'items', items }, request)
  })
  registerRoute(app, buyAgain, ({ auth, params }) => checkout.buyAgain(auth.customerId, params.id))
}
