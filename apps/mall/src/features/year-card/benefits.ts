import type { YearCardView } from '@shop/contracts'

/** A card's benefits as the shopper reads them, one line each. */
export function benefitLines(benefits: YearCardView['benefits']): string[] {
  return [
    benefits.memberPricePercent < 100 && `全场会员价 ${benefits.memberPricePercent / 10} 折`,
    benefits.freeShipping && '全年订单包邮',
    benefits.monthlyCouponTitle && `每30天送「${benefits.monthlyCouponTitle}」`,
    benefits.extraPointsPercent > 0 && `购物积分多得 ${benefits.extraPointsPercent}%`,
  ].filter((line): line is string => typeof line === 'string')
}
