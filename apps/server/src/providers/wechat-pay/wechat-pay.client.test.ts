/** The client's wire behaviour with a stand-in fetch: exact requests, and which error each answer becomes. */
import { generateKeyPairSync } from 'node:crypto'
import { DomainError } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { createWeChatPayClient } from './wechat-pay.client'
import {
  parseAuthorizationHeader,
  requestSignatureMessage,
  signedAnswerHeaders,
  unixSeconds,
  verifySha256WithRsa,
} from './wechat-pay.signing'
import type { FetchLike } from './wechat-pay.types'

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const now = new Date('2024-05-01T08:00:00Z')
const PLATFORM_SERIAL = 'PUB_KEY_ID_0114232134912410000000000000'

interface Sent {
  url: string
  method: string
  headers: Record<string, string>
  body: string | undefined
}

function clientAnswering(status: number, body: string, { signed = true } = {}) {
  const sent: Sent[] = []
  const fakeFetch: FetchLike = async (url, init) => {
    sent.push({ url, method: init.method, headers: init.headers, body: init.body })
    const headers = signed
      ? signedAnswerHeaders(body, { privateKey: platform.privateKey, serial: PLATFORM_SERIAL }, unixSeconds(now), 'N')
      : {}
    return new Response(status === 204 ? null : body, { status, headers })
  }
  const client = createWeChatPayClient({
    mchid: '1900000109',
    appid: 'wxd678efh567hg6787',
    merchantSerialNo: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    merchantPrivateKey: merchant.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    apiV3Key: 'Sandbox0APIv3Key0000000000000032',
    wechatPayPublicKey: {
      serial: PLATFORM_SERIAL,
      pem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    },
    notifyUrl: 'https://shop.example/api/sp-pay/notify/wechat',
    baseUrl: 'https://pay.example/prefix/',
    now: () => now,
    nonce: () => '593BEC0C930BF1AFEB40B4A08C8FB242',
    fetch: fakeFetch,
  })
  return { client, sent }
}

describe('requests', () => {
  it('posts the documented jsapi body, signed over the full path with the merchant key', async () => {
    const { client, sent } = clientAnswering(200, '{"prepay_id":"wx26112221580621e9b071c00d9e093b0000"}')
    const result = await client.prepay({
      channel: 'jsapi',
      outTradeNo: '1217752501201407033233368018',
      description: 'Image形象店-深圳腾大-QQ公仔',
      totalFen: 100,
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      timeExpire: new Date('2018-06-08T02:34:56Z'),
    })
    expect(result).toEqual({ prepayId: 'wx26112221580621e9b071c00d9e093b0000' })

    const [request] = sent
    expect(request!.url).toBe('https://pay.example/prefix/v3/pay/transactions/jsapi')
    expect(request!.method).toBe('POST')
    expect(JSON.parse(request!.body!)).toEqual({
      appid: 'wxd678efh567hg6787',
      mchid: '1900000109',
      description: 'Image形象店-深圳腾大-QQ公仔',
      out_trade_no: '1217752501201407033233368018',
      time_expire: '2018-06-08T10:34:56+08:00',
      notify_url: 'https://shop.example/api/sp-pay/notify/wechat',
      amount: { total: 100, currency: 'CNY' },
      payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    })
    const auth = parseAuthorizationHeader(request!.headers.Authorization)
    expect(auth).toMatchObject({
      mchid: '1900000109',
      nonce_str: '593BEC0C930BF1AFEB40B4A08C8FB242',
      timestamp: '1714550400',
      serial_no: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    })
    const message = requestSignatureMessage(
      'POST',
      '/prefix/v3/pay/transactions/jsapi',
      '1714550400',
      '593BEC0C930BF1AFEB40B4A08C8FB242',
      request!.body!,
    )
    expect(verifySha256WithRsa(message, auth!.signature, merchant.publicKey)).toBe(true)
  })

  it('sends h5 scene_info and no payer; GETs carry no body and sign an empty body line', async () => {
    const h5 = clientAnswering(200, '{"h5_url":"https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx1"}')
    await h5.client.prepay({
      channel: 'h5',
      outTradeNo: 'ORDER0001',
      description: 'd',
      totalFen: 1,
      payerClientIp: '1.2.3.4',
    })
    expect(JSON.parse(h5.sent[0]!.body!)).toMatchObject({
      scene_info: { payer_client_ip: '1.2.3.4', h5_info: { type: 'Wap' } },
    })
    expect(JSON.parse(h5.sent[0]!.body!)).not.toHaveProperty('payer')

    const query = clientAnswering(200, '{"out_trade_no":"ORDER|0001","trade_state":"NOTPAY"}')
    expect(await query.client.queryByOutTradeNo('ORDER|0001')).toEqual({
      outTradeNo: 'ORDER|0001',
      tradeState: 'NOTPAY',
    })
    const [get] = query.sent
    expect(get!.url).toBe('https://pay.example/prefix/v3/pay/transactions/out-trade-no/ORDER%7C0001?mchid=1900000109')
    expect(get!.body).toBeUndefined()
    const auth = parseAuthorizationHeader(get!.headers.Authorization)!
    const message = requestSignatureMessage(
      'GET',
      '/prefix/v3/pay/transactions/out-trade-no/ORDER%7C0001?mchid=1900000109',
      auth.timestamp,
      auth.nonce_str,
      '',
    )
    expect(verifySha256WithRsa(message, auth.signature, merchant.publicKey)).toBe(true)
  })

  it('refuses jsapi without openid and h5 without the payer IP before calling', async () => {
    const { client, sent } = clientAnswering(200, '{}')
    await expect(
      client.prepay({ channel: 'jsapi', outTradeNo: 'ORDER0001', description: 'd', totalFen: 1 }),
    ).rejects.toMatchObject({
      code: 'validationFailed',
    })
    await expect(
      client.prepay({ channel: 'h5', outTradeNo: 'ORDER0001', description: 'd', totalFen: 1 }),
    ).rejects.toMatchObject({
      code: 'validationFailed',
    })
    expect(sent).toEqual([])
  })
})

describe('answers', () => {
  it.each([
    { status: 404, body: '{"code":"ORDER_NOT_EXIST","message":"订单不存在"}', code: 'paymentOrderNotFound' },
    { status: 404, body: '{"code":"RESOURCE_NOT_EXISTS","message":"订单不存在"}', code: 'paymentOrderNotFound' },
    { status: 400, body: '{"code":"ORDERPAID","message":"订单已支付"}', code: 'paymentOrderPaid' },
    { status: 400, body: '{"code":"ORDER_CLOSED","message":"订单已关闭"}', code: 'paymentOrderClosed' },
    { status: 400, body: '{"code":"PARAM_ERROR","message":"参数错误"}', code: 'paymentRequestRejected' },
    { status: 403, body: '{"code":"NOT_ENOUGH","message":"余额不足"}', code: 'paymentRequestRejected' },
    { status: 401, body: '{"code":"SIGN_ERROR","message":"签名错误"}', code: 'paymentProviderFailed' },
    { status: 429, body: '{"code":"FREQUENCY_LIMITED","message":"频率超限"}', code: 'paymentProviderFailed' },
    { status: 500, body: '{"code":"SYSTEM_ERROR","message":"系统异常"}', code: 'paymentProviderFailed' },
  ])('$status $body → $code', async ({ status, body, code }) => {
    const { client } = clientAnswering(status, body)
    const error = await client.queryByOutTradeNo('ORDER0001').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(DomainError)
    expect(error).toMatchObject({ code, details: { httpStatus: status, wechatCode: JSON.parse(body).code } })
  })

  it.each([
    {
      name: 'an unsigned 200',
      status: 200,
      body: '{"out_trade_no":"ORDER0001","trade_state":"SUCCESS"}',
      signed: false,
      reason: 'answer_missing_headers',
    },
    {
      name: 'an unsigned gateway error',
      status: 502,
      body: '<html>Bad Gateway</html>',
      signed: false,
      reason: 'answer_missing_headers',
    },
    {
      name: 'a signed answer of the wrong shape',
      status: 200,
      body: '{"trade_state":"PAID"}',
      signed: true,
      reason: 'malformed_answer',
    },
  ])('fails as a provider failure on $name', async ({ status, body, signed, reason }) => {
    const { client } = clientAnswering(status, body, { signed })
    await expect(client.queryByOutTradeNo('ORDER0001')).rejects.toMatchObject({
      code: 'paymentProviderFailed',
      details: { reason },
    })
  })

  it('reads a refund answer in fen', async () => {
    const { client, sent } = clientAnswering(
      200,
      JSON.stringify({
        refund_id: '50000000382019052709732678859',
        out_refund_no: 'R1',
        status: 'PROCESSING',
        amount: { total: 100, refund: 40, payer_total: 100, payer_refund: 40, currency: 'CNY' },
      }),
    )
    expect(
      await client.refund({
        outTradeNo: 'ORDER0001',
        outRefundNo: 'R1',
        refundFen: 40,
        totalFen: 100,
        reason: '尺码不合适',
      }),
    ).toEqual({
      outRefundNo: 'R1',
      refundId: '50000000382019052709732678859',
      status: 'PROCESSING',
      refundFen: 40,
    })
    expect(JSON.parse(sent[0]!.body!)).toEqual({
      out_trade_no: 'ORDER0001',
      out_refund_no: 'R1',
      reason: '尺码不合适',
      amount: { refund: 40, total: 100, currency: 'CNY' },
    })
  })
})
