import { describe, expect, it } from 'vitest'
import type { SurpriseBoxItem } from '@shop/contracts'
import { boxAction, oddsText } from './box-view'

const box = (edit: Partial<SurpriseBoxItem> = {}): SurpriseBoxItem => ({
  id: 1,
  name: '盲盒',
  image: '',
  price: 9_900,
  status: 'running',
  startsAt: '2026-11-21T00:00:00.000Z',
  endsAt: '2026-12-21T00:00:00.000Z',
  left: 5,
  limitPerCustomer: 1,
  bought: 0,
  pool: [],
  fallback: null,
  ...edit,
})

describe('the surprise box page', () => {
  it.each([
    [0.5, '50.00%'],
    [1 / 3, '33.33%'],
    [0.125, '12.50%'],
    [0, '0.00%'],
  ])('odds %f read %s', (odds, text) => {
    expect(oddsText(odds)).toBe(text)
  })

  it.each([
    [{}, '立即购买', true],
    [{ status: 'upcoming' as const }, '即将开售', false],
    [{ status: 'ended' as const }, '已结束', false],
    [{ left: 0 }, '已售罄', false],
    [{ bought: 1 }, '已达限购', false],
  ])('%j: %s', (edit, text, enabled) => {
    expect(boxAction(box(edit))).toEqual({ text, enabled })
  })
})
