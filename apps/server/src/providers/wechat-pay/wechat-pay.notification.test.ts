import { generateKeyPairSync } from 'node:crypto'
import { DomainError } from '@shop/domain'
import { describe, expect, it } from 'vitest'
import { notificationHeaders, sealNotification, type PlatformSigner } from './sandbox/sandbox.notifier'
import { parseNotification } from './wechat-pay.client'
import { encryptResource } from './wechat-pay.signing'
import type { WeChatPayVerificationKeys } from './wechat-pay.types'

const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const signer: PlatformSigner = { privateKey: platform.privateKey, serial: 'PUB_KEY_ID_SANDBOX0001' }
const keys: WeChatPayVerificationKeys = {
  apiV3Key: 'Sandbox0APIv3Key0000000000000032',
  wechatPayPublicKey: {
    serial: 'PUB_KEY_ID_SANDBOX0001',
    pem: platform.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  },
}
const now = new Date('2024-05-01T08:00:00Z')

const paidTransaction = {
  appid: 'wxd678efh567hg6787',
  mchid: '1900000109',
  out_trade_no: 'ORDER20240501001',
  transaction_id: '4200000000000000000000000001',
  trade_type: 'JSAPI',
  trade_state: 'SUCCESS',
  trade_state_desc: '支付成功',
  bank_type: 'OTHERS',
  attach: 'store=S001',
  success_time: '2024-05-01T16:00:00+08:00',
  payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
  amount: { total: 12345, payer_total: 12345, currency: 'CNY', payer_currency: 'CNY' },
}

function notification(resource: object = paidTransaction, originalType: 'transaction' | 'refund' = 'transaction') {
  const body = sealNotification(
    {
      eventType: originalType === 'transaction' ? 'TRANSACTION.SUCCESS' : 'REFUND.SUCCESS',
      summary: '支付成功',
      originalType,
      resource,
    },
    keys.apiV3Key,
    now,
  )
  return { body, headers: notificationHeaders(body, signer, now) }
}

function rejection(headers: Record<string, string>, body: string): unknown {
  try {
    parseNotification(headers, body, keys, now)
  } catch (error) {
    expect(error).toBeInstanceOf(DomainError)
    return { code: (error as DomainError).code, details: (error as DomainError).details }
  }
  throw new Error('the notification was accepted')
}

describe('parseNotification', () => {
  it('verifies and decrypts a sandbox-made payment notification', () => {
    const { body, headers } = notification()
    const parsed = parseNotification(headers, body, keys, now)
    expect(parsed).toEqual({
      kind: 'transaction',
      id: JSON.parse(body).id,
      eventType: 'TRANSACTION.SUCCESS',
      outTradeNo: 'ORDER20240501001',
      transactionId: '4200000000000000000000000001',
      tradeState: 'SUCCESS',
      amountTotal: 12345,
      payerTotal: 12345,
      successTime: new Date('2024-05-01T08:00:00Z'),
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      attach: 'store=S001',
    })
  })

  it('verifies and decrypts a refund notification', () => {
    const { body, headers } = notification(
      {
        mchid: '1900000109',
        out_trade_no: 'ORDER20240501001',
        transaction_id: '4200000000000000000000000001',
        out_refund_no: 'REFUND001',
        refund_id: '50000000000000000000000000001',
        refund_status: 'SUCCESS',
        success_time: '2024-05-01T16:05:00+08:00',
        user_received_account: '支付用户零钱',
        amount: { total: 12345, refund: 2345, payer_total: 12345, payer_refund: 2345 },
      },
      'refund',
    )
    expect(parseNotification(headers, body, keys, now)).toMatchObject({
      kind: 'refund',
      eventType: 'REFUND.SUCCESS',
      outRefundNo: 'REFUND001',
      refundId: '50000000000000000000000000001',
      refundStatus: 'SUCCESS',
      refundFen: 2345,
      totalFen: 12345,
      successTime: new Date('2024-05-01T08:05:00Z'),
    })
  })

  it.each([
    {
      name: 'signed with another key',
      forge: ({ body }: Forgeable) => ({
        body,
        headers: notificationHeaders(body, { ...signer, privateKey: stranger.privateKey }, now),
      }),
      reason: 'bad_signature',
    },
    {
      name: 'body altered after signing',
      forge: ({ body, headers }: Forgeable) => ({
        headers,
        body: body.replace('"TRANSACTION.SUCCESS"', '"TRANSACTION.SUCCES"'),
      }),
      reason: 'bad_signature',
    },
    {
      name: 'a WECHATPAY/SIGNTEST/ probe',
      forge: ({ body, headers }: Forgeable) => ({
        body,
        headers: { ...headers, 'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${headers['Wechatpay-Signature']}` },
      }),
      reason: 'signtest',
    },
    {
      name: 'a stale timestamp (6 minutes old)',
      forge: ({ body }: Forgeable) => ({
        body,
        headers: notificationHeaders(body, signer, new Date(now.getTime() - 6 * 60_000)),
      }),
      reason: 'stale_timestamp',
    },
    {
      name: 'an unknown serial',
      forge: ({ body }: Forgeable) => ({
        body,
        headers: notificationHeaders(body, { ...signer, serial: 'PUB_KEY_ID_SOMEONE_ELSE' }, now),
      }),
      reason: 'unknown_serial',
    },
    {
      name: 'a tampered ciphertext, correctly re-signed',
      forge: ({ body }: Forgeable) => {
        const envelope = JSON.parse(body)
        const sealed = Buffer.from(envelope.resource.ciphertext, 'base64')
        sealed[3] = sealed[3]! ^ 0xff
        envelope.resource.ciphertext = sealed.toString('base64')
        const tampered = JSON.stringify(envelope)
        return { body: tampered, headers: notificationHeaders(tampered, signer, now) }
      },
      reason: 'decrypt_failed',
    },
    {
      name: 'encrypted with another APIv3 key',
      forge: ({ body }: Forgeable) => {
        const envelope = JSON.parse(body)
        envelope.resource = encryptResource(
          JSON.stringify(paidTransaction),
          'AnotherAPIv3Key00000000000000032',
          'abcdefghijkl',
          'transaction',
          'transaction',
        )
        const forged = JSON.stringify(envelope)
        return { body: forged, headers: notificationHeaders(forged, signer, now) }
      },
      reason: 'decrypt_failed',
    },
    {
      name: 'a signed body that is not a notification',
      forge: () => ({ body: '{"hello":"world"}', headers: notificationHeaders('{"hello":"world"}', signer, now) }),
      reason: 'malformed',
    },
  ])('rejects $name', ({ forge, reason }) => {
    const forged = forge(notification())
    expect(rejection(forged.headers, forged.body)).toEqual({ code: 'paymentNotificationInvalid', details: { reason } })
  })
})

interface Forgeable {
  body: string
  headers: Record<string, string>
}
