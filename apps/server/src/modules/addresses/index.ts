export { createAddressesService, type AddressesService } from './addresses.service'
export { registerAddressesRoutes } from './addresses.routes'
