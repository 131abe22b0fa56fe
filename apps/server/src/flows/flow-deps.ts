import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../platform/clock'
import type { PictureReader } from '../platform/images'
import type { Db } from '../platform/database'
import type { InvalidationBus } from '../platform/invalidation'
import type { JobQueue } from '../platform/jobs'
import type { Logistics, WeChatClient, WeChatPayAccounts } from '../providers'
import type { AddressesService } from '../modules/addresses'
import type { AuditService } from '../modules/audit'
import type { CartPricing, CartService, PromotionsService } from '../modules/cart'
import type { CatalogueService } from '../modules/catalogue'
import type { CouponsService } from '../modules/coupons'
import type { CustomersService } from '../modules/customers'
import type { MemberGiftsService } from '../modules/member-gifts'
import type { WaterLightService } from '../modules/water-light'
import type { DistributionService, WishesService } from '../modules/distribution'
import type { FlashGate, FlashSalesService } from '../modules/flash-sales'
import type { FulfilmentService } from '../modules/fulfilment'
import type { GroupBuysService } from '../modules/group-buys'
import type { GuidesService } from '../modules/guides'
import type { GiftsService } from '../modules/gifts'
import type { InvoicesService } from '../modules/invoices'
import type { MessagesService } from '../modules/messages'
import type { OrdersService } from '../modules/orders'
import type { OutreachService } from '../modules/outreach'
import type { YearCardsService } from '../modules/year-cards'
import type { BuyGiftsService } from '../modules/buy-gifts'
import type { CyclesService } from '../modules/cycles'
import type { PriceProtectionService } from '../modules/price-protection'
import type { KeyClientsService } from '../modules/key-clients'
import type { RecyclingService } from '../modules/recycling'
import type { TryUseService } from '../modules/try-use'
import type { PresalesService } from '../modules/presales'
import type { OnePricesService } from '../modules/one-prices'
import type { PaymentsService } from '../modules/payments'
import type { PointsService } from '../modules/points'
import type { PointsGoodsService } from '../modules/points-goods'
import type { SurpriseBoxesService } from '../modules/surprise-boxes'
import type { RefundsService } from '../modules/refunds'
import type { SettingsService } from '../modules/settings'
import type { RewardsService } from '../modules/rewards'

/**
 * What every flow is made from (src/flows/README.md): the database, the clock, the log, the module services and the
 * outside systems, built once by the composition root (src/compose.ts). A flow is `createX(deps: FlowDeps)`; a flow
 * that needs another builds it from the same deps, so no flow waits for another to be declared.
 */
export interface FlowDeps {
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  /** After a commit that changed what processes cache: `await bus.publish(topic, keys)` (src/platform/README.md). */
  bus: InvalidationBus
  /** Deadlines of single things, added in the transaction that makes them (src/platform/README.md). */
  jobs: JobQueue
  addresses: AddressesService
  audit: AuditService
  cart: CartService
  price: CartPricing
  promotions: PromotionsService
  catalogue: CatalogueService
  coupons: CouponsService
  customers: Pick<
    CustomersService,
    | 'payerOpenId'
    | 'exists'
    | 'facesOf'
    | 'resolve'
    | 'mobilesOf'
    | 'nickNamesOf'
    | 'markFirstShop'
    | 'findOrCreateByMobile'
    | 'consolePage'
    | 'consoleDetail'
    | 'segmentAfter'
    | 'segmentCount'
    | 'joinedPerDay'
    | 'giftFacts'
  >
  fulfilment: FulfilmentService
  /** Flash sales' limits, claims and reminders, and the fast gate in front of the database (docs/flash-sales.md). */
  flashSales: FlashSalesService
  flashGate: FlashGate
  groupBuys: GroupBuysService
  gifts: GiftsService
  invoices: Pick<InvoicesService, 'requestedOf'>
  messages: MessagesService
  orders: OrdersService
  payments: PaymentsService
  points: PointsService
  /** Points goods' allotments, limits and claims (docs/members-programmes.md "Points goods"). */
  pointsGoods: PointsGoodsService
  /** Surprise boxes' stock, limits, pools and draws (docs/members-programmes.md "Surprise box"). */
  surpriseBoxes: SurpriseBoxesService
  /** Member gifts: the packs and each member's claim (docs/members-programmes.md "Member gifts"). */
  memberGifts: MemberGiftsService
  /** Hydration check-ins: the activities, each member's days and completion (docs/members-programmes.md). */
  waterLight: WaterLightService
  refunds: RefundsService
  /** The members' programmes' own tables (sign-in, lottery). */
  rewards: RewardsService
  wechatPay: WeChatPayAccounts
  /** The mini-program's server API (shipping information). */
  wechat: Pick<WeChatClient, 'uploadShippingInfo'>
  logistics: Logistics
  /** Sandbox mode: the WeChat Pay sandbox's public URL (the stand-in pay sheet posts there); live: null. */
  wechatPaySandboxUrl: string | null
  /** Where the H5 cashier sends the payer back. */
  publicBaseUrl: string
  shopName: string
  /** The shop settings in force: points earned per yuan, the days after which orders are received and complete. */
  settings: SettingsService
  guides: GuidesService
  /** Runs inside the transaction that settles a payment (the crash-safety test stops the process there). */
  insidePaymentTransaction?: (() => Promise<void>) | undefined
  /** Attribution and commission: written inside checkout, payment and refund transactions. */
  distribution: DistributionService
  /** The shop's own pictures (`/assets/…`, `/uploads/…`) as bytes: share posters draw the goods' picture. */
  pictures: PictureReader
  /** The wish list's rows (docs/wish-list.md). */
  wishes: WishesService
  /** Subscribe messages (the one entry point that tells a customer), content security, ad conversions. */
  outreach: OutreachService
  /** Year cards: the cards, their orders and the members' paid periods (docs/year-cards.md). */
  yearCards: YearCardsService
  /** Buy-with-gift activities and each order's gift (docs/gifts.md "买赠"). */
  buyGifts: BuyGiftsService
  /** Cycle purchases: the plans, their orders and deliveries (docs/cycle-purchases.md). */
  cycles: CyclesService
  /** Price protection: the rules, the public prices SKUs were given and the claims (docs/price-protection.md). */
  priceProtection: PriceProtectionService
  /** Key clients: the accounts and the orders placed for them (docs/key-clients.md). */
  keyClients: KeyClientsService
  /** Recycling: programmes and requests (docs/recycling.md). */
  recycling: RecyclingService
  /** Try-use samples: activities, seats and applications (docs/try-use.md). */
  tryUse: TryUseService
  presales: PresalesService
  onePrices: OnePricesService
}
