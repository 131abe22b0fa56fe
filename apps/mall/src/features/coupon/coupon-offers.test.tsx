import type { ReceivableCoupon } from '@shop/contracts'
import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import Taro from '../../../test/taro'
import { CouponOffers } from './components/coupon-offers'
import { couponUseTarget, offerState, offerValidity } from './coupon-view'

const offer = (templateId: number, over: Partial<ReceivableCoupon> = {}): ReceivableCoupon => ({
  templateId,
  couponTemplateId: templateId,
  title: `满199减30-${templateId}`,
  description: '',
  promotionType: 1,
  promotionValue: 3000,
  threshold: 19900,
  tag: '满减券',
  displayValue: '30',
  condition: '满199元可用',
  scope: { all: true, goodsIds: [], skuIds: [], summary: '全场通用' },
  gifts: [],
  validFrom: null,
  validTo: null,
  validDays: 30,
  remaining: 100,
  perCustomerLimit: 1,
  received: 0,
  receivable: true,
  ...over,
})

describe('coupons on offer', () => {
  it.each([
    ['receivable', {}, 'receive'],
    ['none left', { remaining: 0 }, 'soldOut'],
    ['no total limit', { remaining: null }, 'receive'],
    ['the customer holds the limit', { received: 1 }, 'received'],
    ['held one of two', { received: 1, perCustomerLimit: 2 }, 'receive'],
    ['closed for another reason', { receivable: false }, 'closed'],
  ] as const)('%s → %s', (_, over, state) => {
    expect(offerState(offer(1, over))).toBe(state)
  })

  it('a fixed window or the days after receiving', () => {
    expect(offerValidity(offer(1))).toBe('领取后30天内有效')
    expect(
      offerValidity(offer(1, { validFrom: '2026-11-20T16:00:00.000Z', validTo: '2026-12-20T16:00:00.000Z' })),
    ).toBe('2026.11.21-2026.12.21') // China dates
  })

  it('去使用 leads to the goods of a scoped coupon, else home', () => {
    expect(couponUseTarget({ scope: { all: false, goodsIds: [8, 9], skuIds: [], summary: '' } })).toBe(
      '/pages/pdp/index?id=8',
    )
    expect(couponUseTarget({ scope: { all: true, goodsIds: [], skuIds: [], summary: '' } })).toBe('/pages/index/index')
  })
})

/** coupon/available answers these offers; receiveCoupon answers by template. */
function serve(offers: ReceivableCoupon[], receive: Record<number, [number, unknown]>) {
  Taro.request.mockImplementation(async ({ url }) => {
    const path = url.replace(/^\/api\/[\w-]+\/store\/lanji\//, '').split('?')[0]!
    const m = /^receiveCoupon\/(\d+)$/.exec(path)
    const [statusCode, data] = path === 'coupon/available' ? [200, offers] : (receive[Number(m?.[1])] ?? [404, {}])
    return { statusCode, data, header: {}, errMsg: 'ok' }
  })
}

const button = (name: RegExp) => screen.getByRole('button', { name })

describe('the 领券 sheet', () => {
  it('receives a coupon, then shows 已领取; a refusal shows why and what it means', async () => {
    serve([offer(1), offer(2)], {
      1: [200, {}],
      2: [409, { code: 'couponSoldOut', message: '优惠券已被领完' }],
    })
    const ensureCustomer = vi.fn(async () => true)
    render(<CouponOffers goodsId={5} viewer="customer" ensureCustomer={ensureCustomer} />)
    fireEvent.click(await screen.findByText('领券'))

    fireEvent.click(button(/^领取 满199减30-1 /))
    await waitFor(() => expect(button(/^已领取 满199减30-1 /)).toBeTruthy())
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '领取成功' }))

    fireEvent.click(button(/^领取 满199减30-2 /))
    await waitFor(() => expect(button(/^已领完 满199减30-2 /)).toBeTruthy())
    expect(Taro.showToast).toHaveBeenCalledWith(expect.objectContaining({ title: '优惠券已被领完' }))
    expect(Taro.showModal).not.toHaveBeenCalled() // the sheet says it; no modal on top
    expect(ensureCustomer).toHaveBeenCalledTimes(2)
  })

  it('a visitor signs in first: nothing is received when they do not', async () => {
    serve([offer(1)], { 1: [200, {}] })
    render(<CouponOffers goodsId={5} viewer="visitor" ensureCustomer={async () => false} />)
    fireEvent.click(await screen.findByText('领券'))
    fireEvent.click(button(/^领取 满199减30-1 /))
    await new Promise((r) => setTimeout(r, 0))
    expect(Taro.request.mock.calls.map((c) => c[0].url)).not.toContainEqual(expect.stringContaining('receiveCoupon'))
  })

  it('no coupons on offer: no row', async () => {
    serve([], {})
    const { container } = render(<CouponOffers goodsId={5} viewer="customer" ensureCustomer={async () => true} />)
    await new Promise((r) => setTimeout(r, 0))
    expect(container.textContent).toBe('')
  })
})
