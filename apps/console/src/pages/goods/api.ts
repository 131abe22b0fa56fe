import type {
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
  MerchantCategoryNode,
} from '@shop/contracts'
import { formatFen, parseYuan } from '@shop/domain'
import { call, endpoint } from '../../lib/http'

export const goodsList = endpoint<typeof merchantGoodsList>('GET', 'merchant/goods')
export const goodsDetail = endpoint<typeof merchantGoodsDetailRoute>('GET', 'merchant/goods/:goodsId')
export const createGoods = endpoint<typeof merchantCreateGoods>('POST', 'merchant/goods')
export const updateGoods = endpoint<typeof merchantUpdateGoods>('PUT', 'merchant/goods/:goodsId')
export const setPrices = endpoint<typeof merchantSetGoodsPrices>('PUT', 'merchant/goods/:goodsId/prices')
export const setStatus = endpoint<typeof merchantSetGoodsStatus>('PUT', 'merchant/goods/:goodsId/status')
export const stockSkus = endpoint<typeof merchantStockSkus>('GET', 'merchant/stock/skus')
export const stockMovements = endpoint<typeof merchantStockMovements>('GET', 'merchant/stock/movements')
export const adjustStock = endpoint<typeof merchantAdjustStock>('POST', 'merchant/stock/adjustments')
export const categoryTree = endpoint<typeof merchantCategoryTree>('GET', 'merchant/categories')
export const createCategory = endpoint<typeof merchantCreateCategory>('POST', 'merchant/categories')
export const updateCategory = endpoint<typeof merchantUpdateCategory>('PUT', 'merchant/categories/:categoryId')
export const deleteCategory = endpoint<typeof merchantDeleteCategory>('DELETE', 'merchant/categories/:categoryId')
export const orderCategories = endpoint<typeof merchantOrderCategories>('PUT', 'merchant/categories/order')

export interface CategoryOption {
  title: string
  value: number
  children: CategoryOption[]
}

/** The category tree as a TreeSelect's options (a goods is listed in leaf or top categories alike). */
export async function categoryOptions(): Promise<CategoryOption[]> {
  const toOption = (node: MerchantCategoryNode): CategoryOption => ({
    title: node.name,
    value: node.id,
    children: node.children.map(toOption),
  })
  return (await call(categoryTree)).map(toOption)
}

export const STATUS_LABELS = { on_sale: '在售', off_sale: '已下架' } as const
export const STOCK_LABELS = { in: '有库存', low: '库存紧张', out: '已售罄' } as const
export const ADJUSTMENT_LABELS = { received: '入库', damaged: '报损', counted: '盘点' } as const

/** Yuan in a form's number field ↔ fen in every call (the contracts' amounts are integer fen). */
export const fenOf = (yuan: number): number => parseYuan(yuan.toFixed(2))!
export const yuanOf = (fen: number): number => Number(formatFen(fen))
