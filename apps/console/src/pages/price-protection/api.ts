import type {
  merchantPriceProtectionClaims,
  merchantPriceProtectionRules,
  merchantSavePriceProtectionRules,
} from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const priceProtectionRules = endpoint<typeof merchantPriceProtectionRules>(
  'GET',
  'merchant/price-protection/rules',
)
export const savePriceProtectionRules = endpoint<typeof merchantSavePriceProtectionRules>(
  'PUT',
  'merchant/price-protection/rules',
)
export const priceProtectionClaims = endpoint<typeof merchantPriceProtectionClaims>(
  'GET',
  'merchant/price-protection/claims',
)
