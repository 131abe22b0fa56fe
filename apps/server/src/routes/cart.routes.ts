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
  goodsPromotions,
  merchantCreatePromotion,
  merchantCreatePromotionCode,
  merchantEndPromotion,
  merchantPromotionCodes,
  merchantPromotionDetail,
  merchantPromotionKinds,
  merchantPromotions,
  merchantUpdatePromotion,
  merchantUpdatePromotionCode,
  multiBuyNowLocate,
  multiBuyNowSubmit,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** The cart, the buy-now prices and the submits (the checkout flow); the console's promotions and codes. */
export function registerCartRoutes(
  app: FastifyInstance,
  { cart, checkout, promotions, managePromotions, catalogue }: Shop,
): void {
  registerRoute(app, goodsPromotions, async ({ query }) => {
    const sale = await catalogue.saleView()
    return promotions.covering(query.skuIds, (skuId) => sale.item(skuId)?.sku.goodsId)
  })
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

  // The console (docs/marketing.md)
  registerRoute(app, merchantPromotionKinds, async () => promotions.kinds())
  registerRoute(app, merchantPromotions, ({ query }) => promotions.page(query))
  registerRoute(app, merchantPromotionDetail, ({ params }) => promotions.detail(params.promotionId))
  registerRoute(app, merchantCreatePromotion, ({ auth, body }) => managePromotions.create(auth.userid, body))
  registerRoute(app, merchantUpdatePromotion, ({ auth, params, body }) =>
    managePromotions.update(auth.userid, params.promotionId, body),
  )
  registerRoute(app, merchantEndPromotion, ({ auth, params }) => managePromotions.end(auth.userid, params.promotionId))
  registerRoute(app, merchantPromotionCodes, ({ query }) => promotions.codePage(query))
  registerRoute(app, merchantCreatePromotionCode, ({ auth, body }) => managePromotions.createCode(auth.userid, body))
  registerRoute(app, merchantUpdatePromotionCode, ({ auth, params, body }) =>
    managePromotions.updateCode(auth.userid, params.code, body),
  )
}
