/**
 * A customer cannot see or act on another customer's things. Every customer call that takes an id (in its path, its
 * query or its body) is read from the contracts and is either tried here with a stranger's token against the
 * owner's order, parcel, refund, address, coupon, message and invoice title, or named as taking a public id (goods,
 * articles, a coupon on offer, a help-pay code shared on purpose). A new call that takes an id fails the first test
 * until it is placed in one list or the other.
 */
import { afterAll, describe, expect, it } from 'vitest'
import {
  addFavorite,
  addressDetail,
  articleDetailRoute,
  availableCoupons,
  goodsPromotions,
  memberGiftClaim,
  waterLightCheckIn,
  buyAgain,
  buyNowLocate,
  buyNowSubmit,
  cartAppend,
  cartLocate,
  cartRemove,
  cartSelect,
  cartSubmit,
  cartUpdate,
  checkInvoice,
  commentArticle,
  createEvaluation,
  createInvoice,
  customerCouponDetail,
  customerInvoiceTitles,
  deleteAddress,
  evaluationPage,
  forwardArticle,
  goodsDetailRoute,
  goodsSearch,
  articleList,
  giftAcquire,
  giftCancelGive,
  giftDetail,
  giftGive,
  giftLocate,
  giftLogistics,
  giftSubmit,
  merchantSaveGiftSettings,
  merchantCreateYearCard,
  merchantCreateBuyGift,
  buyGiftLocate,
  buyGiftSubmit,
  merchantCreateCyclePlan,
  cyclePlanLocate,
  cyclePlanSubmit,
  cycleOrderDetailRoute,
  cycleOrderPause,
  cycleOrderResume,
  cycleOrderSkip,
  cycleOrderAddress,
  priceProtectionClaim,
  yearCardLocate,
  yearCardSubmit,
  merchantCreatePresale,
  presaleBalance,
  presaleDetail,
  presaleLocate,
  presaleSubmit,
  merchantCreateOnePrice,
  onePriceLocate,
  onePriceSubmit,
  helpPayDetailRoute,
  helpPayPayment,
  helpPayQueryIsPaid,
  helpPayReleaseDoublePayLock,
  helpPayShare,
  invoiceMail,
  keepArticle,
  likeArticle,
  messageList,
  multiBuyNowLocate,
  multiBuyNowSubmit,
  orderCancel,
  orderDelete,
  orderDeliver,
  orderDetailRoute,
  orderEvaluations,
  orderLogistics,
  orderLogisticsByOms,
  orderRefunds,
  orderSimpleDetailRoute,
  payReleaseDoublePayLock,
  payment,
  paymentQueryIsPaid,
  readMessage,
  receiveCoupon,
  recommend,
  refundBuyerConfirm,
  refundCancel,
  refundDetailRoute,
  refundListItem,
  refundLocate,
  refundModify,
  refundPointsValidate,
  refundSubmit,
  releaseDoublePayLock,
  removeFavorite,
  removeViewPdpRecord,
  saveCustomerInvoiceTitle,
  setPreferredAddress,
  shipmentTrackRoute,
  unkeepArticle,
  unlikeArticle,
  updateAddress,
  viewGoods,
  type RouteDef,
  luckdrawAwards,
  luckdrawClaim,
  luckdrawDetail,
  luckdrawDraw,
  lotteryNumber,
  merchantCreateLottery,
  baBehaviorAppend,
  secKillLocate,
  surveyDetail,
  answerSurvey,
  initiateFission,
  userHelp,
  helpTask,
  addUserActions,
  secKillSubmit,
  pointsGoodsLocate,
  pointsGoodsSubmit,
  surpriseBoxDetail,
  surpriseBoxLocate,
  surpriseBoxOfOrder,
  surpriseBoxSubmit,
  subscribeRemindIsSubscribe,
  subscribeRemindSave,
  baPushOrderDetail,
  baSubmit,
  distributionCartSubmit,
  distributionGoodsDayData,
  distributionOrderLocate,
  distributionOrderSubmit,
  distributorPushOrderDetail,
  distributorCheckWithdrawal,
  pushOrderForCustomer,
  pushOrderLocate,
  pushOrderSubmit,
  distributorBind,
  distributionPoster,
  distributorWishDetail,
  distributorWishPush,
  wishCancel,
  wishCreate,
  wishDetail,
  distributorWithdraw,
  groupBuyActivity,
  groupBuyGroups,
  groupBuyOfGoods,
  participationGroup,
  participationJoin,
  participationLocate,
  participationOfOrder,
  participationOpen,
  recycleApply,
  recycleCancel,
  recycleProgrammes,
  recycleRecordDetail,
  recycleShip,
  tryUseActivities,
  tryUseApply,
} from '@shop/contracts'
import { CONTRACT_ROUTES, fieldsOf, routeName } from './contracts.fixtures'
import { createTestApp, type CallOptions } from './harness'
import { couponTemplateId, goodsIdOf, key, makeSkus, shopper, type Shopper } from './checkout.fixtures'
import { DEMO_DISTRIBUTOR_MOBILE } from '../src/modules/customers'
import { DEMO_GUIDE_MOBILE } from '../src/modules/guides'
import { merchantToken, paidOrder, pay, shipAll, waybill } from './after-sale.fixtures'
import { orderRow, paymentsOf, placeOrder } from './payment.fixtures'

const t = await createTestApp()
afterAll(() => t.close())

/** Calls whose ids anyone may use: what they name is public, or is the caller's own by construction. */
const PUBLIC_IDS = new Map<RouteDef, string>([
  [goodsDetailRoute, 'goods are public'],
  [viewGoods, 'goods are public'],
  [recommend, 'goods are public'],
  [goodsSearch, 'a sales category is public'],
  [availableCoupons, 'goods and SKUs are public'],
  [goodsPromotions, 'SKUs and running promotions are public'],
  [memberGiftClaim, 'member gifts are public (member_gift/list); a claim is the caller’s own'],
  [waterLightCheckIn, 'hydration check-ins are public (waterLightActivity); a check-in is the caller’s own'],
  [evaluationPage, 'the reviews of goods are public'],
  [addFavorite, 'SKUs are public; the favourite is the caller’s own'],
  [removeFavorite, 'SKUs are public; the favourite is the caller’s own'],
  [wishCreate, 'SKUs are public; the wish is the caller’s own'],
  [distributionPoster, 'goods are public; the poster carries the caller’s own code'],
  [removeViewPdpRecord, 'goods are public; the browsing history is the caller’s own'],
  [cartAppend, 'SKUs are public; the cart is the caller’s own'],
  [cartUpdate, 'SKUs are public; the cart is the caller’s own'],
  [cartSelect, 'SKUs are public; the cart is the caller’s own'],
  [cartRemove, 'SKUs are public; the cart is the caller’s own'],
  [receiveCoupon, 'a coupon template on offer is public'],
  [articleList, 'article categories are public'],
  [articleDetailRoute, 'articles are public'],
  [likeArticle, 'articles are public; the like is the caller’s own'],
  [unlikeArticle, 'articles are public; the like is the caller’s own'],
  [keepArticle, 'articles are public; the keep is the caller’s own'],
  [unkeepArticle, 'articles are public; the keep is the caller’s own'],
  [forwardArticle, 'articles are public'],
  [commentArticle, 'articles are public; the comment is the caller’s own'],
  [helpPayDetailRoute, 'a help-pay code is shared on purpose: whoever holds it may pay (docs/orders.md)'],
  [helpPayPayment, 'a help-pay code is shared on purpose: whoever holds it may pay (docs/orders.md)'],
  [helpPayQueryIsPaid, 'a help-pay code is shared on purpose: whoever holds it may pay (docs/orders.md)'],
  [helpPayReleaseDoublePayLock, 'a help-pay code is shared on purpose: whoever holds it may pay (docs/orders.md)'],
  [luckdrawDetail, 'a lottery is public; the chances shown are the caller’s own'],
  [lotteryNumber, 'a lottery is public; the chances are the caller’s own'],
  [luckdrawDraw, 'a lottery is public; the draw is the caller’s own'],
  [baSubmit, 'SKUs are public; the requestId is the guide’s own retry key'],
  [distributionCartSubmit, 'SKUs are public; the requestId is the distributor’s own retry key'],
  [distributionGoodsDayData, 'goods are public; the figures are the signed-in distributor’s own'],
  [secKillLocate, 'a flash sale is public; the order is the caller’s own'],
  [secKillSubmit, 'a flash sale is public; the order is the caller’s own'],
  [subscribeRemindSave, 'a flash sale is public; the reminder is the caller’s own'],
  [pointsGoodsLocate, 'points goods are public; the address is checked by the checkout as the caller’s own'],
  [pointsGoodsSubmit, 'points goods are public; the address is checked by the checkout as the caller’s own'],
  [surpriseBoxDetail, 'a surprise box and its odds are public'],
  [surpriseBoxLocate, 'a surprise box is public; the address is checked by the checkout as the caller’s own'],
  [surpriseBoxSubmit, 'a surprise box is public; the address is checked by the checkout as the caller’s own'],
  [subscribeRemindIsSubscribe, 'a flash sale is public; the reminder is the caller’s own'],
  [surveyDetail, 'a survey is public; the answer is the caller’s own'],
  [answerSurvey, 'a survey is public; the answer is the caller’s own'],
  [initiateFission, 'a help activity is public; the task started is the caller’s own'],
  [userHelp, 'a help task is shared on purpose: friends help it (docs/members-programmes.md)'],
  [helpTask, 'a help task is shared on purpose: friends open it (docs/members-programmes.md)'],
  [addUserActions, 'an ad click id names the click, not anyone’s things'],
  [distributorBind, 'a share key is shared on purpose: whoever opens it may be bound (docs/distribution.md)'],
  [distributorWithdraw, 'the request id is the caller’s own idempotency key; the balance is their own'],
  [groupBuyActivity, 'a group buy is public'],
  [groupBuyOfGoods, 'goods and their group buys are public'],
  [groupBuyGroups, 'a group buy and its joinable groups are public'],
  [yearCardLocate, 'a year card on sale is public, and its locate takes nothing else of anyone’s'],
  [participationGroup, 'a group is shared on purpose: friends open it to join (docs/group-buys.md)'],
  [participationLocate, 'a group buy and its groups are public; the order is the caller’s own'],
  [participationOpen, 'a group buy is public; the order is the caller’s own'],
  [participationJoin, 'a group is shared on purpose: anyone may join it; the order is the caller’s own'],
  [recycleApply, 'a recycling programme is public; the request is the caller’s own'],
  [presaleDetail, 'a pre-sale is public'],
])

/** The calls a signed-in customer makes that name something by its id. */
const idTakingCalls = CONTRACT_ROUTES.filter((def) => def.auth === 'customer' || def.auth === 'optional').filter(
  (def) =>
    [...fieldsOf(def.params), ...fieldsOf(def.query), ...fieldsOf(def.body)].some((name) => /(^id|Id|Ids)$/.test(name)),
)

// ─── The owner's things ──────────────────────────────────────────────────────────────────────────────

const owner = await shopper(t)
const stranger = await shopper(t)
const merchant = await merchantToken(t)

const unpaid = await placeOrder(t, owner)
const closed = await placeOrder(t, owner)
expect((await t.call(orderCancel, { token: owner.token, params: { id: closed.orderId } })).status).toBe(200)

/** Paid, shipped in one parcel and received; one unit asked back, an invoice requested. */
const received = await paidOrder(t, owner, [
  { spec: { price: 5_000, stock: 9 }, quantity: 2 },
  { spec: { price: 3_000, stock: 9 }, quantity: 1 },
])
const [lineA, lineB] = received.lineIds as [number, number]
const shipmentId = (await shipAll(t, merchant, received.orderId)).shipments[0]!.shipmentId
expect((await t.call(orderDeliver, { token: owner.token, params: { id: received.orderId } })).status).toBe(200)
const refundRequest = { type: 'RECEIVE_REFUND', lines: [{ lineId: lineA, quantity: 1 }], reason: 'quality_issue' }
const refund = await t.call(refundSubmit, { token: owner.token, body: { orderId: received.orderId, ...refundRequest } })
expect(refund.status, JSON.stringify(refund.body)).toBe(200)
const refundId = refund.body.refundId
const title = await t.call(saveCustomerInvoiceTitle, {
  token: owner.token,
  body: { type: 'personal', title: '林小澜' },
})
expect(title.status, JSON.stringify(title.body)).toBe(200)
const titleId = title.body.id
const invoice = await t.call(createInvoice, {
  token: owner.token,
  params: { orderId: received.orderId },
  body: { titleId },
})
expect(invoice.status, JSON.stringify(invoice.body)).toBe(200)
const coupon = await t.call(receiveCoupon, {
  token: owner.token,
  params: { templateId: await couponTemplateId(t, 'SHOP-199-30') },
})
expect(coupon.status, JSON.stringify(coupon.body)).toBe(200)
const couponId = coupon.body.id
const messageId = (await t.call(messageList, { token: owner.token })).body.content[0]!.id
/** A goods prize the owner won and has not claimed yet. */
const [prizeSku] = await makeSkus(t, [{ price: 9_900, stock: 5 }])
const prizeLottery = await t.call(merchantCreateLottery, {
  token: merchant,
  body: {
    code: 'OWNERSHIP',
    name: '归属测试',
    startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    endsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    dailyFree: 1,
    pointsPerDraw: 0,
    orderChances: 0,
    dailyCap: 1,
    prizes: [{ name: '体验装', kind: 'goods', skuId: prizeSku!, weight: 1, stock: 1 }],
  },
})
expect(prizeLottery.status, JSON.stringify(prizeLottery.body)).toBe(200)
const won = await t.call(luckdrawDraw, {
  token: owner.token,
  params: { id: prizeLottery.body.id },
  body: { requestId: 'ownership-draw-1' },
})
expect(won.body.award?.status, JSON.stringify(won.body)).toBe('to_claim')
const awardId = won.body.award.id

/** The stranger's own goods to order, so a refusal can only come from the owner's id. */
const [strangerSku] = await makeSkus(t, [{ price: 12_900, stock: 10 }])
const buyOne = { skuId: strangerSku!, quantity: 1 }
expect((await t.call(cartAppend, { token: stranger.token, body: buyOne })).status).toBe(200)
/** The stranger's own order as the locate priced it, to submit with one of the owner's ids. */
async function quoted(locate: RouteDef, body: object) {
  const shown = await t.call(locate, { token: stranger.token, body })
  expect(shown.status, JSON.stringify(shown.body)).toBe(200)
  const { quote } = shown.body as { quote: string }
  return (ids: object) => ({ body: { ...body, ...ids, quote, idempotencyKey: key() } })
}
/** The owner's gifts (docs/gifts.md): one given and claimed by a friend, one given (its link live). */
const giftSku = (await makeSkus(t, [{ price: 9_900, stock: 9 }]))[0]!
const giftSettings = await t.call(merchantSaveGiftSettings, {
  token: await t.loginConsole(),
  body: {
    enabled: true,
    packages: [],
    cards: [],
    expiryHours: 24,
    goodsIds: [await goodsIdOf(t, giftSku), await goodsIdOf(t, strangerSku!)],
  },
})
expect(giftSettings.status, JSON.stringify(giftSettings.body)).toBe(200)
async function givenGift() {
  const body = { skuId: giftSku, quantity: 1 }
  const shown = await t.call(giftLocate, { token: owner.token, body })
  const placed = await t.call(giftSubmit, {
    token: owner.token,
    body: { ...body, quote: shown.body.quote, idempotencyKey: key() },
  })
  expect(placed.status, JSON.stringify(placed.body)).toBe(200)
  await pay(t, owner, placed.body.orderId)
  const given = await t.call(giftGive, { token: owner.token, body: { orderId: placed.body.orderId } })
  expect(given.status, JSON.stringify(given.body)).toBe(200)
  return { orderId: placed.body.orderId, code: given.body.code }
}
const friend = await shopper(t)
const claimedGift = await givenGift()
const claimed = await t.call(giftAcquire, {
  token: friend.token,
  body: { code: claimedGift.code, addressId: friend.addressId },
})
expect(claimed.status, JSON.stringify(claimed.body)).toBe(200)
const claimedGiftId = claimed.body.giftId
const liveGift = await givenGift()

const buyNowWith = await quoted(buyNowLocate, buyOne)
const giftWith = await quoted(giftLocate, buyOne)
const multiBuyNowWith = await quoted(multiBuyNowLocate, { items: [buyOne] })
const cartWith = await quoted(cartLocate, {})
const ownersAddress = { addressId: owner.addressId }
/** A year card on sale (docs/year-cards.md): its id is public, the coupon is the caller's (it takes no address). */
const yearCard = await t.call(merchantCreateYearCard, {
  token: await t.loginConsole(),
  body: {
    name: '年卡',
    description: '',
    skuId: (await makeSkus(t, [{ price: 9_900, stock: 9 }]))[0]!,
    days: 365,
    memberPricePercent: 95,
    freeShipping: true,
    monthlyCouponTemplateId: null,
    extraPointsPercent: 0,
    onSale: true,
  },
})
expect(yearCard.status, JSON.stringify(yearCard.body)).toBe(200)
const yearCardWith = await quoted(yearCardLocate, { cardId: yearCard.body.id })
/** A buy-with-gift activity running (docs/gifts.md "买赠"): its id and SKU are public, the address and coupon the caller's. */
const buyGiftSku = (await makeSkus(t, [{ price: 9_900, stock: 9 }]))[0]!
const buyGift = await t.call(merchantCreateBuyGift, {
  token: await t.loginConsole(),
  body: {
    name: '买赠',
    skuIds: [buyGiftSku],
    couponTemplateId: await couponTemplateId(t, 'SHOP-199-30'),
    startsAt: new Date(t.clock.now().getTime() - 60_000).toISOString(),
    endsAt: new Date(t.clock.now().getTime() + 86_400_000).toISOString(),
    enabled: true,
  },
})
expect(buyGift.status, JSON.stringify(buyGift.body)).toBe(200)
const buyGiftChoice = { activityId: buyGift.body.id, skuId: buyGiftSku, quantity: 1 }
const buyGiftWith = await quoted(buyGiftLocate, buyGiftChoice)
/** A cycle plan on sale and the owner's paid cycle order (docs/cycle-purchases.md). */
const cyclePlan = await t.call(merchantCreateCyclePlan, {
  token: await t.loginConsole(),
  body: {
    name: '周期购',
    description: '',
    skuId: (await makeSkus(t, [{ price: 9_900, stock: 9 }]))[0]!,
    deliveries: 3,
    intervalDays: 30,
    unitsPerDelivery: 1,
    unitPrice: 8_800,
    onSale: true,
  },
})
expect(cyclePlan.status, JSON.stringify(cyclePlan.body)).toBe(200)
const cycleWith = await quoted(cyclePlanLocate, { planId: cyclePlan.body.id })
const ownersCycleQuote = await t.call(cyclePlanLocate, {
  token: owner.token,
  body: { planId: cyclePlan.body.id, ...ownersAddress },
})
const ownersCycle = await t.call(cyclePlanSubmit, {
  token: owner.token,
  body: {
    planId: cyclePlan.body.id,
    ...ownersAddress,
    quote: ownersCycleQuote.body.quote,
    idempotencyKey: key(),
  },
})
expect(ownersCycle.status, JSON.stringify(ownersCycle.body)).toBe(200)
await pay(t, owner, ownersCycle.body.orderId)
const cycleOrderId = ownersCycle.body.orderId
const cycleDeliveryId = (await t.call(cycleOrderDetailRoute, { token: owner.token, params: { orderId: cycleOrderId } }))
  .body.deliveryList[0]!.id

/** The owner's recycling request of the demo programme (docs/recycling.md) and a demo try-use activity. */
const [demoRecycling] = (await t.call(recycleProgrammes)).body
const ownersRecycle = await t.call(recycleApply, {
  token: owner.token,
  body: {
    programmeId: demoRecycling!.id,
    method: 'parcel',
    items: [{ goods: demoRecycling!.acceptedGoods[0]!, units: 1 }],
  },
})
expect(ownersRecycle.status, JSON.stringify(ownersRecycle.body)).toBe(200)
const recycleId = { params: { id: ownersRecycle.body.id } }
const [demoTryUse] = (await t.call(tryUseActivities)).body
/** A deposit pre-sale selling now (docs/pre-sales.md): its id is public; the address and the deposit's order are not. */
const hour = 3_600_000
const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString()
const presale = await t.call(merchantCreatePresale, {
  token: await t.loginConsole(),
  body: {
    name: '预售',
    skuId: (await makeSkus(t, [{ price: 9_900, stock: 9 }]))[0]!,
    mode: 'deposit',
    price: 9_900,
    deposit: 1_000,
    depositValue: 2_000,
    startsAt: at(-hour),
    endsAt: at(24 * hour),
    balanceStartsAt: at(48 * hour),
    balanceEndsAt: at(72 * hour),
    shipFrom: at(96 * hour),
    unpaidRule: 'refund',
    stock: 9,
    limitPerCustomer: 2,
    onSale: true,
  },
})
expect(presale.status, JSON.stringify(presale.body)).toBe(200)
const presaleWith = await quoted(presaleLocate, { presaleId: presale.body.id, quantity: 1 })
const ownersDeposit = await t.call(presaleSubmit, { token: owner.token, ...presaleWith(ownersAddress) })
expect(ownersDeposit.status, JSON.stringify(ownersDeposit.body)).toBe(200)
await pay(t, owner, ownersDeposit.body.orderId)
/** A one-price activity running now (docs/one-price.md): its id and goods are public; the address is not. */
const onePriceSku = (await makeSkus(t, [{ price: 9_900, stock: 9 }]))[0]!
const onePrice = await t.call(merchantCreateOnePrice, {
  token: await t.loginConsole(),
  body: {
    name: '一口价',
    title: '一口价',
    startsAt: at(-hour),
    endsAt: at(24 * hour),
    limitPerCustomer: 2,
    limitPerOrder: null,
    onSale: true,
    goods: [{ skuId: onePriceSku, price: 4_900, stock: 9 }],
  },
})
expect(onePrice.status, JSON.stringify(onePrice.body)).toBe(200)
const onePriceChoice = { activityId: onePrice.body.id, skuId: onePriceSku, quantity: 1 }
const onePriceWith = await quoted(onePriceLocate, onePriceChoice)

/** A guide's push orders: one the owner opened (so it is theirs), one the stranger opened. */
const guideToken = (await t.loginCustomer(DEMO_GUIDE_MOBILE)).jwtString
const pushed = async (who: Shopper) => {
  const sent = await t.call(baSubmit, { token: guideToken, body: { items: [buyOne], requestId: key() } })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  expect((await t.call(pushOrderForCustomer, { token: who.token, params: { code: sent.body.code } })).status).toBe(200)
  return sent.body
}
const ownersPush = await pushed(owner)
const strangersPush = await pushed(stranger)
const pushShown = await t.call(pushOrderLocate, { token: stranger.token, body: { code: strangersPush.code } })
const pushOrderWith = (ids: object) => ({
  body: { code: strangersPush.code, ...ids, quote: pushShown.body.cart.quote, idempotencyKey: key() },
})

/** A distributor's push orders (the same push orders, distribution_order): one each, opened as above. */
const distributorToken = (await t.loginCustomer(DEMO_DISTRIBUTOR_MOBILE)).jwtString
const distributed = async (who: Shopper) => {
  const sent = await t.call(distributionCartSubmit, {
    token: distributorToken,
    body: { items: [buyOne], requestId: key() },
  })
  expect(sent.status, JSON.stringify(sent.body)).toBe(200)
  expect((await t.call(pushOrderForCustomer, { token: who.token, params: { code: sent.body.code } })).status).toBe(200)
  return sent.body
}
const ownersDistributed = await distributed(owner)
const strangersDistributed = await distributed(stranger)
const distributedShown = await t.call(distributionOrderLocate, {
  token: stranger.token,
  body: { code: strangersDistributed.code },
})
const distributedWith = (ids: object) => ({
  body: { code: strangersDistributed.code, ...ids, quote: distributedShown.body.cart.quote, idempotencyKey: key() },
})
const ownersCoupon = { couponId: String(couponId) }

/** The owner's wish (the wish list, docs/wish-list.md). */
const ownersWish = await t.call(wishCreate, { token: owner.token, body: { text: '一支口红', quantity: 1 } })
expect(ownersWish.status, JSON.stringify(ownersWish.body)).toBe(200)

type Case = [RouteDef, Record<string, unknown>, number, string]
const notFound = (def: RouteDef, options: Record<string, unknown>, code = 'orderNotFound'): Case => [
  def,
  options,
  404,
  code,
]
const unusableCoupon = (def: RouteDef, options: Record<string, unknown>): Case => [
  def,
  options,
  409,
  'couponUnavailable',
]

/** The owner's ids tried by the stranger, with the answer each call must give. */
const TRIED: Case[] = [
  notFound(orderDetailRoute, { params: { id: unpaid.orderId } }),
  notFound(orderSimpleDetailRoute, { params: { id: unpaid.orderId } }),
  notFound(participationOfOrder, { params: { orderId: unpaid.orderId } }),
  notFound(surpriseBoxOfOrder, { params: { orderId: unpaid.orderId } }, 'notFound'),
  notFound(orderCancel, { params: { id: unpaid.orderId } }),
  notFound(orderDelete, { params: { id: closed.orderId } }),
  notFound(orderDeliver, { params: { id: received.orderId } }),
  notFound(buyAgain, { params: { id: received.orderId } }),
  notFound(payment, { body: { orderId: unpaid.orderId, payType: 'h5' } }),
  notFound(paymentQueryIsPaid, { params: { orderId: unpaid.orderId } }),
  notFound(releaseDoublePayLock, { body: { orderId: unpaid.orderId } }),
  notFound(payReleaseDoublePayLock, { body: { orderId: unpaid.orderId } }),
  notFound(helpPayShare, { params: { id: unpaid.orderId } }),
  notFound(orderLogistics, { params: { orderId: received.orderId } }),
  notFound(orderLogisticsByOms, { params: { orderId: received.orderId } }),
  notFound(shipmentTrackRoute, { params: { orderId: received.orderId, shipmentId } }),
  notFound(orderEvaluations, { params: { orderId: received.orderId } }),
  notFound(createEvaluation, { body: { orderId: received.orderId, items: [{ lineId: lineB, rating: 1 }] } }),
  notFound(checkInvoice, { params: { orderId: received.orderId } }),
  notFound(createInvoice, { params: { orderId: received.orderId }, body: { titleId } }),
  notFound(invoiceMail, { params: { orderId: received.orderId, channel: 'email', mail: 'who@example.com' } }),
  notFound(orderRefunds, { params: { orderId: received.orderId } }),
  notFound(priceProtectionClaim, { params: { orderLineId: lineB } }),
  notFound(refundLocate, { body: { orderId: received.orderId, refundId } }),
  notFound(refundSubmit, { body: { orderId: received.orderId, ...refundRequest } }),
  notFound(refundListItem, { params: { id: refundId } }, 'refundNotFound'),
  notFound(refundDetailRoute, { params: { id: refundId } }, 'refundNotFound'),
  notFound(refundModify, { params: { id: refundId }, body: refundRequest }, 'refundNotFound'),
  notFound(refundCancel, { params: { id: refundId } }, 'refundNotFound'),
  notFound(refundPointsValidate, { params: { id: refundId } }, 'refundNotFound'),
  notFound(
    refundBuyerConfirm,
    { params: { id: refundId }, body: { carrierCode: 'yuantong', waybillNo: waybill() } },
    'refundNotFound',
  ),
  notFound(addressDetail, { params: { id: owner.addressId } }, 'notFound'),
  notFound(recycleRecordDetail, recycleId, 'recycleRecordNotFound'),
  notFound(
    recycleShip,
    { ...recycleId, body: { carrier: '顺丰速运', trackingNo: 'SF1234567890' } },
    'recycleRecordNotFound',
  ),
  notFound(recycleCancel, recycleId, 'recycleRecordNotFound'),
  notFound(tryUseApply, { body: { activityId: demoTryUse!.id, addressId: owner.addressId, reason: '' } }, 'notFound'),
  notFound(updateAddress, { params: { id: owner.addressId }, body: addressForm() }, 'notFound'),
  notFound(deleteAddress, { params: { id: owner.addressId } }, 'notFound'),
  notFound(setPreferredAddress, { params: { id: owner.addressId } }, 'notFound'),
  notFound(cartLocate, { body: ownersAddress }, 'notFound'),
  notFound(buyNowLocate, { body: { ...buyOne, ...ownersAddress } }, 'notFound'),
  notFound(multiBuyNowLocate, { body: { items: [buyOne], ...ownersAddress } }, 'notFound'),
  unusableCoupon(cartLocate, { body: ownersCoupon }),
  unusableCoupon(buyNowLocate, { body: { ...buyOne, ...ownersCoupon } }),
  unusableCoupon(multiBuyNowLocate, { body: { items: [buyOne], ...ownersCoupon } }),
  notFound(buyNowSubmit, buyNowWith(ownersAddress), 'notFound'),
  notFound(multiBuyNowSubmit, multiBuyNowWith(ownersAddress), 'notFound'),
  notFound(cartSubmit, cartWith(ownersAddress), 'notFound'),
  unusableCoupon(yearCardSubmit, yearCardWith(ownersCoupon)),
  notFound(buyGiftLocate, { body: { ...buyGiftChoice, ...ownersAddress } }, 'notFound'),
  notFound(buyGiftSubmit, buyGiftWith(ownersAddress), 'notFound'),
  unusableCoupon(buyGiftSubmit, buyGiftWith({ ...ownersCoupon, addressId: stranger.addressId })),
  notFound(cyclePlanLocate, { body: { planId: cyclePlan.body.id, ...ownersAddress } }, 'notFound'),
  notFound(cyclePlanSubmit, cycleWith(ownersAddress), 'notFound'),
  unusableCoupon(cyclePlanSubmit, cycleWith({ ...ownersCoupon, addressId: stranger.addressId })),
  notFound(cycleOrderDetailRoute, { params: { orderId: cycleOrderId } }, 'cycleOrderNotFound'),
  notFound(cycleOrderPause, { params: { orderId: cycleOrderId } }, 'cycleOrderNotFound'),
  notFound(cycleOrderResume, { params: { orderId: cycleOrderId } }, 'cycleOrderNotFound'),
  notFound(cycleOrderSkip, { params: { orderId: cycleOrderId, deliveryId: cycleDeliveryId } }, 'cycleOrderNotFound'),
  notFound(
    cycleOrderAddress,
    { params: { orderId: cycleOrderId }, body: { addressId: stranger.addressId } },
    'cycleOrderNotFound',
  ),
  notFound(presaleLocate, { body: { presaleId: presale.body.id, quantity: 1, ...ownersAddress } }, 'notFound'),
  notFound(presaleSubmit, presaleWith(ownersAddress), 'notFound'),
  notFound(presaleBalance, { body: { orderId: ownersDeposit.body.orderId } }),
  notFound(onePriceLocate, { body: { ...onePriceChoice, ...ownersAddress } }, 'notFound'),
  notFound(onePriceSubmit, onePriceWith(ownersAddress), 'notFound'),
  unusableCoupon(buyNowSubmit, buyNowWith({ ...ownersCoupon, addressId: stranger.addressId })),
  unusableCoupon(multiBuyNowSubmit, multiBuyNowWith({ ...ownersCoupon, addressId: stranger.addressId })),
  unusableCoupon(cartSubmit, cartWith({ ...ownersCoupon, addressId: stranger.addressId })),
  notFound(pushOrderLocate, { body: { code: strangersPush.code, ...ownersAddress } }, 'notFound'),
  unusableCoupon(pushOrderLocate, { body: { code: strangersPush.code, ...ownersCoupon } }),
  notFound(pushOrderSubmit, pushOrderWith(ownersAddress), 'notFound'),
  notFound(distributionOrderLocate, { body: { code: strangersDistributed.code, ...ownersAddress } }, 'notFound'),
  unusableCoupon(distributionOrderLocate, { body: { code: strangersDistributed.code, ...ownersCoupon } }),
  notFound(distributionOrderSubmit, distributedWith(ownersAddress), 'notFound'),
  // A distributor's own: a customer who is none is refused before the id is looked at (distributor against
  // distributor: src/flows/push-order.test.ts).
  [distributorPushOrderDetail, { params: { id: ownersDistributed.id } }, 403, 'distributorNotActive'],
  // The same for a withdrawal (distributor against distributor: src/modules/distribution/distribution.test.ts).
  [distributorCheckWithdrawal, { params: { id: 1 } }, 403, 'distributorNotActive'],
  notFound(wishDetail, { params: { id: ownersWish.body.id } }, 'wishNotFound'),
  notFound(wishCancel, { params: { id: ownersWish.body.id } }, 'wishNotFound'),
  // The distributor's side of a wish: a customer who is none is refused first (a distributor the customer is not bound
  // to: src/flows/wish-list.test.ts).
  [distributorWishDetail, { params: { id: ownersWish.body.id } }, 403, 'distributorNotActive'],
  [
    distributorWishPush,
    { params: { id: ownersWish.body.id }, body: { items: [buyOne], requestId: key() } },
    403,
    'distributorNotActive',
  ],
  // A guide's calls: a customer who is no guide is refused before any id is looked at (guide against guide:
  // src/flows/push-order.test.ts).
  [baPushOrderDetail, { params: { id: ownersPush.id } }, 403, 'guideOnly'],
  [baBehaviorAppend, { body: { action: 'follow_up', pushOrderId: ownersPush.id, requestId: key() } }, 403, 'guideOnly'],
  notFound(giftGive, { body: { orderId: liveGift.orderId } }),
  notFound(giftCancelGive, { body: { orderId: liveGift.orderId } }),
  notFound(giftDetail, { query: { orderId: liveGift.orderId } }),
  notFound(giftDetail, { query: { giftId: claimedGiftId } }, 'giftNotFound'),
  notFound(giftLogistics, { params: { giftId: claimedGiftId } }, 'giftNotFound'),
  notFound(giftAcquire, { body: { code: liveGift.code, addressId: owner.addressId } }, 'notFound'),
  unusableCoupon(giftLocate, { body: { ...buyOne, ...ownersCoupon } }),
  unusableCoupon(giftSubmit, giftWith(ownersCoupon)),
  notFound(customerCouponDetail, { params: { id: couponId } }, 'notFound'),
  notFound(readMessage, { params: { id: messageId } }, 'messageNotFound'),
  [luckdrawClaim, { params: { id: awardId }, body: { addressId: stranger.addressId } }, 409, 'awardNotClaimable'],
  notFound(
    saveCustomerInvoiceTitle,
    { body: { id: titleId, type: 'personal', title: '冒名' } },
    'invoiceTitleNotFound',
  ),
]

function addressForm() {
  return {
    name: '冒名',
    mobile: '13912345678',
    province: '上海市',
    city: '上海市',
    district: '静安区',
    detail: '南京西路1号',
  }
}

/** Everything the owner can see of their things, and the rows behind the payments and the help-pay code. */
async function ownersView() {
  const see = async <R extends RouteDef>(def: R, options: CallOptions<R> = {}) => {
    const answer = await t.call(def, { token: owner.token, ...options })
    expect(answer.status, `${routeName(def)} ${JSON.stringify(answer.body)}`).toBe(200)
    return answer.body
  }
  const orders = [unpaid.orderId, closed.orderId, received.orderId]
  return {
    orders: await Promise.all(orders.map((id) => see(orderDetailRoute, { params: { id } }))),
    rows: await Promise.all(orders.map((id) => orderRow(t, id))),
    payments: await Promise.all(orders.map((id) => paymentsOf(t, id))),
    refunds: await see(orderRefunds, { params: { orderId: received.orderId } }),
    refund: await see(refundDetailRoute, { params: { id: refundId } }),
    evaluations: await see(orderEvaluations, { params: { orderId: received.orderId } }),
    invoice: await see(checkInvoice, { params: { orderId: received.orderId } }),
    titles: await see(customerInvoiceTitles),
    address: await see(addressDetail, { params: { id: owner.addressId } }),
    recycle: await see(recycleRecordDetail, recycleId),
    coupon: await see(customerCouponDetail, { params: { id: couponId } }),
    messages: await see(messageList),
    awards: await see(luckdrawAwards, { query: { page: '0', size: '1000' } }),
    gifts: await Promise.all([claimedGift, liveGift].map(({ orderId }) => see(giftDetail, { query: { orderId } }))),
  }
}

describe('another customer’s things', () => {
  it('every call that takes an id is either tried here or takes a public id', () => {
    const tried = new Set(TRIED.map(([def]) => def))
    const unplaced = idTakingCalls.filter((def) => !tried.has(def) && !PUBLIC_IDS.has(def)).map(routeName)
    expect(unplaced, 'calls that take an id but are neither tried nor public').toEqual([])
    const both = [...tried].filter((def) => PUBLIC_IDS.has(def)).map(routeName)
    expect(both, 'calls both tried and public').toEqual([])
    const stray = [...tried, ...PUBLIC_IDS.keys()].filter((def) => !idTakingCalls.includes(def)).map(routeName)
    expect(stray, 'listed calls that take no id').toEqual([])
  })

  it('are not found, and stay as they were, on every call that takes their id', async () => {
    const before = await ownersView()
    const answers = []
    for (const [def, options] of TRIED) {
      const answer = await t.call(def, { token: stranger.token, ...options })
      answers.push([routeName(def), answer.status, answer.body.code])
    }
    expect(answers).toEqual(TRIED.map(([def, , status, code]) => [routeName(def), status, code]))
    expect(await ownersView()).toEqual(before)
  })
})
