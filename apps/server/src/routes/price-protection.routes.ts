import type { FastifyInstance } from 'fastify'
import {
  merchantPriceProtectionClaims,
  merchantPriceProtectionRules,
  merchantSavePriceProtectionRules,
  priceProtectionClaim,
  priceProtectionList,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Price protection (docs/price-protection.md): the shopper's protected lines and claims; the console's rules and claims. */
export function registerPriceProtectionRoutes(app: FastifyInstance, { priceProtect }: Shop): void {
  registerRoute(app, priceProtectionList, ({ auth }) => priceProtect.list(auth.customerId))
  registerRoute(app, priceProtectionClaim, ({ auth, params }) =>
    priceProtect.claim(auth.customerId, params.orderLineId),
  )

  registerRoute(app, merchantPriceProtectionRules, () => priceProtect.rules())
  registerRoute(app, merchantSavePriceProtectionRules, ({ auth, body }) => priceProtect.saveRules(auth.userid, body))
  registerRoute(app, merchantPriceProtectionClaims, ({ query }) => priceProtect.claims(query))
}
