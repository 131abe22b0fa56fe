import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../platform/clock'
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
import type { DistributionService } from '../modules/distribution'
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
import type { PresalesService } from '../modules/presales'
import type { PaymentsService } from '../modules/payments'
import type { PointsService } from '../modules/points'
import type { PointsGoodsService } from '../modules/points-goods'
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
    | 'consolePage'
    | 'consoleDetail'
    | 'segmentAfter'
    | 'segmentCount'
    | 'joinedPerDay'
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
  /** Subscribe messages (the one entry point that tells a customer), content security, ad conversions. */
  outreach: OutreachService
  /** Year cards: the cards, their orders and the members' paid periods (docs/year-cards.md). */
  yearCards: YearCardsService
  presales: PresalesService
}
