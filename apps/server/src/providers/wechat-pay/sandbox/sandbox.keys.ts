/**
 * Key material for the local WeChat Pay sandbox: made on first run and kept in the data folder, never in code,
 * so every installation has its own keys and the real signing and verification code runs against them.
 */
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, randomInt } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { WeChatPayMerchantKeys } from '../wechat-pay.types'

export const SANDBOX_KEYS_FILE = 'wechat-pay-sandbox.json'

/** The sandbox's own side: it checks the merchant's signatures and signs as WeChat Pay. */
export interface SandboxPeerKeys {
  mchid: string
  merchantSerialNo: string
  merchantPublicKey: string
  platformSerial: string
  platformPrivateKey: string
  apiV3Key: string
}

export interface SandboxKeys {
  /** Ready for createWeChatPayClient, with WeChat Pay's public key set to the sandbox's. */
  merchant: WeChatPayMerchantKeys & { wechatPayPublicKey: { serial: string; pem: string } }
  sandbox: SandboxPeerKeys
}

interface StoredKeys {
  merchantSerialNo: string
  merchantPrivateKey: string
  platformSerial: string
  platformPrivateKey: string
  apiV3Key: string
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * Reads the sandbox keys from `dir`, creating them on first run. The merchant and app ids are not secrets and
 * come from the caller (defaults: WeChat Pay's documentation samples).
 */
export function loadOrCreateSandboxKeys(dir: string, ids: { mchid?: string; appid?: string } = {}): SandboxKeys {
  const { mchid = '1900000109', appid = 'wxd678efh567hg6787' } = ids
  const stored = readOrCreate(dir)
  const platformPublicKey = publicPem(stored.platformPrivateKey)
  return {
    merchant: {
      mchid,
      appid,
      merchantSerialNo: stored.merchantSerialNo,
      merchantPrivateKey: stored.merchantPrivateKey,
      apiV3Key: stored.apiV3Key,
      wechatPayPublicKey: { serial: stored.platformSerial, pem: platformPublicKey },
    },
    sandbox: {
      mchid,
      merchantSerialNo: stored.merchantSerialNo,
      merchantPublicKey: publicPem(stored.merchantPrivateKey),
      platformSerial: stored.platformSerial,
      platformPrivateKey: stored.platformPrivateKey,
      apiV3Key: stored.apiV3Key,
    },
  }
}

function readOrCreate(dir: string): StoredKeys {
  const file = join(dir, SANDBOX_KEYS_FILE)
  try {
    return parseStored(readFileSync(file, 'utf8'), file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  mkdirSync(dir, { recursive: true })
  // Written aside, then linked into place: linking fails if another process got there first, and a reader
  // never sees half a file. The loser reads the winner's keys.
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`
  writeFileSync(draft, JSON.stringify(generate(), null, 2), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    unlinkSync(draft)
  }
  return parseStored(readFileSync(file, 'utf8'), file)
}

function generate(): StoredKeys {
  const pem = () =>
    generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString()
  return {
    merchantSerialNo: randomBytes(20).toString('hex').toUpperCase(),
    merchantPrivateKey: pem(),
    platformSerial: `PUB_KEY_ID_SANDBOX${randomBytes(12).toString('hex').toUpperCase()}`,
    platformPrivateKey: pem(),
    apiV3Key: Array.from({ length: 32 }, () => ALPHANUMERIC[randomInt(ALPHANUMERIC.length)]).join(''),
  }
}

function parseStored(text: string, file: string): StoredKeys {
  let data: Partial<StoredKeys> = {}
  try {
    data = JSON.parse(text) as Partial<StoredKeys>
  } catch {
    // reported below as incomplete
  }
  const complete =
    typeof data.merchantSerialNo === 'string' &&
    typeof data.merchantPrivateKey === 'string' &&
    typeof data.platformSerial === 'string' &&
    typeof data.platformPrivateKey === 'string' &&
    typeof data.apiV3Key === 'string' &&
    data.apiV3Key.length === 32
  if (!complete) throw new Error(`WeChat Pay sandbox: ${file} is incomplete; delete it to make new sandbox keys`)
  return data as StoredKeys
}

function publicPem(privatePem: string): string {
  return createPublicKey(createPrivateKey(privatePem)).export({ type: 'spki', format: 'pem' }).toString()
}
