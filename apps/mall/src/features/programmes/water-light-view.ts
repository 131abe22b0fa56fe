import type { WaterLightItem } from '@shop/contracts'
import { addChinaDays } from '@shop/domain'

/** The check-in button's words and whether it can be tapped. */
export function checkInState(item: WaterLightItem, signedIn: boolean): { text: string; enabled: boolean } {
  if (item.status === 'upcoming') return { text: '即将开始', enabled: false }
  if (item.status === 'ended') return { text: '活动已结束', enabled: false }
  if (!signedIn) return { text: '登录打卡', enabled: true }
  if (item.checkedToday) return { text: '今日已打卡', enabled: false }
  return { text: '今日打卡', enabled: true }
}

/** The reward in words: 100积分 + 满199减30. */
export const rewardText = (item: Pick<WaterLightItem, 'points' | 'couponTitle'>): string =>
  [item.points > 0 && `${item.points}积分`, item.couponTitle].filter(Boolean).join(' + ')

/** Where the reward stands: 已领取, or the days still to go. */
export function rewardState(item: WaterLightItem): string {
  if (item.completed) return '已领取'
  const left = Math.max(0, item.daysRequired - item.counted)
  return left === 0 ? '奖励发放中' : `再打卡${left}天可领取`
}

export interface WindowCell {
  date: string
  /** 1-based day of the window. */
  day: number
  checked: boolean
  photo: boolean
  today: boolean
  future: boolean
}

/** The window's days in order, each with whether it was a check-in day (and with a photo). */
export function windowCells(item: WaterLightItem): WindowCell[] {
  const checked = new Map(item.days.map((d) => [d.date, d.photo !== null]))
  return Array.from({ length: item.windowDays }, (_, i) => {
    const date = addChinaDays(item.firstDay, i)
    return {
      date,
      day: i + 1,
      checked: checked.has(date),
      photo: checked.get(date) ?? false,
      today: date === item.today,
      future: date > item.today,
    }
  })
}
