import { readFileSync } from 'node:fs'
import type { Clock } from '../platform/clock'
import type { Config } from '../platform/config'
import type { Fetch } from './http'
import {
  createWeChatPayClient,
  loadOrCreateSandboxKeys,
  type WeChatPay,
  type WeChatPayMerchantKeys,
} from './wechat-pay'

/** The apps a merchant's payments are made for: each signs its pay params with its own app id. */
export type PayApp = 'miniProgram' | 'officialAccount' | 'app'

/**
 * WeChat Pay as the shop uses it: one merchant, one client per configured app id (the prepay body and the pay
 * params carry the app id). Queries, closes, refunds and notifications do not depend on the app, so `merchant`
 * serves them.
 */
export interface WeChatPayAccounts {
  mode: 'sandbox' | 'live'
  /** The client for an app, and its app id; null when that app is not configured. */
  forApp(app: PayApp): { client: WeChatPay; appId: string } | null
  merchant: WeChatPay
}

/** The merchant keys: the sandbox's (generated into DATA_DIR) or the configured files, read once at start. */
export function wechatPayMerchantKeys(config: Config): WeChatPayMerchantKeys {
  const { wechatPay } = config
  if (wechatPay.mode === 'sandbox') return loadOrCreateSandboxKeys(config.dataDir).merchant
  const read = (path: string, variable: string) => {
    try {
      return readFileSync(path, 'utf8')
    } catch (error) {
      throw new Error(`${variable}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? 'error'})`)
    }
  }
  return {
    mchid: wechatPay.mchid!,
    appid: wechatPay.appIds.miniProgram,
    merchantSerialNo: wechatPay.merchantSerialNo!,
    merchantPrivateKey: read(wechatPay.privateKeyPath!, 'WECHAT_PAY_PRIVATE_KEY_PATH'),
    apiV3Key: wechatPay.apiV3Key!,
    ...(wechatPay.publicKeyId &&
      wechatPay.publicKeyPath && {
        wechatPayPublicKey: {
          serial: wechatPay.publicKeyId,
          pem: read(wechatPay.publicKeyPath, 'WECHAT_PAY_PUBLIC_KEY_PATH'),
        },
      }),
    ...(wechatPay.platformCertPath && {
      platformCertificates: splitPem(read(wechatPay.platformCertPath, 'WECHAT_PAY_PLATFORM_CERT_PATH')),
    }),
  }
}

/** The notify route's public URL (one route for payment and refund notifications). */
export const wechatPayNotifyUrl = (config: Config) =>
  `${config.publicBaseUrl}/api/sp-pay/store/${config.storeCode}/payment/notify/wechat`

export function createWeChatPayAccounts(
  config: Config,
  keys: WeChatPayMerchantKeys,
  connection: { fetch: Fetch; baseUrl: string; clock: Clock },
): WeChatPayAccounts {
  const notifyUrl = wechatPayNotifyUrl(config)
  const clientFor = (appid: string) =>
    createWeChatPayClient({
      ...keys,
      appid,
      notifyUrl,
      refundNotifyUrl: notifyUrl,
      baseUrl: connection.baseUrl,
      fetch: connection.fetch,
      now: () => connection.clock.now(),
    })
  const { appIds } = config.wechatPay
  const account = (appId: string | null) => (appId ? { client: clientFor(appId), appId } : null)
  const accounts: Record<PayApp, { client: WeChatPay; appId: string } | null> = {
    miniProgram: account(appIds.miniProgram),
    officialAccount: account(appIds.officialAccount),
    app: account(appIds.app),
  }
  return { mode: config.wechatPay.mode, forApp: (which) => accounts[which], merchant: accounts.miniProgram!.client }
}

function splitPem(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? []
}
