import Taro from '@tarojs/taro'
import type { LaunchOutcome, PlatformPay } from './pay.types'

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

export const platformPay: PlatformPay = {
  channel: () => ({ payType: 'wm', inWeChatBrowser: false }),
  launch,
}
