import type { OrderCard, OrderDetail } from '@shop/contracts'

/** Orders as the server answers them, for the order pages' tests. */

export const line = (
  lineId: number,
  overrides: Partial<OrderCard['lines'][number]> = {},
): OrderCard['lines'][number] => ({
  lineId,
  skuId: 100 + lineId,
  goodsId: 10 + lineId,
  skuCode: `SKU${lineId}`,
  name: `氨基酸洁面乳 ${lineId}`,
  image: `/uploads/goods/${lineId}.jpg`,
  specs: '120ml / 清爽型',
  specifications: [],
  price: 12900,
  marketingPrice: 15900,
  quantity: 1,
  realPayAmount: 12900,
  addOnOf: null,
  ...overrides,
})

export const orderCard = (orderId: number, overrides: Partial<OrderCard> = {}): OrderCard => ({
  orderId,
  id: orderId,
  orderNo: `20261121000${orderId}`,
  orderType: 'normal',
  orderTypeLabel: '普通订单',
  status: 'wait_pay',
  statusLabel: '待付款',
  createTime: '2026-11-21T10:00:00.000Z',
  updateTime: '2026-11-21T10:00:00.000Z',
  lines: [line(1, { quantity: 2 })],
  goodsNum: 2,
  totalOriginAmount: 25800,
  totalBenefitAmount: 2000,
  actualShippingPrice: 0,
  totalRealPayPoints: 0,
  totalRealPayAmount: 23800,
  payDeadline: '2026-11-21T10:30:00.000Z',
  actions: [
    { action: 'pay', label: '去支付' },
    { action: 'cancel', label: '取消订单' },
  ],
  ...overrides,
})

export const orderDetail = (orderId: number, overrides: Partial<OrderDetail> = {}): OrderDetail => ({
  ...orderCard(orderId),
  channel: 'h5',
  address: {
    name: '林小澜',
    mobile: '13812345678',
    province: '浙江省',
    city: '杭州市',
    district: '西湖区',
    detail: '文三路100号',
    postalCode: null,
  },
  remark: null,
  totalActualAmount: 25800,
  totalPointsToAmount: 0,
  originShippingPrice: 0,
  giftTotalPrice: 0,
  promotionCode: null,
  priceExtend: [
    { code: 'originalPrice', label: '商品金额', amount: 25800, deducted: false },
    { code: 'benefit', label: '优惠', amount: 2000, deducted: true },
  ],
  gifts: [],
  customCard: null,
  timeline: [
    { type: 'submit', label: '提交订单', fromStatus: null, toStatus: 'wait_pay', at: '2026-11-21T10:00:00.000Z' },
  ],
  serverTime: '2026-11-21T10:12:30.000Z',
  paidAt: null,
  shippedAt: null,
  receivedAt: null,
  completedAt: null,
  closedAt: null,
  closeReason: null,
  shipments: [],
  invoiceRequested: false,
  refundInProgress: false,
  fullyRefunded: false,
  ...overrides,
})

export const page = <T>(content: T[], page = 0, totalPages = 1) => ({
  content,
  page,
  size: 10,
  totalElements: content.length,
  totalPages,
})
