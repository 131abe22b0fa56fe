export { createAddressesService, type AddressesService } from './addresses.service'
