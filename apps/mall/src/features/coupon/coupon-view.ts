import type { CustomerCoupon, ReceivableCoupon } from '@shop/contracts'
import { couponValidity } from '@shop/domain'
import { PAGES, url } from '../../lib/navigation/routes'

/** A coupon on offer: its fixed window, or the days it lasts once received. */
export function offerValidity(c: Pick<ReceivableCoupon, 'validFrom' | 'validTo' | 'validDays'>): string {
  if (c.validFrom && c.validTo) return couponValidity({ validFrom: c.validFrom, validTo: c.validTo })
  return c.validDays ? `领取后${c.validDays}天内有效` : ''
}

export type OfferState = 'receive' | 'received' | 'soldOut' | 'closed'

/** What an offer's button says: 领取, or why not (已领取 up to the limit, 已领完, 不可领取). */
export function offerState(
  c: Pick<ReceivableCoupon, 'remaining' | 'received' | 'perCustomerLimit' | 'receivable'>,
): OfferState {
  if (c.remaining !== null && c.remaining <= 0) return 'soldOut'
  if (c.received >= c.perCustomerLimit) return 'received'
  return c.receivable ? 'receive' : 'closed'
}

export const OFFER_BUTTON: Record<OfferState, string> = {
  receive: '领取',
  received: '已领取',
  soldOut: '已领完',
  closed: '不可领取',
}

/** Where 去使用 leads: the goods a coupon is for, or the shop's home for a coupon of the whole shop. */
export function couponUseTarget(c: Pick<CustomerCoupon, 'scope'>): string {
  const goodsId = c.scope.all ? undefined : c.scope.goodsIds[0]
  return goodsId ? url(PAGES.pdp, { id: goodsId }) : url(PAGES.home)
}

/** The wallet's stamp on a coupon that cannot be used any more. */
export const STATUS_STAMP: Record<CustomerCoupon['status'], string | null> = {
  usable: null,
  used: '已使用',
  expired: '已过期',
}
