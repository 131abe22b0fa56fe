export { createCustomersService, type CustomersService, type ProfileBadges } from './customers.service'
export {
  customerIdOfMobile,
  customersSeed,
  DEMO_DISTRIBUTOR_MOBILE,
  DEMO_KEY_CLIENT_MOBILE,
  DEMO_RECOMMENDER_MOBILE,
  DEMO_WISHER_MOBILE,
} from './customers.seed'
export type { CustomerSegment, MemberFilters } from './customers.console'
