export { createCustomersService, type CustomersService, type ProfileBadges } from './customers.service'
export type { CustomerSegment, MemberFilters } from './customers.console'
