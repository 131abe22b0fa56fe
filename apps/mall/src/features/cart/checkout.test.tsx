import { act, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { useState } from 'react'
import { beforeEach, describe, expect, it } from 'vitest'
import Taro from '../../../test/taro'
import { cartLine, pricedCart } from './cart.fixtures'
import { checkoutUrl, sourceFromQuery, type CheckoutSource } from './checkout-source'
import { NO_CHOICES, cartChoices, setCartChoices } from './choices.store'
import { useCheckout } from './hooks/use-checkout'
import { newIdempotencyKey } from './idempotency'

const address = {
  id: 31,
  name: '林小澜',
  mobile: '13812345678',
  province: '浙江省',
  city: '杭州市',
  district: '西湖区',
  detail: '文三路100号',
  postalCode: null,
  tag: null,
  isDefault: true,
}
const priced = pricedCart([cartLine(1, { quantity: 2 })], { address, quote: 'quote-aaaaaaaaaaaaaaaa' })
const order = {
  orderId: 501,
  orderNo: '2026112100000001',
  totalRealPayAmount: 10000,
  status: 'wait_pay',
  payDeadline: '2026-11-21T10:30:00.000Z',
  createTime: '2026-11-21T10:00:00.000Z',
}

type Answer = [number, unknown] | 'no answer' | Promise<[number, unknown]>
const calls: { path: string; body: Record<string, unknown> }[] = []

/** The server: answers by path, in order (the last answer repeats). */
function serve(routes: Record<string, Answer[]>) {
  Taro.request.mockImplementation(async ({ url, data }) => {
    const path = url.replace(/^\/api\/[\w-]+\/store\/lanji\//, '').split('?')[0]!
    calls.push({ path, body: data as Record<string, unknown> })
    const queue = routes[path]
    const next = queue && (queue.length > 1 ? queue.shift()! : queue[0]!)
    if (!next) return { statusCode: 404, data: { code: 'routeNotFound', message: path }, header: {}, errMsg: 'ok' }
    if (next === 'no answer') throw { errMsg: 'request:fail timeout' }
    const [statusCode, body] = await next
    return { statusCode, data: body, header: {}, errMsg: 'ok' }
  })
}

const submits = () => calls.filter((c) => c.path.endsWith('/submit'))

function Checkout({ source, linkKey }: { source: CheckoutSource; linkKey?: string }) {
  const state = useCheckout(source, linkKey, null, () => undefined)
  const [placed, setPlaced] = useState('')
  return (
    <div>
      <span data-testid="quote">{state.data?.quote}</span>
      <span data-testid="order">{placed}</span>
      <span data-testid="placed">{state.placed}</span>
      <button onClick={() => void state.submit('放门口').then((o) => o && setPlaced(`#${o.orderId}`))}>提交订单</button>
    </div>
  )
}

const tap = () => fireEvent.click(screen.getByText('提交订单'))
const loaded = () => waitFor(() => expect(screen.getByTestId('quote').textContent).toBe(priced.quote))

beforeEach(() => {
  calls.length = 0
  setCartChoices(NO_CHOICES)
})

describe('checkout source', () => {
  it.each<[CheckoutSource, string]>([
    [{ kind: 'cart' }, '/pages/pay/index?from=cart'],
    [{ kind: 'items', items: [{ skuId: 12, quantity: 2 }] }, '/pages/pay/index?items=12%3A2'],
    [
      {
        kind: 'items',
        items: [
          { skuId: 12, quantity: 2 },
          { skuId: 15, quantity: 1 },
        ],
      },
      '/pages/pay/index?items=12%3A2%2C15%3A1',
    ],
    [{ kind: 'seckill', activityId: 3, item: { skuId: 12, quantity: 1 } }, '/pages/pay/index?seckill=3%3A12%3A1'],
    [{ kind: 'points', pointsGoodsId: 4, quantity: 2 }, '/pages/pay/index?points=4%3A2'],
    [{ kind: 'gift', item: { skuId: 12, quantity: 1 } }, '/pages/pay/index?gift=12%3A1'],
    [
      { kind: 'push', orderType: 'ba_push_order', code: 'AAAAAAAAAAAAAAAAAAAAAb' },
      '/pages/pay/index?push=AAAAAAAAAAAAAAAAAAAAAb',
    ],
    [
      { kind: 'push', orderType: 'distribution_order', code: 'AAAAAAAAAAAAAAAAAAAAAb' },
      '/pages/pay/index?distribution=AAAAAAAAAAAAAAAAAAAAAb',
    ],
    [{ kind: 'yearCard', cardId: 4 }, '/pages/pay/index?yearCard=4'],
    [{ kind: 'buyGift', activityId: 2, item: { skuId: 12, quantity: 1 } }, '/pages/pay/index?buyGift=2%3A12%3A1'],
    [{ kind: 'cycle', planId: 5 }, '/pages/pay/index?cycle=5'],
    [{ kind: 'presale', presaleId: 5, quantity: 2 }, '/pages/pay/index?presale=5%3A2'],
    [{ kind: 'onePrice', activityId: 7, item: { skuId: 12, quantity: 1 } }, '/pages/pay/index?onePrice=7%3A12%3A1'],
    [{ kind: 'box', boxId: 7 }, '/pages/pay/index?box=7'],
  ])('%j ⇄ %s', (source, link) => {
    expect(checkoutUrl(source, 'key-of-this-checkout')).toBe(`${link}&key=key-of-this-checkout`)
    const query = Object.fromEntries(new URLSearchParams(link.split('?')[1]))
    expect(sourceFromQuery(query)).toEqual(source)
  })

  it.each([
    {},
    { items: '' },
    { items: '12' },
    { items: '0:1' },
    { items: '12:0' },
    { items: '12:1,12:2' },
    { seckill: '3:12' },
    { seckill: '0:12:1' },
    { points: '4' },
    { points: '0:1' },
    { gift: '12' },
    { gift: '0:1' },
    { yearCard: '0' },
    { yearCard: 'x' },
    { buyGift: '2:12' },
    { buyGift: '0:12:1' },
    { cycle: '0' },
    { cycle: '1.5' },
    { presale: '5' },
    { presale: '0:1' },
    { presale: '5:0' },
    { onePrice: '7:12' },
    { onePrice: '0:12:1' },
    { onePrice: '7:12:0' },
    { box: '0' },
    { box: 'x' },
  ])('nothing to order from %j', (query) => expect(sourceFromQuery(query)).toBeNull())
})

describe('the idempotency key', () => {
  it('is 8–64 letters, digits, - or _ (the contract) and differs between visits', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()))
    expect(keys.size).toBe(50)
    for (const key of keys) expect(key).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
  })

  it('a double tap places one order: the second tap waits for the first', async () => {
    let answer!: (a: [number, unknown]) => void
    serve({
      'cart/locate': [[200, priced]],
      'cart/submit': [new Promise((r) => (answer = r))],
    })
    render(<Checkout source={{ kind: 'cart' }} />)
    await loaded()
    tap()
    tap()
    await act(async () => answer([200, order]))
    await waitFor(() => expect(screen.getByTestId('order').textContent).toBe('#501'))
    expect(submits()).toHaveLength(1)
  })

  it('a retry after a lost answer sends the same request with the same key', async () => {
    serve({ 'cart/locate': [[200, priced]], 'cart/submit': ['no answer', [200, order]] })
    render(<Checkout source={{ kind: 'cart' }} />)
    await loaded()
    tap()
    await waitFor(() => expect(submits()).toHaveLength(1))
    await waitFor(() => expect(screen.getByText('提交订单')).toBeTruthy())
    expect(calls.filter((c) => c.path === 'cart/locate')).toHaveLength(1) // nothing priced again in between
    tap()
    await waitFor(() => expect(screen.getByTestId('order').textContent).toBe('#501'))
    const [first, retry] = submits()
    expect(retry!.body).toEqual(first!.body)
    expect(first!.body).toMatchObject({
      addressId: 31,
      quote: priced.quote,
      remark: '放门口',
      channel: 'h5',
      idempotencyKey: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
    })
  })

  it('a new visit of the checkout page has a new key', async () => {
    serve({ 'cart/locate': [[200, priced]], 'cart/submit': [[200, order]] })
    const first = render(<Checkout source={{ kind: 'cart' }} />)
    await loaded()
    tap()
    await waitFor(() => expect(submits()).toHaveLength(1))
    first.unmount()
    render(<Checkout source={{ kind: 'cart' }} />)
    await loaded()
    tap()
    await waitFor(() => expect(submits()).toHaveLength(2))
    const [a, b] = submits()
    expect(a!.body.idempotencyKey).not.toBe(b!.body.idempotencyKey)
  })

  it('each link to a checkout carries a key of its own', () => {
    const key = (link: string) => new URLSearchParams(link.split('?')[1]).get('key')
    const [a, b] = [checkoutUrl({ kind: 'cart' }), checkoutUrl({ kind: 'cart' })].map(key)
    expect(a).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect(b).not.toBe(a)
  })

  it("the same checkout shown again (the browser's Back from the cashier) knows its order and prices nothing", async () => {
    serve({ 'buy_now/locate': [[200, priced]], 'buy_now/submit': [[200, order]] })
    const source: CheckoutSource = { kind: 'items', items: [{ skuId: 7, quantity: 1 }] }
    const first = render(<Checkout source={source} linkKey="k-of-this-checkout" />)
    await loaded()
    expect(screen.getByTestId('placed').textContent).toBe('')
    tap()
    await waitFor(() => expect(screen.getByTestId('order').textContent).toBe('#501'))
    expect(submits()[0]!.body.idempotencyKey).toBe('k-of-this-checkout')
    first.unmount()

    render(<Checkout source={source} linkKey="k-of-this-checkout" />)
    expect(screen.getByTestId('placed').textContent).toBe('501')
    expect(calls.filter((c) => c.path === 'buy_now/locate')).toHaveLength(1)
  })

  it('a refusal (stock) prices the checkout again; the choices of the cart were sent to both calls', async () => {
    setCartChoices({ couponId: null, usePoints: true })
    serve({
      'cart/locate': [[200, priced]],
      'cart/submit': [[409, { code: 'stockInsufficient', message: '部分商品库存不足' }]],
    })
    render(<Checkout source={{ kind: 'cart' }} />)
    await loaded()
    tap()
    await waitFor(() => expect(calls.filter((c) => c.path === 'cart/locate')).toHaveLength(2))
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '部分商品库存不足' }))
    expect(calls[0]!.body).toEqual({ couponId: null, usePoints: true })
    expect(submits()[0]!.body).toMatchObject({ couponId: null, usePoints: true })
  })

  it('buy-now prices and orders one SKU without the cart and its choices', async () => {
    setCartChoices({ promotionCode: 'CART10' })
    serve({ 'buy_now/locate': [[200, priced]], 'buy_now/submit': [[200, order]] })
    render(<Checkout source={{ kind: 'items', items: [{ skuId: 7, quantity: 3 }] }} />)
    await loaded()
    tap()
    await waitFor(() => expect(submits()).toHaveLength(1))
    expect(calls[0]).toEqual({ path: 'buy_now/locate', body: { skuId: 7, quantity: 3 } })
    expect(submits()[0]!.body).toMatchObject({ skuId: 7, quantity: 3, addressId: 31 })
    expect(cartChoices.get().promotionCode).toBe('CART10')
  })
})
