export { priceCart } from './price-cart'
export { unitPrice } from './unit-price'
export type * from './types'
