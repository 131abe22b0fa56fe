/**
 * WeChat Pay API v3 signatures and resource encryption, on node:crypto only:
 * - every signed message is a list of lines, each ending in "\n" (the last one too);
 * - signatures are SHA256withRSA (PKCS#1 v1.5), Base64;
 * - notification resources are AEAD_AES_256_GCM with the APIv3 key, the tag being the last 16 bytes.
 */
import {
  X509Certificate,
  createCipheriv,
  createDecipheriv,
  createPublicKey,
  randomBytes,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto'
import type { HeaderSource, WeChatPayVerificationKeys } from './wechat-pay.types'

export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048'

/** WeChat Pay sends signatures with this prefix on purpose, to check that merchants really verify. */
export const SIGNTEST_PREFIX = 'WECHATPAY/SIGNTEST/'

/** Answers and notifications older or newer than this are refused (the official SDKs use 5 minutes). */
export const MAX_CLOCK_SKEW_SECONDS = 5 * 60

function lines(...parts: string[]): string {
  return parts.map((part) => `${part}\n`).join('')
}

/** `METHOD\nPATH?QUERY\ntimestamp\nnonce\nbody\n`; the body is empty for GET. */
export function requestSignatureMessage(
  method: string,
  pathAndQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return lines(method.toUpperCase(), pathAndQuery, timestamp, nonce, body)
}

/** What WeChat Pay signs in its answers and notifications: `timestamp\nnonce\nbody\n`. */
export function answerSignatureMessage(timestamp: string, nonce: string, body: string): string {
  return lines(timestamp, nonce, body)
}

/** Mini-program / JSAPI paySign message: `appId\ntimeStamp\nnonceStr\npackage\n` (signType is not signed). */
export function miniProgramPaySignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return lines(appId, timeStamp, nonceStr, pkg)
}

/** App pay sign message: `appid\ntimestamp\nnoncestr\nprepayid\n`. */
export function appPaySignMessage(appid: string, timestamp: string, noncestr: string, prepayid: string): string {
  return lines(appid, timestamp, noncestr, prepayid)
}

export function signSha256WithRsa(message: string, privateKey: KeyObject | string): string {
  return sign('sha256', Buffer.from(message, 'utf8'), privateKey).toString('base64')
}

export function verifySha256WithRsa(message: string, signature: string, publicKey: KeyObject | string): boolean {
  try {
    return verify('sha256', Buffer.from(message, 'utf8'), publicKey, Buffer.from(signature, 'base64'))
  } catch {
    return false
  }
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

/** 32 characters from [A-Z0-9], the longest nonce WeChat Pay accepts. */
export function randomNonce(random: (size: number) => Buffer = randomBytes): string {
  return Array.from(random(32), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('')
}

export function unixSeconds(date: Date): string {
  return String(Math.floor(date.getTime() / 1000))
}

export interface AuthorizationFields {
  mchid: string
  nonce_str: string
  signature: string
  timestamp: string
  serial_no: string
}

export function authorizationHeader(fields: AuthorizationFields): string {
  const { mchid, nonce_str, signature, timestamp, serial_no } = fields
  return `${AUTH_SCHEMA} mchid="${mchid}",nonce_str="${nonce_str}",signature="${signature}",timestamp="${timestamp}",serial_no="${serial_no}"`
}

/** The sandbox's side of authorizationHeader; null when the header is not a complete v3 Authorization. */
export function parseAuthorizationHeader(header: string | undefined): AuthorizationFields | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null
  const fields = new Map<string, string>()
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields.set(match[1]!, match[2]!)
  }
  const [mchid, nonce_str, signature, timestamp, serial_no] = [
    'mchid',
    'nonce_str',
    'signature',
    'timestamp',
    'serial_no',
  ].map((name) => fields.get(name))
  if (!mchid || !nonce_str || !signature || !timestamp || !serial_no) return null
  return { mchid, nonce_str, signature, timestamp, serial_no }
}

export function headerValue(headers: HeaderSource, name: string): string | undefined {
  if (headers instanceof Headers) return headers.get(name) ?? undefined
  const value = headers[name.toLowerCase()] ?? headers[name]
  return Array.isArray(value) ? value[0] : value
}

export type VerificationFailure =
  'missing_headers' | 'signtest' | 'stale_timestamp' | 'unknown_serial' | 'bad_signature'

export type VerificationOutcome = { ok: true } | { ok: false; reason: VerificationFailure }

/** Serial → verifying key, from WeChat Pay's public key and/or its platform certificates. */
export type VerifyingKeys = ReadonlyMap<string, KeyObject>

export function verifyingKeys(keys: Omit<WeChatPayVerificationKeys, 'apiV3Key'>): VerifyingKeys {
  const bySerial = new Map<string, KeyObject>()
  if (keys.wechatPayPublicKey) {
    bySerial.set(keys.wechatPayPublicKey.serial, createPublicKey(keys.wechatPayPublicKey.pem))
  }
  for (const pem of keys.platformCertificates ?? []) {
    const certificate = new X509Certificate(pem)
    bySerial.set(certificate.serialNumber.toUpperCase(), certificate.publicKey)
  }
  if (bySerial.size === 0) throw new Error('WeChat Pay: configure the WeChat Pay public key or platform certificates')
  return bySerial
}

/** Verifies a WeChat Pay answer or notification by its Wechatpay-* headers over the raw body. */
export function verifyWeChatPaySignature(
  headers: HeaderSource,
  rawBody: string,
  keys: VerifyingKeys,
  now: Date,
): VerificationOutcome {
  const timestamp = headerValue(headers, 'Wechatpay-Timestamp')
  const nonce = headerValue(headers, 'Wechatpay-Nonce')
  const signature = headerValue(headers, 'Wechatpay-Signature')
  const serial = headerValue(headers, 'Wechatpay-Serial')
  if (!timestamp || !nonce || !signature || !serial) return { ok: false, reason: 'missing_headers' }
  if (signature.startsWith(SIGNTEST_PREFIX)) return { ok: false, reason: 'signtest' }
  if (!isFresh(timestamp, now)) return { ok: false, reason: 'stale_timestamp' }
  const key = keys.get(serial)
  if (!key) return { ok: false, reason: 'unknown_serial' }
  return verifySha256WithRsa(answerSignatureMessage(timestamp, nonce, rawBody), signature, key)
    ? { ok: true }
    : { ok: false, reason: 'bad_signature' }
}

/** A Unix-seconds timestamp within MAX_CLOCK_SKEW_SECONDS of now, either way. */
export function isFresh(timestamp: string, now: Date): boolean {
  if (!/^\d{1,12}$/.test(timestamp)) return false
  return Math.abs(Number(timestamp) - now.getTime() / 1000) <= MAX_CLOCK_SKEW_SECONDS
}

/** The headers WeChat Pay puts on an answer or a notification, signed with the platform key. */
export function signedAnswerHeaders(
  body: string,
  signer: { privateKey: KeyObject | string; serial: string },
  timestamp: string,
  nonce: string,
): Record<string, string> {
  return {
    'Wechatpay-Timestamp': timestamp,
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': signSha256WithRsa(answerSignatureMessage(timestamp, nonce, body), signer.privateKey),
    'Wechatpay-Serial': signer.serial,
    'Wechatpay-Signature-Type': AUTH_SCHEMA,
  }
}

export interface EncryptedResource<OriginalType extends string = string> {
  algorithm: 'AEAD_AES_256_GCM'
  ciphertext: string
  nonce: string
  associated_data: string
  original_type: OriginalType
}

const GCM_TAG_BYTES = 16

function apiV3KeyBytes(apiV3Key: string): Buffer {
  const key = Buffer.from(apiV3Key, 'utf8')
  if (key.length !== 32) throw new Error('WeChat Pay: the APIv3 key must be 32 bytes')
  return key
}

/** AEAD_AES_256_GCM; returns null when the ciphertext, nonce, associated data or key do not match. */
export function decryptResource(
  resource: { ciphertext: string; nonce: string; associated_data?: string },
  apiV3Key: string,
): string | null {
  const sealed = Buffer.from(resource.ciphertext, 'base64')
  if (sealed.length <= GCM_TAG_BYTES) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(resource.nonce, 'utf8'))
    decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'))
    decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES))
    const plain = Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()])
    return plain.toString('utf8')
  } catch {
    return null
  }
}

/** The sandbox's side of decryptResource; `nonce` is 12 characters, as WeChat Pay's are. */
export function encryptResource<OriginalType extends string>(
  plaintext: string,
  apiV3Key: string,
  nonce: string,
  associatedData: string,
  originalType: OriginalType,
): EncryptedResource<OriginalType> {
  const cipher = createCipheriv('aes-256-gcm', apiV3KeyBytes(apiV3Key), Buffer.from(nonce, 'utf8'))
  cipher.setAAD(Buffer.from(associatedData, 'utf8'))
  const sealed = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()])
  return {
    algorithm: 'AEAD_AES_256_GCM',
    ciphertext: sealed.toString('base64'),
    nonce,
    associated_data: associatedData,
    original_type: originalType,
  }
}
