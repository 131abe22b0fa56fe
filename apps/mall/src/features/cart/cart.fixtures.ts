import type { Cart, CartLine } from '@shop/contracts'

/** Test data: a cart line and a priced cart with sensible defaults (override what a test is about). */
export function cartLine(skuId: number, over: Partial<CartLine> = {}): CartLine {
  const quantity = over.quantity ?? 1
  const price = over.price ?? 4500
  return {
    skuId,
    goodsId: 1,
    name: '澜肌氨基酸洁面乳',
    skuCode: `SKU-${skuId}`,
    image: '/assets/goods/a.png',
    specifications: [{ name: '容量', value: `${skuId}0g`, code: `${skuId}0G`, image: null }],
    quantity,
    selected: true,
    inTotals: true,
    price,
    marketingPrice: 5500,
    activityPrice: null,
    priceWhenAdded: price,
    priceChanged: false,
    stock: 100,
    sellOut: false,
    limitPerCustomer: null,
    status: 'normal',
    reason: null,
    addOnOf: null,
    originAmount: price * quantity,
    benefitAmount: 0,
    actualAmount: price * quantity,
    pointsAmount: 0,
    realPayAmount: price * quantity,
    adjustments: [],
    addedAt: '2026-11-21T09:00:00.000Z',
    ...over,
  }
}

export function pricedCart(goods: CartLine[], over: Partial<Cart> = {}): Cart {
  const total = goods.filter((l) => l.inTotals).reduce((sum, l) => sum + l.actualAmount, 0)
  return {
    goods,
    cartItemNum: goods.filter((l) => l.addOnOf === null).reduce((n, l) => n + l.quantity, 0),
    cartMaxQuantity: 99,
    originShippingPrice: 1000,
    actualShippingPrice: 1000,
    coupons: { usable: [], unusable: [] },
    selectedCouponId: null,
    couponAutoSelected: false,
    promotions: [],
    adjustments: [],
    gifts: [],
    selectGifts: [],
    promotionCode: null,
    promotionCodeInvalid: false,
    promotionCodeInvalidReason: null,
    totalOriginAmount: total,
    totalBenefitAmount: 0,
    totalActualAmount: total,
    totalRealPayAmount: total + 1000,
    pointsBalance: 0,
    usablePoints: 0,
    totalRealPayPoints: 0,
    totalPointsToAmount: 0,
    allowPointsPay: false,
    giftsReportList: [],
    giftPackages: [],
    customCard: null,
    giftTotalPrice: 0,
    showCartNotice: false,
    cartNotices: [],
    address: null,
    quote: 'quote-0000000000000001',
    ...over,
  }
}
