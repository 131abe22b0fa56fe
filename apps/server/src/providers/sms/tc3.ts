import { createHash, createHmac } from 'node:crypto'

/**
 * Tencent Cloud API 3.0 request signing, TC3-HMAC-SHA256 (cloud.tencent.com/document/api/382/52072, "签名方法 v3"),
 * signing the two headers every call has: content-type and host.
 *
 * 1. CanonicalRequest = POST \n / \n (empty query) \n content-type:…\nhost:…\n \n content-type;host \n hex(sha256(body))
 * 2. StringToSign = TC3-HMAC-SHA256 \n timestamp \n <UTC date>/<service>/tc3_request \n hex(sha256(CanonicalRequest))
 * 3. key = HMAC(HMAC(HMAC("TC3" + SecretKey, date), service), "tc3_request"); Signature = hex(HMAC(key, StringToSign))
 * 4. Authorization = TC3-HMAC-SHA256 Credential=<SecretId>/<scope>, SignedHeaders=content-type;host, Signature=<hex>
 */
export const TC3_CONTENT_TYPE = 'application/json; charset=utf-8'
const SIGNED_HEADERS = 'content-type;host'

export interface Tc3Input {
  secretKey: string
  service: string
  host: string
  /** Unix seconds, as sent in X-TC-Timestamp. */
  timestamp: number
  payload: string
  contentType?: string
}

const sha256Hex = (text: string) => createHash('sha256').update(text).digest('hex')
const hmac = (key: string | Buffer, text: string) => createHmac('sha256', key).update(text).digest()

export function tc3Signature(input: Tc3Input): { signature: string; credentialScope: string } {
  const date = new Date(input.timestamp * 1000).toISOString().slice(0, 10)
  const credentialScope = `${date}/${input.service}/tc3_request`
  const canonicalHeaders = `content-type:${(input.contentType ?? TC3_CONTENT_TYPE).toLowerCase()}\nhost:${input.host.toLowerCase()}\n`
  const canonicalRequest = ['POST', '/', '', canonicalHeaders, SIGNED_HEADERS, sha256Hex(input.payload)].join('\n')
  const stringToSign = ['TC3-HMAC-SHA256', String(input.timestamp), credentialScope, sha256Hex(canonicalRequest)].join(
    '\n',
  )
  const signingKey = hmac(hmac(hmac(`TC3${input.secretKey}`, date), input.service), 'tc3_request')
  return { signature: createHmac('sha256', signingKey).update(stringToSign).digest('hex'), credentialScope }
}

export function tc3Authorization(secretId: string, input: Tc3Input): string {
  const { signature, credentialScope } = tc3Signature(input)
  return `TC3-HMAC-SHA256 Credential=${secretId}/${credentialScope}, SignedHeaders=${SIGNED_HEADERS}, Signature=${signature}`
}

/** The parts of an Authorization header, or null when it is not a TC3 one. */
export function parseTc3Authorization(
  header: string,
): { secretId: string; scope: string; signedHeaders: string; signature: string } | null {
  const match = /^TC3-HMAC-SHA256 Credential=([^/]+)\/([^,]+), SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
    header,
  )
  return match ? { secretId: match[1]!, scope: match[2]!, signedHeaders: match[3]!, signature: match[4]! } : null
}
