// The one-price feature's public face (docs/one-price.md): the page's activity and its goods.
export { useOnePrice } from './api/one-price-current'
