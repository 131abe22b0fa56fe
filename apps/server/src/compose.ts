import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'
import type { Clock } from './platform/clock'
import type { Config } from './platform/config'
import { databaseCounters, redisCounters } from './platform/counters'
import type { Db } from './platform/database'
import type { InvalidationBus } from './platform/invalidation'
import type { JobQueue, Task } from './platform/jobs'
import { diskStorage } from './platform/storage'
import type { Tokens } from './platform/tokens'
import type { Providers } from './providers'
import { createAddressesService } from './modules/addresses'
import { createArchivesService } from './modules/archives'
import { createCrmService } from './modules/crm'
import { createCartPricing, createCartService, createPromotionsService } from './modules/cart'
import { createCatalogueService } from './modules/catalogue'
import { createContentService } from './modules/content'
import { createCouponsService } from './modules/coupons'
import { createCustomersService } from './modules/customers'
import { createDistributionService, createWishesService } from './modules/distribution'
import { createDiscoveryService } from './modules/discovery'
import { createEvaluationsService } from './modules/evaluations'
import { createFulfilmentService } from './modules/fulfilment'
import { createInvoicesService } from './modules/invoices'
import { createMessagesService } from './modules/messages'
import { createOrdersService } from './modules/orders'
import { createPagesService } from './modules/pages'
import { createPaymentsService } from './modules/payments'
import { createPointsService } from './modules/points'
import { createRefundsService } from './modules/refunds'
import { createSessionsService, type RevokedTokenList } from './modules/sessions'
import { createSettingsService, settingsDefaults } from './modules/settings'
import { createAuditService } from './modules/audit'
import { createStaffService } from './modules/staff'
import { createTrackingService } from './modules/tracking'
import { createUploadsService } from './modules/uploads'
import { createRewardsService } from './modules/rewards'
import { createPointsGoodsService } from './modules/points-goods'
import { createSurpriseBoxesService } from './modules/surprise-boxes'
import { createMemberGiftsService } from './modules/member-gifts'
import { createWaterLightService } from './modules/water-light'
import { createRedeemPointsGoods } from './flows/redeem-points-goods'
import { createSurpriseBox } from './flows/surprise-box'
import { createMemberGiftFlow } from './flows/member-gifts'
import { createWaterLightFlow } from './flows/water-light'
import { createAskRefund } from './flows/ask-refund'
import { createAdjustPoints } from './flows/adjust-points'
import { createAutoReceive } from './flows/auto-receive'
import { createBroadcastMessage } from './flows/broadcast-message'
import { createChangeSettings } from './flows/change-settings'
import { createCheckout } from './flows/checkout'
import { CLOSE_UNPAID_TASK, createCloseOrder } from './flows/close-order'
import { createCompleteOrder } from './flows/complete-order'
import { createDecideRefund } from './flows/decide-refund'
import { createManageCoupons } from './flows/manage-coupons'
import { createManagePromotions } from './flows/manage-promotions'
import type { FlowDeps } from './flows/flow-deps'
import type { Sweep } from './platform/scheduler'
import { createManageGoods } from './flows/manage-goods'
import { createPayOrder } from './flows/pay-order'
import { createSendNotice } from './flows/send-notice'
import { createSettleRefund, SETTLE_REFUND_TASK } from './flows/settle-refund'
import { createShipOrder } from './flows/ship-order'
import { createShowDashboard } from './flows/show-dashboard'
import { createShowMembers } from './flows/show-members'
import { createMerchantOrders } from './flows/merchant-orders'
import { createShowOrders } from './flows/show-orders'
import { createUploadShipping } from './flows/upload-shipping'
import { createSettleCommission, SETTLE_COMMISSION_TASK } from './flows/settle-commission'
import { createOutreachService } from './modules/outreach'
import { createSurveysService } from './modules/surveys'
import { createFriendHelpService } from './modules/friend-help'
import { subscribeNotices } from './modules/outreach'
import { CHAT_OFFLINE_REPLY_TASK, createChatHub, createChatService, createHelpService } from './modules/chat'
import { createDescribeChatContext } from './flows/describe-chat-context'
import { createFlashSalesService, memoryGate, redisGate } from './modules/flash-sales'
import { createFlashSale, FLASH_SALE_REMIND_TASK } from './flows/flash-sale'
import { createRefundLatePayment, REFUND_LATE_PAYMENT_TASK } from './flows/refund-late-payment'
import { createMemberProgrammes } from './flows/member-programmes'
import { createGuidesService } from './modules/guides'
import { createPushOrder } from './flows/push-order'
import { createShowDistribution } from './flows/show-distribution'
import { createShowGuides } from './flows/show-guides'
import { createWishList } from './flows/wish-list'
import { createShareGoods } from './flows/share-goods'
import { DEMO_ASSETS, pictureReader } from './platform/images'
import { createRecommendGoods } from './flows/recommend-goods'
import { PUSH_ORDER_DAYS } from '@shop/contracts'
import { createGiftsService, GIFT_EXPIRE_TASK } from './modules/gifts'
import { createGroupBuysService } from './modules/group-buys'
import { createGiveGift } from './flows/give-gift'
import { createGroupBuy } from './flows/group-buy'
import { createGroupSeat, GROUP_EXPIRE_TASK, GROUP_REFUND_TASK } from './flows/group-seat'
import { createYearCardsService, YEAR_CARD_COUPON_TASK } from './modules/year-cards'
import { createPresalesService, PRESALE_TASK } from './modules/presales'
import { createOnePricesService } from './modules/one-prices'
import { createYearCard } from './flows/year-card'
import { createBuyGiftsService } from './modules/buy-gifts'
import { createBuyGift } from './flows/buy-gift'
import { createCyclesService, CYCLE_DELIVERY_TASK } from './modules/cycles'
import { createCyclePurchase } from './flows/cycle-purchase'
import { createPriceProtectionService } from './modules/price-protection'
import { createPriceProtection } from './flows/price-protection'
import { createKeyClientsService } from './modules/key-clients'
import { createKeyClient } from './flows/key-client'
import { createRecyclingService } from './modules/recycling'
import { createRecycling } from './flows/recycling'
import { createTryUseService } from './modules/try-use'
import { createTryUse } from './flows/try-use'
import { createPresale } from './flows/presale'
import { createOnePrice } from './flows/one-price'

/** What the composition root is given: the platform's parts, built by the app (src/app.ts). */
export interface ShopParts {
  config: Config
  db: Db
  clock: Clock
  log: FastifyBaseLogger
  redis: Redis | null
  /** Tells every process's caches what changed (src/platform/README.md). */
  bus: InvalidationBus
  /** Where flows add the deadlines of single things; the app registers the `tasks` below and runs them. */
  jobs: JobQueue
  tokens: Tokens
  /** Tokens ended before their time, kept by the sessions module and shared by every process. */
  revokedTokens: RevokedTokenList
  providers: Providers
  /** Runs inside the transaction that settles a payment (the crash-safety test stops the process there). */
  insidePaymentTransaction?: (() => Promise<void>) | undefined
}

/** Every module service, every flow and the sweeps: what the route files (src/routes/) are given. */
export type Shop = ReturnType<typeof composeShop>

/**
 * The one composition root (docs/architecture.md): the module services, each built after what it uses (a module
 * uses another only through its service), then the flows from one `FlowDeps`, then the sweeps the scheduler runs.
 * Nothing here listens, registers routes or starts timers: the app (src/app.ts) does.
 */
export function composeShop({
  config,
  db,
  clock,
  log,
  redis,
  bus,
  jobs,
  tokens,
  revokedTokens,
  providers,
  insidePaymentTransaction,
}: ShopParts) {
  const counters = redis ? redisCounters(redis, `${config.storeCode}:`) : databaseCounters(db, clock)
  const storage = diskStorage(config.uploadDir)

  // Modules: each after the modules it reads.
  const messages = createMessagesService({ db, clock })
  const outreach = createOutreachService({
    db,
    clock,
    log,
    wechat: providers.wechat,
    messages,
    templates: config.wechat.subscribeTemplates,
    adsActionSetId: config.wechat.adsActionSetId,
    openIdOf: (customerId) => customers.payerOpenId(customerId, 'miniProgram'),
    registeredAt: (customerId) => customers.registeredAt(customerId),
  })
  const audit = createAuditService({ db, clock })
  const staff = createStaffService({ db, clock, audit })
  const content = createContentService({ db, audit })
  const tracking = createTrackingService({ db, clock })
  const addresses = createAddressesService({ db, clock })
  const coupons = createCouponsService({ db, clock })
  const { payMinutes, autoReceiveDays, autoCompleteDays } = config.orders
  const settings = createSettingsService({
    db,
    clock,
    bus,
    defaults: settingsDefaults({ payMinutes, autoReceiveDays, autoCompleteDays }),
  })
  const points = createPointsService({ db, clock, rule: settings.pointsRule })
  const payments = createPaymentsService({ clock })
  const orders = createOrdersService({
    db,
    clock,
    payMinutes: async (tx) => (await settings.current(tx)).orders.payMinutes,
  })
  const catalogue = createCatalogueService({
    db,
    clock,
    bus,
    purchases: { bought: (customerId, skuIds) => orders.bought(customerId, skuIds) },
    storeSettings: () => content.findType('storeSetting'),
    shopName: config.shopName,
  })
  const yearCards = createYearCardsService({ db, clock })
  const buyGifts = createBuyGiftsService({ db, clock })
  const cycles = createCyclesService({ db, clock })
  const priceProtection = createPriceProtectionService({ db, clock })
  const keyClients = createKeyClientsService({ db, clock })
  const presales = createPresalesService({ db, clock })
  const onePrices = createOnePricesService({ db, clock })
  const promotions = createPromotionsService({ db, clock, bus })
  const price = createCartPricing({
    clock,
    coupons,
    points,
    bought: orders.bought,
    yearCard: yearCards.benefitOf,
    running: promotions.running,
  })
  const cart = createCartService({ db, clock, catalogue, addresses, price })
  const guides = createGuidesService({ db, clock, audit, pushOrderDays: PUSH_ORDER_DAYS })
  const customers = createCustomersService({
    db,
    clock,
    brandPrefix: config.brandPrefix,
    wechat: providers.wechat,
    wechatOAuth: providers.wechatOAuth,
    publicBaseUrl: config.publicBaseUrl,
    checkText: (customerId, kind, content) => outreach.checkText(customerId, kind, content),
    badges: { cartItemNum: (customerId) => cart.itemCount(customerId), innerMessageNum: messages.unreadCount },
    guideOf: guides.guideOf,
  })
  const author = async (customerId: number) => {
    const { nickName, avatarUrl } = (await customers.profile(customerId)).customerBasicInfo
    return { nickName, avatarUrl }
  }
  const sessions = createSessionsService({
    db,
    clock,
    counters,
    tokens,
    revokedTokens,
    providers,
    customers,
    staff,
    sendsPerIpPerHour: config.smsSendsPerIpPerHour,
    publicBaseUrl: config.publicBaseUrl,
  })
  const discovery = createDiscoveryService({
    db,
    clock,
    goodsCards: catalogue.cards,
    searches: catalogue.searchHistoryOf('articles'),
    author,
    checkText: outreach.checkText,
  })
  const pages = createPagesService({
    db,
    clock,
    bus,
    goodsCards: catalogue.cards,
    articleCards: discovery.cards,
    audit,
  })
  const surveys = createSurveysService({
    db,
    clock,
    audit,
    reward: (tx, grant) =>
      points.post(tx, {
        customerId: grant.customerId,
        reason: 'survey',
        businessKey: grant.key,
        delta: grant.points,
        remark: grant.remark,
      }),
    balance: (customerId) => points.balance(customerId),
    checkText: outreach.checkText,
  })
  const friendHelp = createFriendHelpService({
    db,
    clock,
    audit,
    people: async (customerIds) =>
      new Map(await Promise.all([...new Set(customerIds)].map(async (id) => [id, await author(id)] as const))),
    registeredAt: (customerId) => customers.registeredAt(customerId),
    // Both rows of the ledger under the task's key (`help:<taskId>`): the points, and the coupon (delta 0).
    async reward(tx, { customerId, points: delta, couponTemplateId, remark, key: businessKey }) {
      if (delta > 0) await points.post(tx, { customerId, reason: 'help', businessKey, delta, remark })
      if (couponTemplateId === null) return
      await coupons.issue(tx, {
        templateId: couponTemplateId,
        issueKey: businessKey,
        customerIds: [customerId],
        notFound: [],
        staffUserid: 'friend-help',
      })
      await points.post(tx, {
        customerId,
        reason: 'help',
        businessKey,
        delta: 0,
        asset: 'coupon',
        assetRef: String(couponTemplateId),
        remark,
      })
    },
    couponLabel: async (templateId, tx) => (await coupons.merchantDetail(templateId, tx)).title,
    notify: outreach.notify,
    helpCompleted: subscribeNotices.helpCompleted,
  })
  const refunds = createRefundsService({ db, clock, orders })
  const fulfilment = createFulfilmentService({ db, clock, logistics: providers.logistics, orders, refunds })
  const rewards = createRewardsService({ db, clock, audit })
  const pointsGoods = createPointsGoodsService({ db, clock })
  const surpriseBoxes = createSurpriseBoxesService({ db, clock })
  const memberGifts = createMemberGiftsService({ db, clock })
  const waterLight = createWaterLightService({ db, clock })
  const gifts = createGiftsService({ db, clock })
  const invoices = createInvoicesService({
    db,
    clock,
    storage,
    mailer: providers.mail,
    publicBaseUrl: config.publicBaseUrl,
    shopName: config.shopName,
    orders,
    refunds,
  })

  const distribution = createDistributionService({
    db,
    clock,
    audit,
    wechat: providers.wechat,
    wechatPay: providers.wechatPay.merchant,
    transferSandboxUrl: providers.wechatPaySandboxUrl,
    shopName: config.shopName,
    people: {
      async card(customerId) {
        const { nickName, avatarUrl, gender, mobile } = (await customers.profile(customerId)).customerBasicInfo
        return { nickName, avatarUrl, gender, mobile }
      },
      openId: (customerId) => customers.payerOpenId(customerId, 'miniProgram'),
      byMobile: async (mobile) => (await customers.resolve([], [mobile])).customerIds[0] ?? null,
      hasOrdered: async (customerId) => (await customers.profile(customerId)).old,
    },
  })
  const flashSales = createFlashSalesService({ db, clock })
  // The flash sale's fast gate: shared by every process through Redis, else in this process (docs/flash-sales.md).
  const flashGate = redis ? redisGate(redis, `${config.storeCode}:`) : memoryGate()
  const groupBuys = createGroupBuysService({ db, clock })

  // Flows: one shape, `createX(deps)`, all from the same deps (src/flows/README.md).
  const deps: FlowDeps = {
    db,
    clock,
    log,
    bus,
    jobs,
    addresses,
    audit,
    cart,
    price,
    promotions,
    catalogue,
    coupons,
    customers,
    fulfilment,
    gifts,
    invoices,
    messages,
    orders,
    payments,
    points,
    pointsGoods,
    surpriseBoxes,
    memberGifts,
    waterLight,
    refunds,
    rewards,
    wechatPay: providers.wechatPay,
    wechat: providers.wechat,
    logistics: providers.logistics,
    wechatPaySandboxUrl: providers.wechatPaySandboxUrl,
    publicBaseUrl: config.publicBaseUrl,
    shopName: config.shopName,
    settings,
    guides,
    insidePaymentTransaction,
    distribution,
    wishes: createWishesService({ db, clock }),
    pictures: pictureReader([
      { prefix: '/uploads/', root: config.uploadDir },
      { prefix: '/assets/', root: DEMO_ASSETS },
    ]),
    flashSales,
    flashGate,
    groupBuys,
    outreach,
    yearCards,
    buyGifts,
    cycles,
    priceProtection,
    keyClients,
    recycling: createRecyclingService({ db, clock }),
    tryUse: createTryUseService({ db, clock }),
    presales,
    onePrices,
  }
  const completeOrder = createCompleteOrder(deps)
  const evaluations = createEvaluationsService({
    db,
    clock,
    orders,
    refunds,
    author,
    complete: (tx, order, customerId) =>
      completeOrder.complete(tx, order, { event: 'evaluate', actor: 'customer', actorId: String(customerId) }),
    checkText: outreach.checkText,
  })
  const closeOrder = createCloseOrder(deps)
  const autoReceive = createAutoReceive(deps)
  const settleRefund = createSettleRefund(deps)
  const broadcastMessage = createBroadcastMessage(deps)
  const uploadShipping = createUploadShipping(deps)
  const settleCommission = createSettleCommission(deps)
  // Customer service (docs/customer-service.md): the chat, its live delivery in this process, the help centre.
  const chat = createChatService({
    db,
    clock,
    bus,
    jobs,
    messages,
    describe: createDescribeChatContext(deps),
    customer: async (customerId) => {
      const { nickName, mobile } = (await customers.profile(customerId)).customerBasicInfo
      return { nickName, mobile }
    },
    agents: () => staff.holding('chat.answer'),
  })
  const chatHub = createChatHub({ bus, after: chat.after, log })
  const help = createHelpService({ db, clock })
  const flashSale = createFlashSale(deps)
  const memberProgrammes = createMemberProgrammes(deps)
  const giveGift = createGiveGift(deps)
  const refundLatePayment = createRefundLatePayment(deps)
  const groupSeat = createGroupSeat(deps)
  const yearCard = createYearCard(deps)
  const cyclePurchase = createCyclePurchase(deps)
  const priceProtect = createPriceProtection(deps)
  const keyClient = createKeyClient(deps)
  const tryUse = createTryUse(deps)
  const presale = createPresale(deps)

  return {
    bus,
    crm: createCrmService({ db, clock, crm: providers.crm }),
    archives: createArchivesService({ db, clock }),
    uploads: createUploadsService({ storage }),
    addresses,
    audit,
    staff,
    cart,
    catalogue,
    content,
    coupons,
    customers,
    discovery,
    evaluations,
    fulfilment,
    invoices,
    messages,
    orders,
    pages,
    points,
    promotions,
    refunds,
    sessions,
    settings,
    tracking,
    checkout: createCheckout(deps),
    showOrders: createShowOrders(deps),
    merchantOrders: createMerchantOrders(deps),
    payOrder: createPayOrder(deps),
    closeOrder,
    shipOrder: createShipOrder(deps),
    uploadShipping,
    askRefund: createAskRefund(deps),
    decideRefund: createDecideRefund(deps),
    settleRefund,
    sendNotice: createSendNotice(deps),
    showMembers: createShowMembers(deps),
    adjustPoints: createAdjustPoints(deps),
    broadcastMessage,
    changeSettings: createChangeSettings(deps),
    showDashboard: createShowDashboard(deps),
    manageGoods: createManageGoods(deps),
    manageCoupons: createManageCoupons(deps),
    managePromotions: createManagePromotions(deps),
    distribution,
    settleCommission,
    chat,
    chatHub,
    help,
    rewards,
    memberProgrammes,
    redeemPointsGoods: createRedeemPointsGoods(deps),
    surpriseBox: createSurpriseBox(deps),
    claimMemberGifts: createMemberGiftFlow(deps),
    checkInWaterLight: createWaterLightFlow(deps),
    /** What the job engine runs for a job of each task (platform/jobs.ts); each is idempotent. */
    tasks: {
      [CLOSE_UNPAID_TASK]: ({ orderId }) => closeOrder.closeWhenDue(Number(orderId)),
      [CHAT_OFFLINE_REPLY_TASK]: async ({ conversationId }) => void (await chat.noticeUnseen(Number(conversationId))),
      [SETTLE_COMMISSION_TASK]: ({ orderId }) => settleCommission.settleWhenDue(Number(orderId)),
      [SETTLE_REFUND_TASK]: ({ refundId }) => settleRefund.checkWhenDue(Number(refundId)),
      [FLASH_SALE_REMIND_TASK]: async () => void (await flashSale.remind()),
      [GIFT_EXPIRE_TASK]: async ({ giftId }) => void (await giveGift.expire(Number(giftId))),
      [REFUND_LATE_PAYMENT_TASK]: ({ orderId, outTradeNo, amount }) =>
        refundLatePayment({ orderId: Number(orderId), outTradeNo: String(outTradeNo), amount: Number(amount) }),
      [GROUP_EXPIRE_TASK]: async ({ groupId }) => void (await groupSeat.expire(Number(groupId))),
      [GROUP_REFUND_TASK]: ({ refundId }) => groupSeat.sendRefund(Number(refundId)),
      [YEAR_CARD_COUPON_TASK]: ({ periodId, month }) => yearCard.giveMonthlyCoupon(Number(periodId), Number(month)),
      [CYCLE_DELIVERY_TASK]: ({ deliveryId }) => cyclePurchase.makeParcel(Number(deliveryId)),
      [PRESALE_TASK]: async () => void (await presale.sweep()),
    } satisfies Record<string, Task>,
    giveGift,
    groupBuy: createGroupBuy(deps),
    groupSeat,
    yearCard,
    buyGift: createBuyGift(deps),
    cyclePurchase,
    priceProtect,
    keyClient,
    recycling: createRecycling(deps),
    tryUse,
    presale,
    onePrice: createOnePrice(deps),
    flashSale,
    flashGate,
    guides,
    pushOrder: createPushOrder(deps),
    wishList: createWishList(deps),
    shareGoods: createShareGoods(deps),
    showGuides: createShowGuides(deps),
    showDistribution: createShowDistribution(deps),
    recommendGoods: createRecommendGoods(deps),
    outreach,
    surveys,
    friendHelp,
    /** What the scheduler runs every ORDER_SWEEP_SECONDS (tests run them by hand with their own clock). */
    sweeps: {
      closeUnpaid: () => closeOrder.closeDue(),
      autoReceive: autoReceive.autoReceive,
      autoComplete: autoReceive.autoComplete,
      refunds: settleRefund.sweep,
      broadcasts: broadcastMessage.drain,
      wechatShipping: uploadShipping.sweep,
      revokedTokens: revokedTokens.sweep,
      commission: settleCommission.releaseDue,
      withdrawals: distribution.payApproved,
      subscribeMessages: outreach.drain,
      adConversions: outreach.drainConversions,
      chatOfflineReplies: () => chat.noticeUnseen(),
      flashSaleGate: flashSale.reconcile,
      flashSaleReminders: flashSale.remind,
      pointsExpiry: memberProgrammes.expirePoints,
      giftsExpired: () => giveGift.sweepExpired(),
      groupBuys: groupSeat.sweep,
      tryUseReviews: tryUse.inviteReviews,
      presales: presale.sweep,
    } satisfies Record<string, Sweep>,
  }
}
