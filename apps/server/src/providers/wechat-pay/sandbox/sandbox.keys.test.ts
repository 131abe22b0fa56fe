import { createPrivateKey, createPublicKey } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { signSha256WithRsa, verifySha256WithRsa } from '../wechat-pay.signing'
import { SANDBOX_KEYS_FILE, loadOrCreateSandboxKeys } from './sandbox.keys'

const folders: string[] = []
function freshFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'wechat-pay-keys-'))
  folders.push(folder)
  return folder
}
afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
})

describe('loadOrCreateSandboxKeys', () => {
  it('makes matching merchant and platform key pairs and a 32-character APIv3 key on first run', () => {
    const folder = join(freshFolder(), 'data')
    const { merchant, sandbox } = loadOrCreateSandboxKeys(folder)

    expect(readdirSync(folder)).toEqual([SANDBOX_KEYS_FILE])
    expect(statSync(join(folder, SANDBOX_KEYS_FILE)).mode & 0o777).toBe(0o600)
    expect(merchant.apiV3Key).toMatch(/^[A-Za-z0-9]{32}$/)
    expect(sandbox.apiV3Key).toBe(merchant.apiV3Key)
    expect(merchant.merchantSerialNo).toMatch(/^[0-9A-F]{40}$/)
    expect(sandbox.merchantSerialNo).toBe(merchant.merchantSerialNo)
    expect(merchant.wechatPayPublicKey.serial).toMatch(/^PUB_KEY_ID_SANDBOX[0-9A-F]{24}$/)
    expect(sandbox.platformSerial).toBe(merchant.wechatPayPublicKey.serial)
    expect(createPrivateKey(merchant.merchantPrivateKey).asymmetricKeyDetails?.modulusLength).toBe(2048)

    // The sandbox verifies what the merchant signs, and the merchant verifies what the sandbox signs.
    expect(
      verifySha256WithRsa(
        'm\n',
        signSha256WithRsa('m\n', merchant.merchantPrivateKey),
        createPublicKey(sandbox.merchantPublicKey),
      ),
    ).toBe(true)
    expect(
      verifySha256WithRsa('p\n', signSha256WithRsa('p\n', sandbox.platformPrivateKey), merchant.wechatPayPublicKey.pem),
    ).toBe(true)
    expect(merchant.merchantPrivateKey).not.toBe(sandbox.platformPrivateKey)
  })

  it('reads the same keys on later runs and takes the ids from the caller', () => {
    const folder = freshFolder()
    const first = loadOrCreateSandboxKeys(folder)
    const second = loadOrCreateSandboxKeys(folder, { mchid: '1230000109', appid: 'wx8888888888888888' })
    expect(second.merchant).toEqual({ ...first.merchant, mchid: '1230000109', appid: 'wx8888888888888888' })
    expect(second.sandbox).toEqual({ ...first.sandbox, mchid: '1230000109' })
    expect(first.merchant).toMatchObject({ mchid: '1900000109', appid: 'wxd678efh567hg6787' })
  })

  it('refuses a damaged keys file instead of silently replacing the keys', () => {
    const folder = freshFolder()
    writeFileSync(join(folder, SANDBOX_KEYS_FILE), '{"apiV3Key":"short"}')
    expect(() => loadOrCreateSandboxKeys(folder)).toThrow(/incomplete; delete it/)
  })
})
