export { createCustomersService, type CustomersService, type ProfileBadges } from './customers.service'
export { customersSeed, DEMO_DISTRIBUTOR_MOBILE, DEMO_RECOMMENDER_MOBILE, DEMO_WISHER_MOBILE } from './customers.seed'
export type { CustomerSegment, MemberFilters } from './customers.console'
