// The pre-sale feature's public face (docs/pre-sales.md): the pre-sales on sale, the shopper's, the balance order.
export { usePresales } from './api/presale-list'
export { useMyPresales } from './api/presale-mine'
export { balanceOrder } from './api/presale-balance'
