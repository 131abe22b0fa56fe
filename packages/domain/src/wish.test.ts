import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_OPEN_WISHES, pushRefusal, wishRefusal, wishStatus, type WishFacts } from './wish'

const now = new Date('2026-11-24T12:00:00Z')
const base: WishFacts = {
  cancelled: false,
  pushed: false,
  ordered: false,
  expiresAt: new Date(now.getTime() + 86_400_000),
  now,
}
const past = new Date(now.getTime() - 1)

describe('wish status', () => {
  const cases: Array<[string, Partial<WishFacts>, string]> = [
    ['a new wish is open', {}, 'open'],
    ['an open wish past its day expires', { expiresAt: past }, 'expired'],
    ['expiry is exclusive of the instant itself', { expiresAt: now }, 'expired'],
    ['a cancelled wish stays cancelled', { cancelled: true }, 'cancelled'],
    ['a pushed wish does not expire', { pushed: true, expiresAt: past }, 'pushed'],
    ['a pushed wish whose push order was ordered is ordered', { pushed: true, ordered: true }, 'ordered'],
  ]
  it.each(cases)('%s', (_, facts, status) => expect(wishStatus({ ...base, ...facts })).toBe(status))
})

describe('making a wish', () => {
  const cases: Array<[string, Parameters<typeof wishRefusal>[0], ReturnType<typeof wishRefusal>]> = [
    ['the first wish', { openWishes: 0, sameGoodsOpen: false }, null],
    ['one open wish per goods', { openWishes: 1, sameGoodsOpen: true }, 'wishExists'],
    ['the last one allowed', { openWishes: MAX_OPEN_WISHES - 1, sameGoodsOpen: false }, null],
    ['too many open wishes', { openWishes: MAX_OPEN_WISHES, sameGoodsOpen: false }, 'wishTooMany'],
  ]
  it.each(cases)('%s', (_, facts, refusal) => expect(wishRefusal(facts)).toBe(refusal))
})

describe('pushing a wish', () => {
  const bound = { ...base, boundToDistributor: true }
  const cases: Array<[string, Partial<typeof bound>, ReturnType<typeof pushRefusal>]> = [
    ['an open wish of a bound customer', {}, null],
    ['a customer bound to someone else reads as not found', { boundToDistributor: false }, 'wishNotFound'],
    ['not found wins over any status', { boundToDistributor: false, cancelled: true }, 'wishNotFound'],
    ['an expired wish', { expiresAt: past }, 'wishExpired'],
    ['a pushed wish is pushed once', { pushed: true }, 'wishNotOpen'],
    ['an ordered wish', { pushed: true, ordered: true }, 'wishNotOpen'],
    ['a cancelled wish', { cancelled: true }, 'wishNotOpen'],
  ]
  it.each(cases)('%s', (_, facts, refusal) => expect(pushRefusal({ ...bound, ...facts })).toBe(refusal))

  it('only an open wish of a bound customer can be pushed', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: -5, max: 5 }),
        (b, c, p, o, d) => {
          const facts = {
            boundToDistributor: b,
            cancelled: c,
            pushed: p,
            ordered: o,
            now,
            expiresAt: new Date(now.getTime() + d),
          }
          expect(pushRefusal(facts) === null).toBe(b && wishStatus(facts) === 'open')
        },
      ),
    )
  })
})
