import { afterEach, describe, expect, it, vi } from 'vitest'
import Taro from '../../test/taro'
import { platformPay } from './pay.weapp'

const jsapi = {
  product: 'jsapi' as const,
  appId: 'wx8888888888888888',
  timeStamp: '1414561699',
  nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
  package: 'prepay_id=wx201410272009395522657a690389285100',
  signType: 'RSA' as const,
  paySign: 'c2lnbmF0dXJl',
}

describe('paying in the mini-program', () => {
  it('pays as wm through wx.requestPayment with the five signed fields', async () => {
    expect(platformPay.channel()).toEqual({ payType: 'wm', inWeChatBrowser: false })
    await expect(platformPay.launch(7, jsapi)).resolves.toBe('paid')
    expect(Taro.requestPayment).toHaveBeenCalledWith({
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: 'c2lnbmF0dXJl',
    })
  })

  it.each([
    ['requestPayment:fail cancel', 'cancelled'],
    ['requestPayment:fail (detail message)', 'failed'],
  ])('a sheet closed with "%s" is %s', async (errMsg, outcome) => {
    Taro.requestPayment.mockRejectedValueOnce({ errMsg })
    await expect(platformPay.launch(7, jsapi)).resolves.toBe(outcome)
  })

  it('fields missing from the answer fail without opening the sheet', async () => {
    await expect(platformPay.launch(7, { product: 'jsapi', appId: 'wx1' })).resolves.toBe('failed')
    expect(Taro.requestPayment).not.toHaveBeenCalled()
  })
})

describe('confirming receipt of a transfer (wx.requestMerchantTransfer)', () => {
  const confirm = { mchId: '1900000109', appId: 'wx8888888888888888', package: 'ABBQO+oYAAAB' }
  afterEach(() => vi.unstubAllGlobals())

  it.each([
    [undefined, 'done'],
    ['requestMerchantTransfer:fail cancel', 'cancelled'],
    ['requestMerchantTransfer:fail package invalid', 'failed'],
  ])('a page closed with %s is %s', async (errMsg, outcome) => {
    const requestMerchantTransfer = vi.fn(
      (options: { success: () => void; fail: (error: { errMsg: string }) => void }) =>
        errMsg ? options.fail({ errMsg }) : options.success(),
    )
    vi.stubGlobal('wx', { requestMerchantTransfer })
    await expect(platformPay.confirmTransfer(confirm)).resolves.toBe(outcome)
    expect(requestMerchantTransfer).toHaveBeenCalledWith(expect.objectContaining(confirm))
  })

  it('an old WeChat without the page is told so', async () => {
    vi.stubGlobal('wx', {})
    await expect(platformPay.confirmTransfer(confirm)).resolves.toBe('unsupported')
  })
})
