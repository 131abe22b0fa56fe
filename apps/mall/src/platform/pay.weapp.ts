import Taro from '@tarojs/taro'
import type { ConfirmOutcome, LaunchOutcome, PlatformPay, TransferConfirm } from './pay.types'

/** The base library's receipt page for merchant transfers (2.33+); Taro does not wrap it. */
declare const wx: {
  requestMerchantTransfer?: (options: {
    mchId: string
    appId: string
    package: string
    success: () => void
    fail: (error: { errMsg?: string }) => void
  }) => void
}

/** The mini-program pays with JSAPI fields through wx.requestPayment; closing the sheet rejects with "cancel". */
async function launch(_orderId: number, prepay: Parameters<PlatformPay['launch']>[1]): Promise<LaunchOutcome> {
  const { timeStamp, nonceStr, package: pkg, signType, paySign } = prepay
  if (!timeStamp || !nonceStr || !pkg || !paySign) return 'failed'
  try {
    await Taro.requestPayment({ timeStamp, nonceStr, package: pkg, signType: signType ?? 'RSA', paySign })
    return 'paid'
  } catch (error) {
    const message = typeof error === 'object' && error !== null && 'errMsg' in error ? String(error.errMsg) : ''
    return /cancel/i.test(message) ? 'cancelled' : 'failed'
  }
}

/** wx.requestMerchantTransfer: WeChat's page where the payee confirms receipt; an old WeChat cannot open it. */
function confirmTransfer({ mchId, appId, package: pkg }: TransferConfirm): Promise<ConfirmOutcome> {
  const open = typeof wx === 'undefined' ? undefined : wx.requestMerchantTransfer
  if (!open) return Promise.resolve('unsupported')
  return new Promise((resolve) =>
    open({
      mchId,
      appId,
      package: pkg,
      success: () => resolve('done'),
      fail: (error) => resolve(/cancel/i.test(error.errMsg ?? '') ? 'cancelled' : 'failed'),
    }),
  )
}

export const platformPay: PlatformPay = {
  channel: () => ({ payType: 'wm', inWeChatBrowser: false }),
  launch,
  confirmTransfer,
}
