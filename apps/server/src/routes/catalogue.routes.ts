import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import {
  addFavorite,
  checkGoodsLimitation,
  clearSearchHistory,
  clearViewPdpRecords,
  favoriteList,
  goodsDetailRoute,
  goodsList,
  goodsSearch,
  hotKeywords,
  merchantAdjustStock,
  merchantCategoryTree,
  merchantCreateCategory,
  merchantCreateGoods,
  merchantDeleteCategory,
  merchantGoodsDetailRoute,
  merchantGoodsList,
  merchantOrderCategories,
  merchantSetGoodsPrices,
  merchantSetGoodsStatus,
  merchantStockMovements,
  merchantStockSkus,
  merchantUpdateCategory,
  merchantUpdateGoods,
  merchantUploadImage,
  recommend,
  removeFavorite,
  removeViewPdpRecord,
  salesCategoryDetail,
  salesCategoryList,
  salesCategoryTree,
  searchHistory,
  shippingPrice,
  storeSetting,
  viewGoods,
  viewPdpRecords,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { Shop } from '../compose'
import { sendPrebuilt } from '../modules/catalogue'
import { MAX_UPLOAD_BYTES } from '../modules/uploads'
import { registerRoute } from '../platform/register-route'

export async function registerCatalogueRoutes(
  app: FastifyInstance,
  { catalogue, manageGoods, recommendGoods, uploads }: Shop,
): Promise<void> {
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
  registerRoute(app, recommend, async ({ params, query, auth, reply }) =>
    sendPrebuilt(reply, await recommendGoods.recommend(params.type, params.id, query.size, auth?.customerId ?? null)),
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
  registerRoute(app, removeViewPdpRecord, async ({ auth, params }) => {
    await catalogue.removeViewRecords(auth.customerId, [params.goodsId])
    return { success: true as const }
  })
  registerRoute(app, clearViewPdpRecords, async ({ auth }) => {
    await catalogue.removeViewRecords(auth.customerId, 'all')
    return { success: true as const }
  })

  registerRoute(app, checkGoodsLimitation, ({ body, auth }) =>
    catalogue.checkLimitation(body.items, auth?.customerId ?? null),
  )
  registerRoute(app, shippingPrice, () => catalogue.shippingPrice())
  registerRoute(app, storeSetting, () => catalogue.setting())

  // ─── Merchant (the console): goods, prices, stock, categories ───
  const { merchant } = catalogue
  const success = { success: true as const }
  registerRoute(app, merchantGoodsList, ({ query }) => merchant.list(query))
  registerRoute(app, merchantGoodsDetailRoute, ({ params }) => merchant.detail(params.goodsId))
  registerRoute(app, merchantCreateGoods, ({ auth, body }) => manageGoods.create(auth.userid, body))
  registerRoute(app, merchantUpdateGoods, ({ auth, params, body }) =>
    manageGoods.update(auth.userid, params.goodsId, body),
  )
  registerRoute(app, merchantSetGoodsPrices, ({ auth, params, body }) =>
    manageGoods.setPrices(auth.userid, params.goodsId, body.skus),
  )
  registerRoute(app, merchantSetGoodsStatus, async ({ params, body }) => {
    await merchant.setStatus(params.goodsId, body.status)
    return merchant.detail(params.goodsId)
  })
  registerRoute(app, merchantStockMovements, ({ query }) => merchant.movements(query))
  registerRoute(app, merchantStockSkus, ({ query }) => merchant.stockSkus(query))
  registerRoute(app, merchantAdjustStock, ({ auth, body }) => manageGoods.adjustStock(auth.userid, body))
  registerRoute(app, merchantCategoryTree, () => merchant.categoryTree())
  registerRoute(app, merchantCreateCategory, ({ body }) => merchant.createCategory(body))
  registerRoute(app, merchantUpdateCategory, ({ params, body }) => merchant.updateCategory(params.categoryId, body))
  registerRoute(app, merchantDeleteCategory, async ({ params }) => {
    await merchant.deleteCategory(params.categoryId)
    return success
  })
  registerRoute(app, merchantOrderCategories, async ({ body }) => {
    await merchant.orderCategories(body.parentId, body.ids)
    return success
  })
  // One picture in the multipart field `file`, like the shop's upload_file (multipart parsed in this context only).
  await app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5 } })
    registerRoute(scope, merchantUploadImage, async ({ request }) => {
      const file = await request.file()
      if (!file || file.fieldname !== 'file') throw new DomainError('uploadFileMissing')
      return uploads.save(await file.toBuffer())
    })
  })
}
