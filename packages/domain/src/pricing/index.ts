export { priceCart } from './price-cart'
export type * from './types'
