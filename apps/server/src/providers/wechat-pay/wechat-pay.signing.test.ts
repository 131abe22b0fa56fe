import { generateKeyPairSync, sign, type KeyObject } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import {
  answerSignatureMessage,
  authorizationHeader,
  decryptResource,
  encryptResource,
  miniProgramPaySignMessage,
  appPaySignMessage,
  parseAuthorizationHeader,
  randomNonce,
  requestSignatureMessage,
  signSha256WithRsa,
  signedAnswerHeaders,
  verifySha256WithRsa,
  verifyWeChatPaySignature,
  verifyingKeys,
} from './wechat-pay.signing'

const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 })
const platform = generateKeyPairSync('rsa', { modulusLength: 2048 })
const stranger = generateKeyPairSync('rsa', { modulusLength: 2048 })
const pem = (key: KeyObject) => key.export({ type: 'spki', format: 'pem' }).toString()

describe('signed messages, byte for byte as documented', () => {
  it('reproduces the official mini-program paySign sample string', () => {
    expect(
      miniProgramPaySignMessage(
        'wx8888888888888888',
        '1414561699',
        '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
        'prepay_id=wx201410272009395522657a690389285100',
      ),
    ).toBe(
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n',
    )
  })

  it('builds the App pay message over appid, timestamp, noncestr, prepayid', () => {
    expect(
      appPaySignMessage(
        'wxd678efh567hg6787',
        '1554208460',
        '593BEC0C930BF1AFEB40B4A08C8FB242',
        'WX1217752501201407033233368018',
      ),
    ).toBe('wxd678efh567hg6787\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\nWX1217752501201407033233368018\n')
  })

  it.each([
    {
      name: 'GET with a query: empty body line',
      method: 'GET',
      path: '/v3/pay/transactions/out-trade-no/1217752501201407033233368018?mchid=1230000109',
      body: '',
      expected:
        'GET\n/v3/pay/transactions/out-trade-no/1217752501201407033233368018?mchid=1230000109\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    },
    {
      name: 'POST with a JSON body',
      method: 'POST',
      path: '/v3/refund/domestic/refunds',
      body: '{"out_refund_no":"R1"}',
      expected:
        'POST\n/v3/refund/domestic/refunds\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{"out_refund_no":"R1"}\n',
    },
    {
      name: 'lower-case method is upper-cased',
      method: 'post',
      path: '/v3/pay/transactions/jsapi',
      body: '{}',
      expected: 'POST\n/v3/pay/transactions/jsapi\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n{}\n',
    },
  ])('request message: $name', ({ method, path, body, expected }) => {
    expect(requestSignatureMessage(method, path, '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', body)).toBe(expected)
  })

  it('builds the answer/notification message as timestamp, nonce, body', () => {
    expect(answerSignatureMessage('1554209980', 'c5ac7061fccab6bf3e254dcf98995b8c', '{"a":1}')).toBe(
      '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"a":1}\n',
    )
  })

  it('writes the Authorization header in the documented order and quoting, and reads it back', () => {
    const fields = {
      mchid: '1900009191',
      nonce_str: '593BEC0C930BF1AFEB40B4A08C8FB242',
      signature: 'uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK==',
      timestamp: '1554208460',
      serial_no: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    }
    const header = authorizationHeader(fields)
    expect(header).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",signature="uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK==",timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    )
    expect(parseAuthorizationHeader(header)).toEqual(fields)
    expect(parseAuthorizationHeader('Bearer x')).toBeNull()
    expect(
      parseAuthorizationHeader(header.replace(',serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"', '')),
    ).toBeNull()
  })

  it('makes 32-character nonces from [A-Z0-9]', () => {
    expect(randomNonce((size) => Buffer.alloc(size, 0))).toBe('A'.repeat(32))
    expect(randomNonce((size) => Buffer.alloc(size, 35))).toBe('9'.repeat(32))
    expect(randomNonce()).toMatch(/^[A-Z0-9]{32}$/)
  })
})

describe('SHA256withRSA', () => {
  const message =
    'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n'

  it('verifies with the signer public key and fails with another key or another message', () => {
    const signature = signSha256WithRsa(message, merchant.privateKey)
    expect(verifySha256WithRsa(message, signature, merchant.publicKey)).toBe(true)
    expect(verifySha256WithRsa(message, signature, stranger.publicKey)).toBe(false)
    expect(verifySha256WithRsa(message.replace('1699', '1698'), signature, merchant.publicKey)).toBe(false)
    expect(verifySha256WithRsa(message, 'not base64 at all', merchant.publicKey)).toBe(false)
  })

  it('is PKCS#1 v1.5 (deterministic), so the same input gives the same signature', () => {
    expect(signSha256WithRsa(message, merchant.privateKey)).toBe(signSha256WithRsa(message, merchant.privateKey))
  })
})

describe('verifying answers and notifications', () => {
  const now = new Date('2024-05-01T08:00:00Z')
  const timestamp = String(now.getTime() / 1000)
  const body = '{"prepay_id":"wx201410272009395522657a690389285100"}'
  const keys = verifyingKeys({
    wechatPayPublicKey: { serial: 'PUB_KEY_ID_0114232134912410000000000000', pem: pem(platform.publicKey) },
  })
  const signedBy = (privateKey: KeyObject, ts = timestamp) =>
    signedAnswerHeaders(
      body,
      { privateKey, serial: 'PUB_KEY_ID_0114232134912410000000000000' },
      ts,
      'c5ac7061fccab6bf3e254dcf98995b8c',
    )

  it.each([
    { name: 'a genuine answer', headers: signedBy(platform.privateKey), expected: { ok: true } },
    {
      name: 'signed with another key',
      headers: signedBy(stranger.privateKey),
      expected: { ok: false, reason: 'bad_signature' },
    },
    {
      name: 'a WECHATPAY/SIGNTEST/ probe',
      headers: {
        ...signedBy(platform.privateKey),
        'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${signedBy(platform.privateKey)['Wechatpay-Signature']}`,
      },
      expected: { ok: false, reason: 'signtest' },
    },
    {
      name: '5 minutes 1 second old',
      headers: signedBy(platform.privateKey, String(Number(timestamp) - 301)),
      expected: { ok: false, reason: 'stale_timestamp' },
    },
    {
      name: '5 minutes 1 second ahead',
      headers: signedBy(platform.privateKey, String(Number(timestamp) + 301)),
      expected: { ok: false, reason: 'stale_timestamp' },
    },
    {
      name: 'exactly 5 minutes old',
      headers: signedBy(platform.privateKey, String(Number(timestamp) - 300)),
      expected: { ok: true },
    },
    {
      name: 'an unknown serial',
      headers: { ...signedBy(platform.privateKey), 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' },
      expected: { ok: false, reason: 'unknown_serial' },
    },
    { name: 'no signature headers', headers: {}, expected: { ok: false, reason: 'missing_headers' } },
  ])('$name', ({ headers, expected }) => {
    // Node and fetch both give lower-case header names.
    const lowerCased = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value]))
    expect(verifyWeChatPaySignature(lowerCased, body, keys, now)).toEqual(expected)
    expect(verifyWeChatPaySignature(new Headers(headers), body, keys, now)).toEqual(expected)
  })

  it('fails when the body was altered after signing', () => {
    expect(
      verifyWeChatPaySignature(signedBy(platform.privateKey), body.replace('wx2014', 'wx2015'), keys, now),
    ).toEqual({
      ok: false,
      reason: 'bad_signature',
    })
  })

  it('chooses the key by serial among the public key and a platform certificate (X.509 serial, upper-case hex)', () => {
    const certificateKeys = generateKeyPairSync('rsa', { modulusLength: 2048 })
    const certificate = selfSignedCertificate(
      certificateKeys.privateKey,
      certificateKeys.publicKey,
      '5157f09efdc096de15ebe81a47057a7232f1b8e1',
    )
    const both = verifyingKeys({
      wechatPayPublicKey: { serial: 'PUB_KEY_ID_0114232134912410000000000000', pem: pem(platform.publicKey) },
      platformCertificates: [certificate],
    })
    expect([...both.keys()]).toEqual([
      'PUB_KEY_ID_0114232134912410000000000000',
      '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
    ])

    const byCertificate = signedAnswerHeaders(
      body,
      { privateKey: certificateKeys.privateKey, serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' },
      timestamp,
      'n',
    )
    expect(verifyWeChatPaySignature(byCertificate, body, both, now)).toEqual({ ok: true })
    expect(verifyWeChatPaySignature(signedBy(platform.privateKey), body, both, now)).toEqual({ ok: true })
    // The certificate's signature presented under the public key's serial does not verify.
    const misfiled = { ...byCertificate, 'Wechatpay-Serial': 'PUB_KEY_ID_0114232134912410000000000000' }
    expect(verifyWeChatPaySignature(misfiled, body, both, now)).toEqual({ ok: false, reason: 'bad_signature' })
  })

  it('refuses a configuration with no verifying key', () => {
    expect(() => verifyingKeys({})).toThrow(/public key or platform certificates/)
  })
})

describe('AEAD_AES_256_GCM resources', () => {
  const apiV3Key = 'abcdefghijklmnopqrstuvwxyz012345'
  const plaintext = '{"out_trade_no":"1217752501201407033233368018","trade_state":"SUCCESS"}'
  const sealed = encryptResource(plaintext, apiV3Key, 'fdasflkja484', 'transaction', 'transaction')

  it('puts the 16-byte tag after the ciphertext and decrypts back', () => {
    expect(sealed).toMatchObject({
      algorithm: 'AEAD_AES_256_GCM',
      nonce: 'fdasflkja484',
      associated_data: 'transaction',
      original_type: 'transaction',
    })
    expect(Buffer.from(sealed.ciphertext, 'base64').length).toBe(Buffer.byteLength(plaintext) + 16)
    expect(decryptResource(sealed, apiV3Key)).toBe(plaintext)
  })

  it.each([
    { name: 'a flipped ciphertext byte', resource: { ...sealed, ciphertext: flipByte(sealed.ciphertext, 0) } },
    { name: 'a flipped tag byte', resource: { ...sealed, ciphertext: flipByte(sealed.ciphertext, -1) } },
    { name: 'other associated data', resource: { ...sealed, associated_data: 'refund' } },
    { name: 'another nonce', resource: { ...sealed, nonce: 'fdasflkja485' } },
    { name: 'a truncated ciphertext', resource: { ...sealed, ciphertext: 'AAAA' } },
  ])('refuses $name', ({ resource }) => {
    expect(decryptResource(resource, apiV3Key)).toBeNull()
  })

  it('refuses another APIv3 key', () => {
    expect(decryptResource(sealed, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ012345')).toBeNull()
  })
})

function flipByte(base64: string, index: number): string {
  const bytes = Buffer.from(base64, 'base64')
  const at = index < 0 ? bytes.length + index : index
  bytes[at] = bytes[at]! ^ 0x01
  return bytes.toString('base64')
}

/** A minimal self-signed X.509 v3 certificate, DER-encoded by hand (node:crypto reads certificates but cannot make them). */
function selfSignedCertificate(privateKey: KeyObject, publicKey: KeyObject, serialHex: string): string {
  const tlv = (tag: number, content: Buffer): Buffer => {
    const length =
      content.length < 0x80
        ? Buffer.from([content.length])
        : Buffer.concat([Buffer.from([0x82]), Buffer.from([content.length >> 8, content.length & 0xff])])
    return Buffer.concat([Buffer.from([tag]), length, content])
  }
  const sequence = (...parts: Buffer[]) => tlv(0x30, Buffer.concat(parts))
  const sha256WithRsa = sequence(Buffer.from('06092a864886f70d01010b', 'hex'), Buffer.from('0500', 'hex'))
  const name = sequence(
    tlv(0x31, sequence(Buffer.from('0603550403', 'hex'), tlv(0x0c, Buffer.from('Sandbox Platform')))),
  )
  const validity = sequence(tlv(0x17, Buffer.from('240101000000Z')), tlv(0x17, Buffer.from('340101000000Z')))
  const tbs = sequence(
    tlv(0xa0, tlv(0x02, Buffer.from([2]))),
    tlv(0x02, Buffer.from(serialHex, 'hex')),
    sha256WithRsa,
    name,
    validity,
    name,
    publicKey.export({ type: 'spki', format: 'der' }),
  )
  const signature = sign('sha256', tbs, privateKey)
  const der = sequence(tbs, sha256WithRsa, tlv(0x03, Buffer.concat([Buffer.from([0]), signature])))
  const lines = der
    .toString('base64')
    .match(/.{1,64}/g)!
    .join('\n')
  return `-----BEGIN CERTIFICATE-----\n${lines}\n-----END CERTIFICATE-----\n`
}
