import { describe, expect, it } from 'vitest'
import { DomainError } from '../errors'
import {
  decidePaymentRoute,
  isPayType,
  outTradeNo,
  parseOutTradeNo,
  PAY_WINDOW_MINUTES,
  PAYMENT_STATUSES,
  payDeadline,
  paymentLifecycle,
  wechatPayProduct,
  type PaymentEvent,
  type PaymentStatus,
} from './payment'

const ALLOWED: [PaymentStatus, PaymentEvent, PaymentStatus][] = [
  ['created', 'prepay', 'prepaid'],
  ['created', 'pay_free', 'paid'],
  ['created', 'pay_failed', 'failed'],
  ['created', 'close', 'closed'],
  ['prepaid', 'pay_succeeded', 'paid'],
  ['prepaid', 'pay_failed', 'failed'],
  ['prepaid', 'close', 'closed'],
  ['paid', 'refund_partly', 'partially_refunded'],
  ['paid', 'refund_fully', 'refunded'],
  ['partially_refunded', 'refund_partly', 'partially_refunded'],
  ['partially_refunded', 'refund_fully', 'refunded'],
]
const EVENTS: PaymentEvent[] = [
  'prepay',
  'pay_free',
  'pay_succeeded',
  'pay_failed',
  'close',
  'refund_partly',
  'refund_fully',
]

describe('payment lifecycle', () => {
  const moves = PAYMENT_STATUSES.flatMap((from) => EVENTS.map((event) => [from, event] as const))
  it.each(moves)('from %s, %s', (from, event) => {
    const row = ALLOWED.find(([f, e]) => f === from && e === event)
    if (row) expect(paymentLifecycle.next(from, event)).toBe(row[2])
    else
      expect(() => paymentLifecycle.next(from, event)).toThrow(
        expect.objectContaining({ code: 'paymentStatusInvalid' }),
      )
  })

  const pairs = PAYMENT_STATUSES.flatMap((from) => PAYMENT_STATUSES.map((to) => [from, to] as const))
  it.each(pairs)('%s → %s', (from, to) => {
    const allowed = ALLOWED.some(([f, , t]) => f === from && t === to)
    expect(paymentLifecycle.canTransition(from, to)).toBe(allowed)
    if (allowed) expect(() => paymentLifecycle.assertTransition(from, to)).not.toThrow()
    else expect(() => paymentLifecycle.assertTransition(from, to)).toThrow(DomainError)
  })

  it('a closed or failed attempt is final: a new attempt is a new payment', () => {
    for (const to of PAYMENT_STATUSES) {
      expect(paymentLifecycle.canTransition('closed', to)).toBe(false)
      expect(paymentLifecycle.canTransition('failed', to)).toBe(false)
    }
  })
})

describe('decidePaymentRoute (spec §5: 0 or less skips the provider)', () => {
  it.each([
    [0, 'free'],
    [-1, 'free'],
    [-500, 'free'],
    [1, 'provider'],
    [12_345, 'provider'],
  ])('%i fen → %s', (amount, route) => expect(decidePaymentRoute(amount)).toBe(route))

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY])('refuses %s, which is no fen amount', (amount) =>
    expect(() => decidePaymentRoute(amount)).toThrow(RangeError),
  )
})

describe('channels', () => {
  it.each([
    ['wm', false, 'jsapi'],
    ['wm', true, 'jsapi'],
    ['h5', false, 'h5'],
    ['h5', true, 'jsapi'],
    ['app', false, 'app'],
    ['app', true, 'app'],
  ] as const)('payType %s, in the WeChat browser %s → %s', (payType, inWeChatBrowser, product) =>
    expect(wechatPayProduct(payType, { inWeChatBrowser })).toBe(product),
  )

  it.each([
    ['wm', true],
    ['h5', true],
    ['app', true],
    ['jsapi', false],
    ['WM', false],
    [undefined, false],
  ])('%s is a payType: %s', (value, ok) => expect(isPayType(value)).toBe(ok))
})

describe('out_trade_no (6–32 characters)', () => {
  it.each([
    ['2026112100012345', 1, '2026112100012345_1'],
    ['2026112100012345', 12, '2026112100012345_12'],
    ['ABCD', 1, 'ABCD_1'], // 6: the shortest
    ['A'.repeat(30), 1, `${'A'.repeat(30)}_1`], // 32: the longest
    ['A'.repeat(28), 999, `${'A'.repeat(28)}_999`],
  ])('%s attempt %i → %s', (orderNo, attempt, expected) => {
    const value = outTradeNo(orderNo, attempt)
    expect(value).toBe(expected)
    expect(parseOutTradeNo(value)).toEqual({ orderNo, attempt })
  })

  it.each([
    ['ABC', 1], // 5 characters
    ['A'.repeat(31), 1], // 33 characters
    ['A'.repeat(29), 100], // 33 characters
    ['2026-11', 1], // not letters and digits
    ['', 1],
    ['20261121', 0],
    ['20261121', 1.5],
  ])('refuses order number %s, attempt %s', (orderNo, attempt) =>
    expect(() => outTradeNo(orderNo, attempt)).toThrow(RangeError),
  )

  it.each(['ABC_1', `${'A'.repeat(31)}_1`, '20261121', '20261121_0', '20261121_01', '2026_11_1', '20261121_x'])(
    '%s is not one of ours',
    (value) => expect(parseOutTradeNo(value)).toBeNull(),
  )

  it('attempts of one order never collide', () => {
    const numbers = Array.from({ length: 50 }, (_, i) => outTradeNo('2026112100012345', i + 1))
    expect(new Set(numbers).size).toBe(50)
  })
})

describe('payDeadline', () => {
  const created = Date.UTC(2026, 10, 21, 2)
  it('is the creation time plus the pay window', () => {
    expect(PAY_WINDOW_MINUTES).toBe(30)
    expect(payDeadline(created)).toBe(created + 30 * 60_000)
    expect(payDeadline(created, 15)).toBe(created + 15 * 60_000)
  })
})
