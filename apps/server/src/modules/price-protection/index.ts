export { createPriceProtectionService, type PriceProtectionService } from './price-protection.service'
export type { PriceProtectionClaimRow } from './price-protection.repository'
