export { createCustomersService, type CustomersService, type ProfileBadges } from './customers.service'
export { registerCustomersRoutes } from './customers.routes'
export { customersSeed, DEMO_GUIDE_MOBILE } from './customers.seed'
