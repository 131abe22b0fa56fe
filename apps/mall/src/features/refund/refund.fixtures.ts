import type { RefundDetail } from '@shop/contracts'
import type { RefundLocate, RefundableLine } from './api/refund-locate'

/** Refunds as the server answers them, for the refund pages' tests. */

export const refundableLine = (lineId: number, overrides: Partial<RefundableLine> = {}): RefundableLine => ({
  lineId,
  skuId: 100 + lineId,
  goodsId: 10 + lineId,
  name: `精华 ${lineId}`,
  image: `/uploads/goods/${lineId}.jpg`,
  specs: '30ml',
  quantity: 3,
  refundableQuantity: 3,
  refundableAmount: 29000,
  refundablePoints: 1000,
  returnableQuantity: 3,
  ...overrides,
})

export const locate = (overrides: Partial<RefundLocate> = {}): RefundLocate => ({
  orderId: 7,
  orderNo: '202611210007',
  orderStatus: 'wait_receive',
  types: [
    { type: 'REFUND_ONLY', label: '仅退款' },
    { type: 'RETURN_REFUND', label: '退货退款' },
  ],
  reasons: [{ code: 'damaged', label: '商品破损' }],
  lines: [
    refundableLine(1),
    refundableLine(2, { quantity: 1, refundableQuantity: 1, refundableAmount: 4800, refundablePoints: 200 }),
  ],
  shippingAmount: 1000,
  refundWindowEnds: '2026-12-21T10:00:00.000Z',
  ...overrides,
})

export const refundDetail = (overrides: Partial<RefundDetail> = {}): RefundDetail => ({
  refundId: 31,
  id: 31,
  refundNo: 'R202611210031',
  orderId: 7,
  orderNo: '202611210007',
  type: 'REFUND_ONLY',
  typeLabel: '仅退款',
  status: 'submitted',
  statusLabel: '待审核',
  totalAmount: 9667,
  points: 334,
  goodsNum: 1,
  lines: [{ ...refundableLine(1), quantity: 1, amount: 9667, points: 334 }],
  createTime: '2026-11-21T10:00:00.000Z',
  updateTime: '2026-11-21T10:00:00.000Z',
  goodsAmount: 9667,
  shippingAmount: 0,
  reason: 'damaged',
  reasonLabel: '商品破损',
  description: '瓶身有裂痕',
  images: [],
  rejectReason: null,
  returnAddress: null,
  returnCarrierCode: null,
  returnCarrierName: null,
  returnWaybillNo: null,
  refundedAt: null,
  actions: ['modify', 'cancel'],
  timeline: [
    { type: 'submit', label: '提交退款申请', fromStatus: null, toStatus: 'submitted', at: '2026-11-21T10:00:00.000Z' },
  ],
  ...overrides,
})
