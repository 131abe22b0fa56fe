import type { FastifyInstance } from 'fastify'
import type { Shop } from '../compose'
import { registerAddressRoutes } from './address.routes'
import { registerCartRoutes } from './cart.routes'
import { registerCatalogueRoutes } from './catalogue.routes'
import { registerContentRoutes } from './content.routes'
import { registerCouponRoutes } from './coupon.routes'
import { registerDiscoveryRoutes } from './discovery.routes'
import { registerEvaluationRoutes } from './evaluation.routes'
import { registerFulfilmentRoutes } from './fulfilment.routes'
import { registerHelpPayRoutes } from './help-pay.routes'
import { registerIdentityRoutes } from './identity.routes'
import { registerInvoiceRoutes } from './invoice.routes'
import { registerDashboardRoutes } from './dashboard.routes'
import { registerMemberRoutes } from './member.routes'
import { registerMembershipRoutes } from './membership.routes'
import { registerMessageRoutes } from './message.routes'
import { registerOrderRoutes } from './order.routes'
import { registerPaymentRoutes } from './payment.routes'
import { registerPointsRoutes } from './points.routes'
import { registerRefundRoutes } from './refund.routes'
import { registerSettingsRoutes } from './settings.routes'
import { registerStaffRoutes } from './staff.routes'
import { registerDistributionRoutes } from './distribution.routes'
import { registerTrackingRoutes } from './tracking.routes'
import { registerSubscriptionRoutes } from './subscription.routes'
import { registerSurveyRoutes } from './survey.routes'
import { registerFriendHelpRoutes } from './friend-help.routes'
import { registerCustomerServiceRoutes } from './customer-service.routes'
import { registerFlashSaleRoutes } from './flash-sale.routes'
import { registerGroupBuyRoutes } from './group-buy.routes'
import { registerRewardsRoutes } from './rewards.routes'
import { registerPointsGoodsRoutes } from './points-goods.routes'
import { registerSurpriseBoxRoutes } from './surprise-box.routes'
import { registerMemberGiftRoutes } from './member-gift.routes'
import { registerWaterLightRoutes } from './water-light.routes'
import { registerGuideRoutes } from './guide.routes'
import { registerWishRoutes } from './wish.routes'
import { registerGiftRoutes } from './gift.routes'
import { registerYearCardRoutes } from './year-card.routes'
import { registerBuyGiftRoutes } from './buy-gift.routes'
import { registerCycleRoutes } from './cycle.routes'
import { registerPriceProtectionRoutes } from './price-protection.routes'
import { registerKeyClientRoutes } from './key-client.routes'
import { registerPresaleRoutes } from './presale.routes'
import { registerOnePriceRoutes } from './one-price.routes'
import { registerOperationsRoutes } from './operations.routes'
import { registerRecyclingRoutes } from './recycling.routes'
import { registerTryUseRoutes } from './try-use.routes'

/**
 * Every route file, one per contract file of packages/contracts (`<name>.ts` → `<name>.routes.ts`): each mounts
 * that file's calls on the module services and flows of the shop (src/compose.ts).
 */
export const ROUTES: ((app: FastifyInstance, shop: Shop) => void | Promise<void>)[] = [
  registerIdentityRoutes,
  registerMessageRoutes,
  registerContentRoutes,
  registerCatalogueRoutes,
  registerDiscoveryRoutes,
  registerTrackingRoutes,
  registerAddressRoutes,
  registerCouponRoutes,
  registerPointsRoutes,
  registerCartRoutes,
  registerOrderRoutes,
  registerHelpPayRoutes,
  registerPaymentRoutes,
  registerFulfilmentRoutes,
  registerRefundRoutes,
  registerInvoiceRoutes,
  registerEvaluationRoutes,
  registerMemberRoutes,
  registerSettingsRoutes,
  registerDashboardRoutes,
  registerStaffRoutes,
  registerRewardsRoutes,
  registerPointsGoodsRoutes,
  registerSurpriseBoxRoutes,
  registerMemberGiftRoutes,
  registerWaterLightRoutes,
  registerDistributionRoutes,
  registerSubscriptionRoutes,
  registerSurveyRoutes,
  registerFriendHelpRoutes,
  registerMembershipRoutes,
  registerCustomerServiceRoutes,
  registerFlashSaleRoutes,
  registerGroupBuyRoutes,
  registerGuideRoutes,
  registerWishRoutes,
  registerGiftRoutes,
  registerYearCardRoutes,
  registerBuyGiftRoutes,
  registerCycleRoutes,
  registerPriceProtectionRoutes,
  registerKeyClientRoutes,
  registerPresaleRoutes,
  registerOnePriceRoutes,
  registerOperationsRoutes,
  registerRecyclingRoutes,
  registerTryUseRoutes,
]
