import type { priceProtectionClaim, priceProtectionList } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const listEndpoint = defineEndpoint<typeof priceProtectionList>({
  service: 'ec-portal',
  method: 'GET',
  path: 'price_protection',
})
const claimEndpoint = defineEndpoint<typeof priceProtectionClaim>({
  service: 'ec-portal',
  method: 'POST',
  path: 'price_protection/:orderLineId/claim',
})

/** The shopper's protected lines (and those claimed), with the rule's days. */
export const useProtectedLines = (enabled: boolean) => useQuery(() => call(listEndpoint), [], enabled)

/** Claims a line's difference: the line as it stands afterwards (claimed). */
export const claimPriceProtection = (orderLineId: number) => call(claimEndpoint, { params: { orderLineId } })
