import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { handleAppMessage } from './bridge.h5'
import { browser } from './browser'
import { SHELL_PAY_TIMEOUT_MS, cashierUrl, platformPay } from './pay.h5'

const jsapi = {
  product: 'jsapi' as const,
  appId: 'wx8888888888888888',
  timeStamp: '1414561699',
  nonceStr: 'n0nce',
  package: 'prepay_id=wx2014',
  signType: 'RSA' as const,
  paySign: 'c2ln',
}
const app = {
  product: 'app' as const,
  appId: 'wxapp',
  timeStamp: '1414561699',
  nonceStr: 'n0nce',
  package: 'Sign=WXPay',
  prepayId: 'wx2014app',
  paySign: 'c2ln',
  otherData: { partnerId: '1900000109' },
}
const handlers = { refreshProfile: vi.fn(), appLogin: vi.fn(), logout: vi.fn() }

let userAgent = 'Mozilla/5.0 (iPhone) Safari/604.1'
type Shell = { ShopAppBridge?: { postMessage: (json: string) => void }; WeixinJSBridge?: unknown }
const win = window as unknown as Shell

beforeEach(() => {
  userAgent = 'Mozilla/5.0 (iPhone) Safari/604.1'
  vi.spyOn(navigator, 'userAgent', 'get').mockImplementation(() => userAgent)
})
afterEach(() => {
  delete win.ShopAppBridge
  delete win.WeixinJSBridge
  vi.restoreAllMocks()
  vi.useRealTimers()
})

describe('the H5 channel', () => {
  it.each([
    ['a browser', 'Mozilla/5.0 (iPhone) Safari/604.1', { payType: 'h5', inWeChatBrowser: false }],
    [
      'the WeChat browser',
      'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 NetType/WIFI',
      { payType: 'h5', inWeChatBrowser: true },
    ],
    ['the app shell', 'Mozilla/5.0 (iPhone) ShopApp/3.2.0', { payType: 'app', inWeChatBrowser: false }],
  ])('in %s', (_where, ua, channel) => {
    userAgent = ua
    expect(platformPay.channel()).toEqual(channel)
  })
})

describe('WeChat browser: WeixinJSBridge getBrandWCPayRequest', () => {
  it.each([
    ['get_brand_wcpay_request:ok', 'paid'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
  ])('%s → %s', async (errMsg, outcome) => {
    const invoke = vi.fn((_name: string, _params: unknown, callback: (res: { err_msg: string }) => void) =>
      callback({ err_msg: errMsg }),
    )
    win.WeixinJSBridge = { invoke }
    await expect(platformPay.launch(7, jsapi)).resolves.toBe(outcome)
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      {
        appId: 'wx8888888888888888',
        timeStamp: '1414561699',
        nonceStr: 'n0nce',
        package: 'prepay_id=wx2014',
        signType: 'RSA',
        paySign: 'c2ln',
      },
      expect.any(Function),
    )
  })

  it('waits for the bridge to be ready', async () => {
    const paying = platformPay.launch(7, jsapi)
    win.WeixinJSBridge = {
      invoke: (_n: string, _p: unknown, cb: (r: { err_msg: string }) => void) =>
        cb({ err_msg: 'get_brand_wcpay_request:ok' }),
    }
    document.dispatchEvent(new Event('WeixinJSBridgeReady'))
    await expect(paying).resolves.toBe('paid')
  })
})

describe('confirming receipt of a transfer (WeixinJSBridge requestMerchantTransfer)', () => {
  const confirm = { mchId: '1900000109', appId: 'wx8888888888888888', package: 'ABBQO+oYAAAB' }
  it.each([
    ['requestMerchantTransfer:ok', 'done'],
    ['requestMerchantTransfer:cancel', 'cancelled'],
    ['requestMerchantTransfer:fail', 'failed'],
  ])('in the WeChat browser: %s → %s', async (errMsg, outcome) => {
    userAgent = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50 NetType/WIFI'
    const invoke = vi.fn((_name: string, _params: unknown, callback: (res: { err_msg: string }) => void) =>
      callback({ err_msg: errMsg }),
    )
    win.WeixinJSBridge = { invoke }
    await expect(platformPay.confirmTransfer(confirm)).resolves.toBe(outcome)
    expect(invoke).toHaveBeenCalledWith('requestMerchantTransfer', confirm, expect.any(Function))
  })

  it('another browser cannot open WeChat’s receipt page', async () => {
    await expect(platformPay.confirmTransfer(confirm)).resolves.toBe('unsupported')
  })
})

describe('a browser: the H5 cashier and back', () => {
  it('opens h5Url with redirect_url back to the result page of the order', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => undefined)
    const h5 = {
      product: 'h5' as const,
      prepayResponse: { h5Url: 'https://shop.test/sandbox/wechatpay/pay?prepay_id=wx1' },
    }
    await expect(platformPay.launch(42, h5)).resolves.toBe('left')
    const back = encodeURIComponent(`${window.location.origin}/pages/pay/result/index?orderId=42`)
    expect(open).toHaveBeenCalledWith(`https://shop.test/sandbox/wechatpay/pay?prepay_id=wx1&redirect_url=${back}`)
  })

  it('keeps a redirect_url the server added', () => {
    const given =
      'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1&package=2&redirect_url=https%3A%2F%2Fa'
    expect(cashierUrl(given, 42)).toBe(given)
    expect(cashierUrl('https://pay.test/cashier', 42, 'https://shop.test')).toBe(
      'https://pay.test/cashier?redirect_url=https%3A%2F%2Fshop.test%2Fpages%2Fpay%2Fresult%2Findex%3ForderId%3D42',
    )
  })

  it('an answer without h5Url fails', async () => {
    const open = vi.spyOn(browser, 'open').mockImplementation(() => undefined)
    await expect(platformPay.launch(42, { product: 'h5' })).resolves.toBe('failed')
    expect(open).not.toHaveBeenCalled()
  })
})

describe('the app shell: App pay fields out, message 19 back', () => {
  const shell = () => {
    const postMessage = vi.fn()
    win.ShopAppBridge = { postMessage }
    return postMessage
  }

  it('posts the App pay fields and resolves with the shell’s result for this order', async () => {
    const postMessage = shell()
    const paying = platformPay.launch(42, app)
    expect(JSON.parse(postMessage.mock.calls[0]![0] as string)).toEqual({
      type: 19,
      orderId: '42',
      payment: {
        appId: 'wxapp',
        partnerId: '1900000109',
        prepayId: 'wx2014app',
        package: 'Sign=WXPay',
        nonceStr: 'n0nce',
        timeStamp: '1414561699',
        sign: 'c2ln',
      },
    })
    await handleAppMessage({ type: 19, status: 'cancel', orderId: '41' }, handlers) // another order's: not ours
    await handleAppMessage('{"type":"19","status":"success","orderId":"42"}', handlers)
    await expect(paying).resolves.toBe('paid')
  })

  it.each([
    ['cancel', 'cancelled'],
    ['fail', 'failed'],
  ])('status %s → %s', async (status, outcome) => {
    shell()
    const paying = platformPay.launch(42, app)
    await handleAppMessage({ type: 19, status, orderId: '42' }, handlers)
    await expect(paying).resolves.toBe(outcome)
  })

  it('no answer from the shell: unknown after the time-out (the server is asked then)', async () => {
    vi.useFakeTimers()
    shell()
    const paying = platformPay.launch(42, app)
    await vi.advanceTimersByTimeAsync(SHELL_PAY_TIMEOUT_MS)
    await expect(paying).resolves.toBe('unknown')
  })

  it('a shell without its interface cannot pay', async () => {
    userAgent = 'Mozilla/5.0 ShopApp/3.2.0'
    await expect(platformPay.launch(42, app)).resolves.toBe('failed')
  })
})
