import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { buildAppPayParams, buildMiniProgramPayParams } from './wechat-pay.pay-params'
import { signSha256WithRsa, verifySha256WithRsa } from './wechat-pay.signing'

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const sample = {
  appId: 'wx8888888888888888',
  prepayId: 'wx201410272009395522657a690389285100',
  merchantPrivateKey: merchant.privateKey,
  now: new Date(1414561699 * 1000 + 999),
  nonce: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
}

describe('client pay params', () => {
  it('builds the mini-program params of the official sample, paySign over its exact string', () => {
    const sampleString =
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n'
    const params = buildMiniProgramPayParams(sample)
    expect(params).toEqual({
      appId: 'wx8888888888888888',
      timeStamp: '1414561699',
      nonceStr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      package: 'prepay_id=wx201410272009395522657a690389285100',
      signType: 'RSA',
      paySign: signSha256WithRsa(sampleString, merchant.privateKey),
    })
    expect(verifySha256WithRsa(sampleString, params.paySign, merchant.publicKey)).toBe(true)
  })

  it('builds the App params: partnerid is the merchant id, sign over appid/timestamp/noncestr/prepayid', () => {
    const params = buildAppPayParams({ ...sample, appId: 'wxd678efh567hg6787', mchid: '1900000109' })
    const signed =
      'wxd678efh567hg6787\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nwx201410272009395522657a690389285100\n'
    expect(params).toEqual({
      appid: 'wxd678efh567hg6787',
      partnerid: '1900000109',
      prepayid: 'wx201410272009395522657a690389285100',
      package: 'Sign=WXPay',
      noncestr: '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
      timestamp: '1414561699',
      sign: signSha256WithRsa(signed, merchant.privateKey),
    })
    expect(verifySha256WithRsa(signed, params.sign, merchant.publicKey)).toBe(true)
  })
})
