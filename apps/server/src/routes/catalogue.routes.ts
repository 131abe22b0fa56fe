import type { FastifyInstance } from 'fastify'
import {
  addFavorite,
  checkGoodsLimitation,
  clearSearchHistory,
  favoriteList,
  goodsDetailRoute,
  goodsList,
  goodsSearch,
  hotKeywords,
  recommend,
  removeFavorite,
  salesCategoryDetail,
  salesCategoryList,
  salesCategoryTree,
  searchHistory,
  shippingPrice,
  storeSetting,
  viewGoods,
  viewPdpRecords,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { sendPrebuilt } from '../modules/catalogue'
import { registerRoute } from '../platform/register-route'

export function registerCatalogueRoutes(app: FastifyInstance, { catalogue }: Shop): void {
  registerRoute(app, salesCategoryTree, async ({ reply }) => sendPrebuilt(reply, await catalogue.categoryTreeJson()))
  registerRoute(app, salesCategoryList, async ({ query, reply }) =>
    sendPrebuilt(reply, await catalogue.categoriesJson(query.parentId)),
  )
  registerRoute(app, salesCategoryDetail, async ({ params, reply }) =>
    sendPrebuilt(reply, await catalogue.categoryJson(params.id)),
  )

  registerRoute(app, goodsList, async ({ query, reply }) => sendPrebuilt(reply, await catalogue.listJson(query)))
  registerRoute(app, goodsSearch, async ({ query, auth, reply }) =>
    sendPrebuilt(reply, await catalogue.searchJson(query, auth?.customerId ?? null)),
  )
  registerRoute(app, goodsDetailRoute, async ({ params, query, auth, reply }) => {
    const detail = await catalogue.detail(params.id, query.tag === 'ShowInSpec', auth?.customerId ?? null)
    return Buffer.isBuffer(detail) ? sendPrebuilt(reply, detail) : detail
  })
  registerRoute(app, recommend, async ({ params, query, reply }) =>
    sendPrebuilt(reply, await catalogue.recommendJson(params.type, params.id, query.size)),
  )

  const searches = catalogue.searchHistoryOf('goods')
  registerRoute(app, searchHistory, ({ auth }) => searches.list(auth.customerId))
  registerRoute(app, clearSearchHistory, async ({ auth }) => {
    await searches.clear(auth.customerId)
    return { success: true as const }
  })
  registerRoute(app, hotKeywords, () => catalogue.hotKeywords())

  registerRoute(app, favoriteList, ({ auth, query }) => catalogue.favorites(auth.customerId, query.page, query.size))
  registerRoute(app, addFavorite, async ({ auth, params }) => {
    await catalogue.addFavorite(auth.customerId, params.skuId)
    return { success: true as const }
  })
  registerRoute(app, removeFavorite, async ({ auth, params }) => {
    await catalogue.removeFavorite(auth.customerId, params.skuId)
    return { success: true as const }
  })

  registerRoute(app, viewGoods, ({ params, auth }) => catalogue.viewGoods(params.id, auth?.customerId ?? null))
  registerRoute(app, viewPdpRecords, ({ auth, query }) =>
    catalogue.viewRecords(auth.customerId, query.page, query.size),
  )

  registerRoute(app, checkGoodsLimitation, ({ body, auth }) =>
    catalogue.checkLimitation(body.items, auth?.customerId ?? null),
  )
  registerRoute(app, shippingPrice, () => catalogue.shippingPrice())
  registerRoute(app, storeSetting, () => catalogue.setting())
}
