export {
  createCatalogueService,
  type CatalogueService,
  type PurchaseHistory,
  type SaleItem,
  type SaleView,
  type SearchHistory,
} from './catalogue.service'
export type { ActivityRow, FlashSaleRows } from './catalogue.repository'
export { lockSkus, reserveStock, returnStock, skuForLine, type GiftTake, type StockTake } from './catalogue.stock'
export {
  catalogueSeed,
  demoCatalogueIds,
  demoHtml,
  demoImage,
  firstSkuOf,
  goodsUnder,
  skuIdOfCode,
  YEAR_CARD_GOODS,
} from './catalogue.seed'
export { MOVEMENT_LABELS, type GoodsInput, type MerchantCatalogue, type PriceMove } from './catalogue.merchant'
export { normalizeSearchText, queryTerms } from './catalogue.search'
export { sendPrebuilt } from './prebuilt-json'
export type { Interest } from './catalogue.recommend'
