import Taro from '@tarojs/taro'
import type { ConfirmOutcome, LaunchOutcome } from './pay.types'

/** The stand-in sheet's choices, in order; closing it cancels. */
export const SANDBOX_SHEET_CHOICES = ['确认支付（沙箱，不扣款）', '模拟支付失败'] as const

/**
 * The stand-in for WeChat's pay sheet while the server pays through the WeChat Pay sandbox (the default demo).
 * WeChat's own sheet (wx.requestPayment in the mini-program, WeixinJSBridge in the WeChat browser) cannot take a
 * sandbox payment, so the payer decides here and the decision goes to the sandbox's cashier (the prepay answer's
 * `sandboxConfirmUrl`), which notifies the server as WeChat Pay would. Live mode never answers `sandboxConfirmUrl`,
 * so this sheet never shows there.
 */
export async function paySandbox(confirmUrl: string, prepayId: string | undefined): Promise<LaunchOutcome> {
  let tapIndex: number
  try {
    ;({ tapIndex } = await Taro.showActionSheet({ itemList: [...SANDBOX_SHEET_CHOICES] }))
  } catch {
    return 'cancelled'
  }
  const result = tapIndex === 0 ? 'success' : 'fail'
  try {
    const answer = await Taro.request({
      url: confirmUrl,
      method: 'POST',
      header: { 'content-type': 'application/json' },
      data: { prepay_id: prepayId, result },
    })
    if (answer.statusCode !== 200) return 'failed'
  } catch {
    return 'failed'
  }
  return result === 'success' ? 'paid' : 'failed'
}

/**
 * The stand-in for WeChat's receipt page of a sandbox transfer (wx.requestMerchantTransfer cannot open one): the
 * payee confirms here and the sandbox marks the bill paid, as WeChat would once the payee confirms.
 */
export async function confirmTransferSandbox(confirmUrl: string, packageInfo: string): Promise<ConfirmOutcome> {
  try {
    await Taro.showActionSheet({ itemList: ['确认收款（沙箱）'] })
  } catch {
    return 'cancelled'
  }
  try {
    const answer = await Taro.request({
      url: confirmUrl,
      method: 'POST',
      header: { 'content-type': 'application/json' },
      data: { package: packageInfo },
    })
    return answer.statusCode === 200 ? 'done' : 'failed'
  } catch {
    return 'failed'
  }
}
