import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serve, type Answer } from '../../../test/fake-server'
import Taro from '../../../test/taro'
import { browser } from '../../platform/browser'
import { platformPay } from '../../platform/pay'
import type { LaunchOutcome } from '../../platform/pay.types'
import { SANDBOX_SHEET_CHOICES } from '../../platform/sandbox-pay-sheet'
import { usePayOrder } from './hooks/use-pay-order'
import { PaymentFailedError, confirmPaid, payOrder, settlePayment } from './pay-order'

vi.mock('../../platform/pay', () => ({
  platformPay: { channel: vi.fn(), launch: vi.fn() },
}))

const channel = vi.mocked(platformPay.channel)
const launch = vi.mocked(platformPay.launch)

const jsapi = {
  product: 'jsapi',
  appId: 'wx1',
  timeStamp: '1',
  nonceStr: 'n',
  package: 'prepay_id=p',
  signType: 'RSA',
  paySign: 's',
}
const prepaid: Answer = [200, { status: 'prepaid', orderId: 7, payment: jsapi }]
const paidNow: Answer = [200, { status: 'paid', orderId: 7, payment: null }]
const isPaid = (paid: boolean, status = paid ? 'wait_shipment' : 'wait_pay'): Answer => [200, { paid, status }]
const released = (status = 'wait_pay'): Answer => [200, { released: true, status }]

/** The buyer's own order 7. */
const OWN = { orderId: 7 }
const QUERY = 'GET payment/queryIsPaid/7'
const RELEASE = 'POST releaseDoublePayLock'

/** Runs the polling's waits at once. */
async function settle<T>(promise: Promise<T>): Promise<T> {
  const result = promise.then(
    (value) => ({ value }),
    (error: unknown) => ({ error }),
  )
  await vi.runAllTimersAsync()
  const outcome = await result
  if ('error' in outcome) throw outcome.error
  return outcome.value
}

beforeEach(() => {
  vi.useFakeTimers()
  channel.mockReturnValue({ payType: 'wm', inWeChatBrowser: false })
  launch.mockReset()
})
afterEach(() => vi.useRealTimers())

const paths = (calls: { method: string; path: string }[]) => calls.map((c) => `${c.method} ${c.path}`)

describe('payOrder', () => {
  it('a friend pays through the help-pay calls of the code, never the order id', async () => {
    const code = 'AbCdEfGhIjKlMnOpQrStUv'
    launch.mockResolvedValue('cancelled')
    const calls = serve({
      [`POST help_pay/${code}/payment`]: [prepaid],
      [`POST help_pay/${code}/releaseDoublePayLock`]: [released()],
    })
    await expect(settle(payOrder({ helpPayCode: code }))).resolves.toBe('cancelled')
    expect(launch).toHaveBeenCalledWith(7, expect.objectContaining({ product: 'jsapi' }))
    expect(paths(calls)).toEqual([`POST help_pay/${code}/payment`, `POST help_pay/${code}/releaseDoublePayLock`])
  })

  it('a free order is paid by the payment call itself: no cashier, no polling', async () => {
    const calls = serve({ 'POST payment': [paidNow] })
    await expect(settle(payOrder(OWN))).resolves.toBe('paid')
    expect(launch).not.toHaveBeenCalled()
    expect(paths(calls)).toEqual(['POST payment'])
  })

  it.each([
    [
      { payType: 'wm', inWeChatBrowser: false },
      { orderId: 7, payType: 'wm' },
    ],
    [
      { payType: 'h5', inWeChatBrowser: true },
      { orderId: 7, payType: 'h5', inWeChatBrowser: true },
    ],
    [
      { payType: 'app', inWeChatBrowser: false },
      { orderId: 7, payType: 'app' },
    ],
  ] as const)('asks payment on the platform’s channel %j', async (where, body) => {
    channel.mockReturnValue(where)
    const calls = serve({
      'POST payment': [paidNow],
      'POST wechat/officialAccount/authorize': [[200, { bound: true, url: null }]],
    })
    await settle(payOrder(OWN))
    expect(calls.find((c) => c.path === 'payment')!.body).toEqual(body)
  })

  it('the WeChat browser’s first payment leaves for web authorization, back to the result page', async () => {
    channel.mockReturnValue({ payType: 'h5', inWeChatBrowser: true })
    const open = vi.spyOn(browser, 'open').mockImplementation(() => undefined)
    const calls = serve({ 'POST wechat/officialAccount/authorize': [[200, { bound: false, url: 'https://wx/auth' }]] })
    await expect(settle(payOrder(OWN))).resolves.toBe('left')
    expect(calls.map((c) => c.body)).toEqual([
      { returnPath: '/pages/pay/result/index?orderId=7', state: expect.any(String) },
    ])
    expect(open).toHaveBeenCalledWith('https://wx/auth')
    open.mockRestore()
  })

  it('hands the prepay fields to the cashier, then polls queryIsPaid until the server says paid', async () => {
    launch.mockResolvedValue('paid')
    const calls = serve({ 'POST payment': [prepaid], [QUERY]: [isPaid(false), isPaid(false), isPaid(true)] })
    await expect(settle(payOrder(OWN))).resolves.toBe('paid')
    expect(launch).toHaveBeenCalledWith(7, (prepaid[1] as { payment: unknown }).payment)
    expect(paths(calls)).toEqual(['POST payment', QUERY, QUERY, QUERY])
  })

  describe('in sandbox mode (JSAPI answers name the sandbox’s confirm URL)', () => {
    const CONFIRM = 'http://shop.test/sandbox/wechatpay/pay/confirm'
    const sandboxPrepaid: Answer = [
      200,
      { status: 'prepaid', orderId: 7, payment: { ...jsapi, prepayId: 'p', sandboxConfirmUrl: CONFIRM } },
    ]

    it('the stand-in sheet replaces WeChat’s: 确认支付 tells the sandbox, then the server confirms', async () => {
      const calls = serve({
        'POST payment': [sandboxPrepaid],
        [`POST ${CONFIRM}`]: [[200, {}]],
        [QUERY]: [isPaid(true)],
      })
      await expect(settle(payOrder(OWN))).resolves.toBe('paid')
      expect(Taro.showActionSheet).toHaveBeenCalledWith({ itemList: [...SANDBOX_SHEET_CHOICES] })
      expect(launch).not.toHaveBeenCalled()
      expect(calls.map((c) => [c.path, c.body])).toEqual([
        ['payment', { orderId: 7, payType: 'wm' }],
        [CONFIRM, { prepay_id: 'p', result: 'success' }],
        ['payment/queryIsPaid/7', undefined],
      ])
    })

    it('模拟支付失败 tells the sandbox the payment failed: it fails, the lock is released', async () => {
      Taro.showActionSheet.mockResolvedValueOnce({ tapIndex: 1, errMsg: 'showActionSheet:ok' })
      const calls = serve({
        'POST payment': [sandboxPrepaid],
        [`POST ${CONFIRM}`]: [[200, {}]],
        [RELEASE]: [released()],
      })
      await expect(settle(payOrder(OWN))).rejects.toBeInstanceOf(PaymentFailedError)
      expect(calls.map((c) => [c.path, c.body])).toEqual([
        ['payment', { orderId: 7, payType: 'wm' }],
        [CONFIRM, { prepay_id: 'p', result: 'fail' }],
        ['releaseDoublePayLock', { orderId: 7 }],
      ])
    })

    it('closing the sheet cancels: nothing is told to the sandbox, the lock is released', async () => {
      Taro.showActionSheet.mockRejectedValueOnce({ errMsg: 'showActionSheet:fail cancel' })
      const calls = serve({ 'POST payment': [sandboxPrepaid], [RELEASE]: [released()] })
      await expect(settle(payOrder(OWN))).resolves.toBe('cancelled')
      expect(paths(calls)).toEqual(['POST payment', RELEASE])
    })
  })

  it('WeChat said paid but the server has not heard after 4 answers: pending, the lock kept', async () => {
    launch.mockResolvedValue('paid')
    const calls = serve({ 'POST payment': [prepaid], [QUERY]: [isPaid(false)] })
    await expect(settle(payOrder(OWN))).resolves.toBe('pending')
    expect(paths(calls)).toEqual(['POST payment', QUERY, QUERY, QUERY, QUERY])
  })

  it('a cancelled sheet releases the double-pay lock; the order stays payable', async () => {
    launch.mockResolvedValue('cancelled')
    const calls = serve({ 'POST payment': [prepaid], [RELEASE]: [released()] })
    await expect(settle(payOrder(OWN))).resolves.toBe('cancelled')
    expect(paths(calls)).toEqual(['POST payment', RELEASE])
    expect(calls[1]!.body).toEqual({ orderId: 7 })
  })

  it('a provider failure releases the lock and rejects (spec §8)', async () => {
    launch.mockResolvedValue('failed')
    const calls = serve({ 'POST payment': [prepaid], [RELEASE]: [released()] })
    await expect(settle(payOrder(OWN))).rejects.toBeInstanceOf(PaymentFailedError)
    expect(paths(calls)).toEqual(['POST payment', RELEASE])
  })

  it('a payment WeChat reports while the lock is released counts as paid', async () => {
    launch.mockResolvedValue('cancelled')
    serve({ 'POST payment': [prepaid], [RELEASE]: [released('wait_shipment')] })
    await expect(settle(payOrder(OWN))).resolves.toBe('paid')
  })

  it.each<[Answer[], string]>([
    [[isPaid(true)], 'paid'],
    [[isPaid(false)], 'cancelled'],
  ])('no verdict from the shell: the server decides (%j → %s)', async (answers, result) => {
    launch.mockResolvedValue('unknown')
    serve({ 'POST payment': [prepaid], [QUERY]: answers, [RELEASE]: [released()] })
    await expect(settle(payOrder(OWN))).resolves.toBe(result)
  })

  it('the H5 cashier takes over: nothing more happens here', async () => {
    launch.mockResolvedValue('left')
    const calls = serve({ 'POST payment': [prepaid] })
    await expect(settle(payOrder(OWN))).resolves.toBe('left')
    expect(paths(calls)).toEqual(['POST payment'])
  })

  it('a refused payment call rejects with its error and opens no cashier (the modal says why)', async () => {
    serve({ 'POST payment': [[400, { code: 'orderPayExpired', message: '订单已超过支付时间' }]] })
    await expect(settle(payOrder(OWN))).rejects.toMatchObject({ code: 'orderPayExpired' })
    expect(launch).not.toHaveBeenCalled()
    expect(Taro.showModal).toHaveBeenCalledWith(expect.objectContaining({ content: '订单已超过支付时间' }))
  })
})

describe('confirmPaid', () => {
  it('a failed query counts as "not yet"; an order closed meanwhile stops the polling', async () => {
    const calls = serve({ [QUERY]: ['no answer', isPaid(true)] })
    await expect(settle(confirmPaid(OWN))).resolves.toBe(true)
    expect(calls).toHaveLength(2)
    const closed = serve({ [QUERY]: [isPaid(false, 'cancelled')] })
    await expect(settle(confirmPaid(OWN))).resolves.toBe(false)
    expect(closed).toHaveLength(1)
    expect(Taro.showToast).not.toHaveBeenCalled() // silent: the result page shows nothing on errors
  })

  it('asks every 1.5 s', async () => {
    const calls = serve({ [QUERY]: [isPaid(false)] })
    const done = confirmPaid(OWN)
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1499)
    expect(calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(calls).toHaveLength(2)
    await vi.runAllTimersAsync()
    await expect(done).resolves.toBe(false)
  })
})

describe('settlePayment (a cashier that gave no verdict)', () => {
  it.each<[Answer[], Answer, boolean, number]>([
    [[isPaid(false), isPaid(true)], released(), true, 0],
    [[isPaid(false)], released(), false, 1],
    [[isPaid(false)], released('wait_shipment'), true, 1],
    [['no answer'], 'no answer', false, 1],
  ])('queryIsPaid %j, release %j → paid %s (%i releases)', async (queries, release, paid, releases) => {
    const calls = serve({ [QUERY]: queries, [RELEASE]: [release] })
    await expect(settle(settlePayment(OWN))).resolves.toBe(paid)
    expect(calls.filter((c) => c.path === 'releaseDoublePayLock')).toHaveLength(releases)
  })
})

describe('usePayOrder', () => {
  it.each<[LaunchOutcome, string | null, string]>([
    ['cancelled', '已取消支付', 'unpaid'],
    ['failed', '支付失败，请稍后重试', 'unpaid'],
    ['left', null, 'left'],
  ])('%s: toast %s, outcome %s', async (launched, toast, outcome) => {
    launch.mockResolvedValue(launched)
    serve({ 'POST payment': [prepaid], [RELEASE]: [released()] })
    const { result } = renderHook(() => usePayOrder())
    let answer: unknown
    await act(async () => {
      answer = await settle(result.current.pay(OWN))
    })
    expect(answer).toBe(outcome)
    if (toast) expect(Taro.showToast).toHaveBeenCalledWith({ title: toast, icon: 'none' })
    else expect(Taro.showToast).not.toHaveBeenCalled()
  })

  it('one payment at a time: a second tap meanwhile is ignored', async () => {
    let finish: (o: LaunchOutcome) => void = () => undefined
    launch.mockReturnValue(new Promise((resolve) => (finish = resolve)))
    const calls = serve({ 'POST payment': [prepaid] })
    const { result } = renderHook(() => usePayOrder())
    let first: Promise<unknown> = Promise.resolve()
    await act(async () => {
      first = result.current.pay(OWN)
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(result.current.paying).toBe(true)
    await act(async () => expect(await result.current.pay(OWN)).toBeNull())
    await act(async () => {
      finish('left')
      await first
    })
    expect(paths(calls)).toEqual(['POST payment'])
    expect(result.current.paying).toBe(false)
  })
})
