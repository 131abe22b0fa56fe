export {
  createDistributionService,
  DEFAULT_SETTINGS,
  FIRST_ORDER_LINK_DAYS,
  MIN_WITHDRAWAL,
  type DistributionService,
  type PersonCard,
} from './distribution.service'
export { distributionSeed } from './distribution.seed'
export { createWishesService, type WishesService, type WishFilter, type WishRow } from './wishes.service'
