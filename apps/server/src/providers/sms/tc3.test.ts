import { describe, expect, it } from 'vitest'
import { parseTc3Authorization, tc3Authorization, tc3Signature } from './tc3'

// The worked example of Tencent Cloud's "签名方法 v3" page (CVM DescribeInstances), masked key included.
const EXAMPLE = {
  secretId: 'AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******',
  secretKey: 'Gu5t9xGARNpq86cd98joQYCN3*******',
  service: 'cvm',
  host: 'cvm.tencentcloudapi.com',
  timestamp: 1551113065,
  payload: '{"Limit": 1, "Filters": [{"Values": ["\\u672a\\u547d\\u540d"], "Name": "instance-name"}]}',
}

describe('TC3-HMAC-SHA256', () => {
  it('signs the documented example to the documented signature', () => {
    expect(tc3Signature(EXAMPLE)).toEqual({
      signature: '2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
      credentialScope: '2019-02-25/cvm/tc3_request',
    })
    expect(tc3Authorization(EXAMPLE.secretId, EXAMPLE)).toBe(
      'TC3-HMAC-SHA256 Credential=AKIDz8krbsJ5yKBZQpn74WFkmLPx3*******/2019-02-25/cvm/tc3_request, ' +
        'SignedHeaders=content-type;host, Signature=2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    )
  })

  it('changes with every signed part', () => {
    const base = tc3Signature(EXAMPLE).signature
    for (const change of [
      { payload: '{}' },
      { host: 'sms.tencentcloudapi.com' },
      { timestamp: 1551113066 },
      { secretKey: 'other' },
    ]) {
      expect(tc3Signature({ ...EXAMPLE, ...change }).signature).not.toBe(base)
    }
  })

  it('reads an Authorization header back', () => {
    expect(parseTc3Authorization(tc3Authorization('AKID1', EXAMPLE))).toEqual({
      secretId: 'AKID1',
      scope: '2019-02-25/cvm/tc3_request',
      signedHeaders: 'content-type;host',
      signature: '2230eefd229f582d8b1b891af7107b91597240707d778ab3738f756258d7652c',
    })
    expect(parseTc3Authorization('Bearer abc')).toBeNull()
  })
})
