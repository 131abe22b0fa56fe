export { createCartService, buyNowLines, type CartItem, type CartService } from './cart.service'
export {
  createCartPricing,
  type BoughtSource,
  type CartPricing,
  type LineSource,
  type PricingChoices,
  type Quote,
  type QuotedLine,
} from './cart.pricing'
export { cartSeed } from './cart.seed'
export {
  createPromotionsService,
  type Change,
  type PromotionBody,
  type PromotionsService,
  type SkuLookup,
} from './cart.promotions'
