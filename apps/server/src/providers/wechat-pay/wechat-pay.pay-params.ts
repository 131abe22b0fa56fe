/**
 * The params a client hands to WeChat to pay a prepay id, signed with the merchant private key.
 * Pure: the time and the nonce come in, so the same input always gives the same signature.
 */
import type { KeyObject } from 'node:crypto'
import { appPaySignMessage, miniProgramPaySignMessage, signSha256WithRsa, unixSeconds } from './wechat-pay.signing'
import type { AppPayParams, MiniProgramPayParams } from './wechat-pay.types'

export interface PayParamsInput {
  appId: string
  prepayId: string
  merchantPrivateKey: KeyObject | string
  now: Date
  nonce: string
}

/** For `wx.requestPayment` in the mini-program and `getBrandWCPayRequest` in the WeChat browser. */
export function buildMiniProgramPayParams(input: PayParamsInput): MiniProgramPayParams {
  const timeStamp = unixSeconds(input.now)
  const pkg = `prepay_id=${input.prepayId}`
  return {
    appId: input.appId,
    timeStamp,
    nonceStr: input.nonce,
    package: pkg,
    signType: 'RSA',
    paySign: signSha256WithRsa(
      miniProgramPaySignMessage(input.appId, timeStamp, input.nonce, pkg),
      input.merchantPrivateKey,
    ),
  }
}

/** For the WeChat Open SDK in the app shell; `partnerid` is the merchant id. */
export function buildAppPayParams(input: PayParamsInput & { mchid: string }): AppPayParams {
  const timestamp = unixSeconds(input.now)
  return {
    appid: input.appId,
    partnerid: input.mchid,
    prepayid: input.prepayId,
    package: 'Sign=WXPay',
    noncestr: input.nonce,
    timestamp,
    sign: signSha256WithRsa(
      appPaySignMessage(input.appId, timestamp, input.nonce, input.prepayId),
      input.merchantPrivateKey,
    ),
  }
}
