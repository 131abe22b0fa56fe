/**
 * A gift order's own life beside its order's (docs/gifts.md): placed (wait_pay) → paid, waiting to be given
 * (ready) → its link shared (given; a new link replaces the old one, giving it on) → claimed by one friend with their
 * address (claimed; the order can ship). Unclaimed, it expires at its deadline and the order is refunded (expired);
 * the buyer can still refund it before it is claimed (cancelled), and an unpaid one closes with its order (closed).
 */
export const GIFT_STATUSES = ['wait_pay', 'ready', 'given', 'claimed', 'expired', 'cancelled', 'closed'] as const
export type GiftStatus = (typeof GIFT_STATUSES)[number]

export const GIFT_STATUS_LABELS: Record<GiftStatus, string> = {
  wait_pay: '待支付',
  ready: '待送出',
  given: '待好友领取',
  claimed: '好友已领取',
  expired: '超时未领取，已退款',
  cancelled: '已退款',
  closed: '已关闭',
}

/** A link can be made (or made again, which voids the last one) only before the gift is claimed. */
export const GIVABLE: readonly GiftStatus[] = ['ready', 'given']

/** The gift still belongs to the buyer: they may refund it (docs/gifts.md "Who holds what"). */
export const UNCLAIMED: readonly GiftStatus[] = ['wait_pay', 'ready', 'given']
