import type { MemberGiftItem } from '@shop/contracts'

/** What the pack holds: 200积分 + 满199减30券. */
export const packContents = (gift: Pick<MemberGiftItem, 'points' | 'couponTitle'>): string =>
  [gift.points > 0 && `${gift.points}积分`, gift.couponTitle].filter(Boolean).join(' + ')

/** The claim button's words and whether it can be tapped. */
export function claimState(gift: MemberGiftItem, signedIn: boolean): { text: string; enabled: boolean } {
  if (gift.claimed) return { text: '已领取', enabled: false }
  if (gift.status === 'upcoming') return { text: '即将开始', enabled: false }
  if (gift.status === 'ended') return { text: '已结束', enabled: false }
  if (gift.left <= 0) return { text: '已领完', enabled: false }
  if (!signedIn) return { text: '登录领取', enabled: true }
  return { text: '立即领取', enabled: gift.reason === null }
}
