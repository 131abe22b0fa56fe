import type { WaterLightItem } from '@shop/contracts'
import { describe, expect, it } from 'vitest'
import { checkInState, rewardState, rewardText, windowCells } from './water-light-view'

const item = (over: Partial<WaterLightItem> = {}): WaterLightItem => ({
  id: 1,
  name: '7天水光打卡',
  banner: '',
  rule: '',
  status: 'running',
  startsAt: '2026-11-01T00:00:00+08:00',
  endsAt: '2026-11-05T00:00:00+08:00',
  firstDay: '2026-11-01',
  lastDay: '2026-11-04',
  windowDays: 4,
  daysRequired: 3,
  points: 100,
  couponTitle: '满199减30',
  today: '2026-11-03',
  checkedToday: false,
  counted: 1,
  streak: 0,
  days: [{ date: '2026-11-01', photo: '/uploads/a.jpg' }],
  completed: false,
  ...over,
})

describe('a hydration check-in on its page', () => {
  it.each([
    ['running, not yet today', {}, true, '今日打卡', true],
    ['checked in today', { checkedToday: true }, true, '今日已打卡', false],
    ['a visitor', {}, false, '登录打卡', true],
    ['upcoming', { status: 'upcoming' }, true, '即将开始', false],
    ['ended', { status: 'ended' }, true, '活动已结束', false],
  ] as const)('%s → %s', (_, over, signedIn, text, enabled) => {
    expect(checkInState(item(over), signedIn)).toEqual({ text, enabled })
  })

  it('says the reward and where it stands', () => {
    expect(rewardText(item())).toBe('100积分 + 满199减30')
    expect(rewardText(item({ points: 0 }))).toBe('满199减30')
    expect(rewardState(item())).toBe('再打卡2天可领取')
    expect(rewardState(item({ completed: true, counted: 3 }))).toBe('已领取')
  })

  it('lays out the window’s days with the check-ins marked', () => {
    expect(windowCells(item())).toEqual([
      { date: '2026-11-01', day: 1, checked: true, photo: true, today: false, future: false },
      { date: '2026-11-02', day: 2, checked: false, photo: false, today: false, future: false },
      { date: '2026-11-03', day: 3, checked: false, photo: false, today: true, future: false },
      { date: '2026-11-04', day: 4, checked: false, photo: false, today: false, future: true },
    ])
  })
})
