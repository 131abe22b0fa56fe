export {
  createDistributionService,
  DEFAULT_SETTINGS,
  FIRST_ORDER_LINK_DAYS,
  MIN_WITHDRAWAL,
  type DistributionService,
  type PersonCard,
} from './distribution.service'
export { distributionSeed } from './distribution.seed'
