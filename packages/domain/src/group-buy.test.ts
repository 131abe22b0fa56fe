import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  groupDeadline,
  groupLifecycle,
  groupOnDeadline,
  seatOnPayment,
  seatsLeft,
  type GroupFacts,
  type GroupStatus,
} from './group-buy'

const NOW = Date.parse('2026-11-24T02:00:00Z')
const group = (over: Partial<GroupFacts> = {}): GroupFacts => ({
  status: 'open',
  size: 3,
  joined: 1,
  expiresAt: NOW + 60_000,
  ...over,
})

describe('seatOnPayment', () => {
  it.each<[string, Partial<GroupFacts>, ReturnType<typeof seatOnPayment>]>([
    ['a seat that leaves one free', { joined: 1 }, { event: 'join' }],
    ['the last seat', { joined: 2 }, { event: 'fill' }],
    ['a full group', { joined: 3 }, { refused: 'full' }],
    ['at the deadline (half-open)', { expiresAt: NOW }, { refused: 'expired' }],
    ['past the deadline', { expiresAt: NOW - 1 }, { refused: 'expired' }],
    ['a succeeded group', { status: 'succeeded' }, { refused: 'closed' }],
    ['a failed group', { status: 'failed', joined: 1 }, { refused: 'closed' }],
  ])('%s', (_, over, expected) => expect(seatOnPayment(group(over), NOW)).toEqual(expected))
})

describe('groupOnDeadline', () => {
  it.each<[string, Partial<GroupFacts>, boolean, string | null]>([
    ['before the deadline', {}, false, null],
    ['at the deadline, virtual allowed', { expiresAt: NOW }, true, 'expire_virtual'],
    ['at the deadline, not allowed', { expiresAt: NOW }, false, 'expire_fail'],
    ['an ended group', { expiresAt: NOW - 1, status: 'succeeded' }, false, null],
  ])('%s', (_, over, allowVirtual, expected) => expect(groupOnDeadline(group(over), allowVirtual, NOW)).toBe(expected))
})

describe('the group lifecycle', () => {
  it.each<[GroupStatus, GroupStatus, boolean]>([
    ['open', 'open', true],
    ['open', 'succeeded', true],
    ['open', 'failed', true],
    ['succeeded', 'failed', false],
    ['failed', 'succeeded', false],
    ['failed', 'open', false],
    ['succeeded', 'open', false],
  ])('%s → %s allowed: %s', (from, to, ok) => expect(groupLifecycle.canTransition(from, to)).toBe(ok))

  it('refuses with groupClosed', () => expect(() => groupLifecycle.next('failed', 'join')).toThrow('拼团已结束'))
})

describe('groupDeadline and seatsLeft', () => {
  it('caps the hours at the activity end', () => {
    expect(groupDeadline(NOW, 24, NOW + 3_600_000)).toBe(NOW + 3_600_000)
    expect(groupDeadline(NOW, 2, NOW + 86_400_000)).toBe(NOW + 7_200_000)
  })
  it('never answers below zero', () => expect(seatsLeft({ size: 2, joined: 5 })).toBe(0))
})

describe('property: any run of payments and deadlines', () => {
  const step = fc.oneof(
    fc.record({ kind: fc.constant('pay' as const), at: fc.integer({ min: 0, max: 100 }) }),
    fc.record({ kind: fc.constant('deadline' as const), at: fc.integer({ min: 0, max: 100 }) }),
  )
  it('never seats more than the size, ends once, and a succeeded group is full or virtual', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 2, max: 6 }),
        fc.boolean(),
        fc.array(step, { maxLength: 30 }),
        (size, allowVirtual, steps) => {
          let g: GroupFacts = { status: 'open', size, joined: 1, expiresAt: 50 }
          let virtual = false
          let ends = 0
          for (const { kind, at } of [...steps].sort((a, b) => a.at - b.at)) {
            if (kind === 'pay') {
              const seat = seatOnPayment(g, at)
              if ('event' in seat) {
                g = { ...g, joined: g.joined + 1, status: groupLifecycle.next(g.status, seat.event) }
                if (g.status !== 'open') ends++
              } else expect(g.status !== 'open' || g.joined >= g.size || at >= g.expiresAt).toBe(true)
            } else {
              const event = groupOnDeadline(g, allowVirtual, at)
              if (event) {
                g = { ...g, status: groupLifecycle.next(g.status, event) }
                virtual = event === 'expire_virtual'
                ends++
              }
            }
            expect(g.joined).toBeLessThanOrEqual(g.size)
          }
          expect(ends).toBeLessThanOrEqual(1)
          if (g.status === 'succeeded') expect(g.joined === g.size || (virtual && allowVirtual)).toBe(true)
          if (g.status === 'failed') expect(allowVirtual).toBe(false)
        },
      ),
    )
  })
})
