import type {
  merchantBuyGifts,
  merchantCreateBuyGift,
  merchantUpdateBuyGift,
  merchantCouponTemplates,
  merchantCreateFlashSale,
  merchantCreateGroupBuy,
  merchantGroupBuys,
  merchantGroups,
  merchantUpdateGroupBuy,
  merchantFlashSales,
  merchantUpdateFlashSale,
  merchantCreateCouponTemplate,
  merchantCreatePromotion,
  merchantCreatePromotionCode,
  merchantEndPromotion,
  merchantIssueCoupons,
  merchantPromotionCodes,
  merchantPromotionKinds,
  merchantPromotions,
  merchantUpdateCouponTemplate,
  merchantUpdatePromotion,
  merchantUpdatePromotionCode,
} from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const couponTemplates = endpoint<typeof merchantCouponTemplates>('GET', 'merchant/coupon-templates')
export const createCouponTemplate = endpoint<typeof merchantCreateCouponTemplate>('POST', 'merchant/coupon-templates')
export const updateCouponTemplate = endpoint<typeof merchantUpdateCouponTemplate>(
  'PUT',
  'merchant/coupon-templates/:templateId',
)
export const issueCoupons = endpoint<typeof merchantIssueCoupons>('POST', 'merchant/coupon-templates/:templateId/issue')

export const promotionKinds = endpoint<typeof merchantPromotionKinds>('GET', 'merchant/promotion-kinds')
export const promotions = endpoint<typeof merchantPromotions>('GET', 'merchant/promotions')
export const createPromotion = endpoint<typeof merchantCreatePromotion>('POST', 'merchant/promotions')
export const updatePromotion = endpoint<typeof merchantUpdatePromotion>('PUT', 'merchant/promotions/:promotionId')
export const endPromotion = endpoint<typeof merchantEndPromotion>('POST', 'merchant/promotions/:promotionId/end')

export const promotionCodes = endpoint<typeof merchantPromotionCodes>('GET', 'merchant/promotion-codes')
export const createPromotionCode = endpoint<typeof merchantCreatePromotionCode>('POST', 'merchant/promotion-codes')
export const updatePromotionCode = endpoint<typeof merchantUpdatePromotionCode>('PUT', 'merchant/promotion-codes/:code')

/** The window statuses the lists filter by (the contracts' PROMOTION_STATUSES, COUPON_TEMPLATE_STATUSES). */
export const PROMOTION_STATUS_OPTIONS = {
  upcoming: { text: '未开始', status: 'Default' },
  running: { text: '进行中', status: 'Processing' },
  ended: { text: '已结束', status: 'Default' },
  stopped: { text: '已停止', status: 'Error' },
} as const

export const COUPON_STATUS_OPTIONS = {
  running: { text: '发放中', status: 'Processing' },
  upcoming: { text: '未开始', status: 'Default' },
  ended: { text: '已结束', status: 'Default' },
  stopped: { text: '已停止', status: 'Error' },
} as const

export const flashSales = endpoint<typeof merchantFlashSales>('GET', 'merchant/flash_sales')
export const createFlashSale = endpoint<typeof merchantCreateFlashSale>('POST', 'merchant/flash_sales')
export const updateFlashSale = endpoint<typeof merchantUpdateFlashSale>('PUT', 'merchant/flash_sales/:activityId')
export const groupBuys = endpoint<typeof merchantGroupBuys>('GET', 'merchant/group_buys')
export const createGroupBuy = endpoint<typeof merchantCreateGroupBuy>('POST', 'merchant/group_buys')
export const updateGroupBuy = endpoint<typeof merchantUpdateGroupBuy>('PUT', 'merchant/group_buys/:activityId')
export const groupBuyGroups = endpoint<typeof merchantGroups>('GET', 'merchant/group_buy_groups')

export const buyGifts = endpoint<typeof merchantBuyGifts>('GET', 'merchant/buy-gifts')
export const createBuyGift = endpoint<typeof merchantCreateBuyGift>('POST', 'merchant/buy-gifts')
export const updateBuyGift = endpoint<typeof merchantUpdateBuyGift>('PUT', 'merchant/buy-gifts/:activityId')
