import type {
  CouponTemplateStatus,
  CustomerCoupon,
  CustomerCouponStatus,
  MerchantCouponTemplate,
  ReceivableCoupon,
} from '@shop/contracts'
import { couponFace, type CouponInput, type CouponType } from '@shop/domain'
import type { CustomerCouponRow, HeldCoupon, TemplateRow, UsageCounts } from './coupons.repository'

const coversAll = (t: TemplateRow) => t.goodsIds.length === 0 && t.skuIds.length === 0

/** The template's terms as both kinds of answer show them (and programmes naming the coupon they give). */
export function terms(t: TemplateRow) {
  const type = t.promotionType as CouponType
  const face = couponFace({ promotionType: type, promotionValue: t.promotionValue, threshold: t.threshold })
  return {
    templateId: t.id,
    couponTemplateId: t.id,
    title: t.title,
    description: t.description,
    promotionType: type,
    promotionValue: t.promotionValue,
    threshold: t.threshold,
    tag: face.tag,
    displayValue: face.figure,
    condition: face.condition,
    scope: {
      all: coversAll(t),
      goodsIds: t.goodsIds,
      skuIds: t.skuIds,
      summary: coversAll(t) ? '全场通用' : '指定商品可用',
    },
    gifts: t.gifts,
  }
}

/** Stored usable or used; a usable coupon whose window has closed reads as expired. */
export const statusAt = (coupon: CustomerCouponRow, now: Date): CustomerCouponStatus =>
  coupon.status === 'used' ? 'used' : coupon.status === 'revoked' || coupon.validTo <= now ? 'expired' : 'usable'

export function toCustomerCoupon({ coupon, template }: HeldCoupon, now: Date): CustomerCoupon {
  return {
    id: coupon.id,
    couponId: coupon.id,
    customerId: coupon.customerId,
    status: statusAt(coupon, now),
    ...terms(template),
    validFrom: coupon.validFrom.toISOString(),
    validTo: coupon.validTo.toISOString(),
    receivedAt: coupon.receivedAt.toISOString(),
    orderId: coupon.orderId,
    usedAt: coupon.usedAt?.toISOString() ?? null,
    buyGiftActivityId: coupon.buyGiftActivityId,
  }
}

export function toReceivableCoupon(template: TemplateRow, received: number): ReceivableCoupon {
  const remaining = template.totalQuantity === null ? null : template.totalQuantity - template.issuedCount
  return {
    ...terms(template),
    validFrom: template.validFrom?.toISOString() ?? null,
    validTo: template.validTo?.toISOString() ?? null,
    validDays: template.validDays,
    remaining,
    perCustomerLimit: template.perCustomerLimit,
    received,
    receivable: remaining !== 0 && received < template.perCustomerLimit,
  }
}

/** A held coupon as the pricing engine reads it: string ids, epoch-millisecond window, scope and gifts. */
export function toCouponInput({ coupon, template }: HeldCoupon): CouponInput {
  const ids = (list: number[]) => list.map(String)
  return {
    id: String(coupon.id),
    templateId: String(template.id),
    title: template.title,
    promotionType: template.promotionType as CouponType,
    promotionValue: template.promotionValue,
    threshold: template.threshold,
    validFrom: coupon.validFrom.getTime(),
    validTo: coupon.validTo.getTime(),
    scope: coversAll(template) ? 'all' : { goodsIds: ids(template.goodsIds), skuIds: ids(template.skuIds) },
    ...(template.promotionType === 3 && {
      gifts: template.gifts.map((g) => ({ ...g, skuId: String(g.skuId), goodsId: String(g.goodsId) })),
    }),
  }
}

const TEMPLATE_STATUS_LABELS: Record<CouponTemplateStatus, string> = {
  running: '发放中',
  upcoming: '未开始',
  ended: '已结束',
  stopped: '已停止',
}

/** Stopped by the merchant, past its fixed window, before it, or handing out. */
export function templateStatusAt(t: TemplateRow, now: Date): CouponTemplateStatus {
  if (!t.active) return 'stopped'
  if (t.validTo !== null && t.validTo <= now) return 'ended'
  if (t.validFrom !== null && t.validFrom > now) return 'upcoming'
  return 'running'
}

export function toMerchantTemplate(t: TemplateRow, usage: UsageCounts | undefined, now: Date): MerchantCouponTemplate {
  const { templateId, title, description, promotionType, promotionValue, threshold, tag, displayValue, condition } =
    terms(t)
  const status = templateStatusAt(t, now)
  const counts = usage ?? { used: 0, expired: 0, usable: 0 }
  return {
    templateId,
    code: t.code,
    title,
    description,
    promotionType,
    tag,
    promotionValue,
    threshold,
    displayValue,
    condition,
    goodsIds: t.goodsIds,
    skuIds: t.skuIds,
    gifts: t.gifts,
    validFrom: t.validFrom?.toISOString() ?? null,
    validTo: t.validTo?.toISOString() ?? null,
    validDays: t.validDays,
    totalQuantity: t.totalQuantity,
    perCustomerLimit: t.perCustomerLimit,
    campaign: t.campaign,
    active: t.active,
    status,
    statusLabel: TEMPLATE_STATUS_LABELS[status],
    issuedCount: t.issuedCount,
    usedCount: counts.used,
    expiredCount: counts.expired,
    usableCount: counts.usable,
    termsLocked: t.issuedCount > 0,
    createdAt: t.createdAt.toISOString(),
  }
}
