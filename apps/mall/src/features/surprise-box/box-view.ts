import type { SurpriseBoxItem } from '@shop/contracts'

/** An odds as the page shows it: a percentage with two decimals (0.125 → 12.50%). */
export const oddsText = (odds: number) => `${(Math.round(odds * 10_000) / 100).toFixed(2)}%`

/** What the box's button says, and whether it buys: 立即购买, or why not. */
export function boxAction(box: SurpriseBoxItem): { text: string; enabled: boolean } {
  if (box.status === 'upcoming') return { text: '即将开售', enabled: false }
  if (box.status === 'ended') return { text: '已结束', enabled: false }
  if (box.left <= 0) return { text: '已售罄', enabled: false }
  if (box.bought >= box.limitPerCustomer) return { text: '已达限购', enabled: false }
  return { text: '立即购买', enabled: true }
}
