// Price protection (docs/price-protection.md): the shopper's protected lines and the claim of a difference.
export { claimPriceProtection, useProtectedLines } from './api/price-protection'
