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
export { registerCartRoutes } from './cart.routes'
export { cartSeed } from './cart.seed'
