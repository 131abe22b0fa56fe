import type { MemberGiftItem } from '@shop/contracts'
import { describe, expect, it } from 'vitest'
import { claimState, packContents } from './member-gift-view'

const gift = (over: Partial<MemberGiftItem> = {}): MemberGiftItem => ({
  id: 1,
  title: '新人见面礼',
  kind: 'new_member',
  description: '',
  points: 200,
  couponTitle: '满199减30',
  status: 'running',
  startsAt: '2026-11-01T00:00:00.000Z',
  endsAt: '2026-12-01T00:00:00.000Z',
  left: 10,
  claimed: false,
  reason: null,
  ...over,
})

describe('a member gift on its page', () => {
  it.each([
    ['points and a coupon', {}, '200积分 + 满199减30'],
    ['points only', { couponTitle: null }, '200积分'],
    ['a coupon only', { points: 0 }, '满199减30'],
  ] as const)('holds %s', (_, over, text) => {
    expect(packContents(gift(over))).toBe(text)
  })

  it.each([
    ['claimable', {}, true, '立即领取', true],
    ['a visitor signs in to claim', {}, false, '登录领取', true],
    ['claimed', { claimed: true }, true, '已领取', false],
    ['not started', { status: 'upcoming' }, true, '即将开始', false],
    ['ended', { status: 'ended' }, true, '已结束', false],
    ['none left', { left: 0 }, true, '已领完', false],
    ['the member cannot (the reason is shown)', { reason: '生日礼包仅限生日当月领取' }, true, '立即领取', false],
  ] as const)('%s', (_, over, signedIn, text, enabled) => {
    expect(claimState(gift(over as Partial<MemberGiftItem>), signedIn)).toEqual({ text, enabled })
  })
})
