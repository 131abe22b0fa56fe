import type { FastifyInstance } from 'fastify'
import type { Clock } from '../platform/clock'
import type { Config } from '../platform/config'
import type { Database, Db } from '../platform/database'
import { loadOrCreateSecret } from '../platform/secrets'
import { createAppShellVerifier, type AppShellVerifier } from './app-shell/app-shell'
import { appShellSandbox } from './app-shell/app-shell.sandbox'
import { SANDBOX_ORIGIN, sandboxFetch, type Fetch } from './http'
import { createCrmClient, crmSandbox, type CrmClient } from './crm'
import { createKuaidi100Client, kuaidi100Sandbox, loadOrCreateSandboxCredentials, type Logistics } from './kuaidi100'
import { createTencentSms, type SmsSender } from './sms/sms.client'
import { smsSandbox } from './sms/sms.sandbox'
import { createSmtpMailer, mailSandbox, startSandboxSmtp, type Mailer } from './mail'
import { createWeChatClient, createWeChatOAuth, type WeChatClient, type WeChatOAuth } from './wechat/wechat.client'
import { wechatSandbox } from './wechat/wechat.sandbox'
import { createWeComClient, WECOM_OAUTH_BASE, type WeComClient } from './wecom/wecom.client'
import { wecomSandbox } from './wecom/wecom.sandbox'
import { databaseBooks, loadOrCreateSandboxKeys, memoryBooks, SandboxLedger, wechatPaySandbox } from './wechat-pay'
import { createWeChatPayAccounts, wechatPayMerchantKeys, type WeChatPayAccounts } from './wechat-pay.accounts'

export type {
  AppShellVerifier,
  CrmClient,
  Logistics,
  Mailer,
  SmsSender,
  WeChatClient,
  WeChatOAuth,
  WeChatPayAccounts,
  WeComClient,
}
export type { TransferBill, WeChatPay } from './wechat-pay'
export type { ShippingInfo, UserActionType } from './wechat/wechat.client'
export { wechatDeliveryId } from './wechat/wechat.delivery'
export type { PayApp } from './wechat-pay.accounts'
export { ProviderError } from './http'

export interface Providers {
  wechat: WeChatClient
  /** The official account's web authorization; null when none is configured (live mode without WECHAT_OA_*). */
  wechatOAuth: WeChatOAuth | null
  wecom: WeComClient
  sms: SmsSender
  appShell: AppShellVerifier
  wechatPay: WeChatPayAccounts
  /** Sandbox mode: the WeChat Pay sandbox's public URL, whose cashier stands in for WeChat's pay sheet. Live: null. */
  wechatPaySandboxUrl: string | null
  logistics: Logistics
  /** The brand's CRM (member cards, levels, points). */
  crm: CrmClient
  /** Mail over SMTP (invoices): the configured server, or the sandbox's local one. */
  mail: Mailer
}

/** In sandbox mode a parcel's answer is reused for 10 s (live: kuaidi100's 30 minutes), so the demo shows it move. */
const SANDBOX_LOGISTICS_QUERY_INTERVAL_MS = 10_000

/**
 * The outside systems (sign-in, WeChat Pay, kuaidi100), each a real protocol client. In sandbox mode (the default) its peer is mounted at
 * `/sandbox/<name>` and the client's fetch is answered by it in-process; in live mode the client talks to the
 * configured origin with the real `fetch` (docs/adr/0001).
 */
export async function registerProviders(
  app: FastifyInstance,
  config: Config,
  deps: { clock: Clock; db: Db; driver: Database['driver']; fetch?: Fetch },
): Promise<Providers> {
  const { clock, db } = deps
  const local = sandboxFetch(app)
  const connect = (mode: 'sandbox' | 'live', name: string, liveBaseUrl: string) =>
    mode === 'sandbox'
      ? { fetch: local, baseUrl: `${SANDBOX_ORIGIN}/sandbox/${name}` }
      : { fetch: deps.fetch ?? fetch, baseUrl: liveBaseUrl.replace(/\/+$/, '') }

  const { wechat, wecom, sms, appShell, wechatPay, kuaidi100, crm, mail } = config
  if (wechat.mode === 'sandbox')
    await mountSandbox(app, 'wechat', wechatSandbox, { ...wechat, clock, db, h5Base: config.publicBaseUrl })
  if (wecom.mode === 'sandbox') await mountSandbox(app, 'wecom', wecomSandbox, { ...wecom, clock })
  if (sms.mode === 'sandbox') await mountSandbox(app, 'sms', smsSandbox, { ...sms, clock, db })
  const appShellSecret = appShell.secret ?? loadOrCreateSecret(config.dataDir, 'app-shell')
  if (appShell.mode === 'sandbox')
    await mountSandbox(app, 'app-shell', appShellSandbox, { secret: appShellSecret, clock })
  const wechatPaySandboxUrl = wechatPay.mode === 'sandbox' ? `${config.publicBaseUrl}/sandbox/wechatpay` : null
  if (wechatPaySandboxUrl) {
    // Its notifications reach our notify route through the same in-process fetch.
    await mountSandbox(app, 'wechatpay', wechatPaySandbox, {
      keys: loadOrCreateSandboxKeys(config.dataDir).sandbox,
      publicUrl: wechatPaySandboxUrl,
      // Shared by every process on PostgreSQL; the embedded database's one process keeps them in memory.
      ledger: new SandboxLedger(deps.driver === 'postgres' ? databaseBooks(db) : memoryBooks()),
      now: () => clock.now(),
      fetch: local,
      db,
    })
  }
  const logisticsCredentials =
    kuaidi100.mode === 'sandbox'
      ? loadOrCreateSandboxCredentials(config.dataDir).client
      : { customer: kuaidi100.customer!, key: kuaidi100.key! }
  if (kuaidi100.mode === 'sandbox')
    await mountSandbox(app, 'kuaidi100', kuaidi100Sandbox, { ...logisticsCredentials, clock })
  if (crm.mode === 'sandbox') await mountSandbox(app, 'crm', crmSandbox, { ...crm, clock, db })
  // Mail: always real SMTP through nodemailer; in sandbox mode to this process's own SMTP server (docs/adr/0001).
  let smtpUrl = mail.smtpUrl!
  if (mail.mode === 'sandbox') {
    const smtp = await startSandboxSmtp({ db, clock, port: mail.sandboxPort })
    app.addHook('onClose', () => smtp.close())
    await mountSandbox(app, 'mail', mailSandbox, { db })
    smtpUrl = smtp.url
  }
  const mailer = createSmtpMailer({ url: smtpUrl, from: mail.from })
  app.addHook('onClose', async () => mailer.close())

  return {
    wechat: createWeChatClient({ ...wechat, ...connect(wechat.mode, 'wechat', wechat.apiBase), clock }),
    wechatOAuth:
      wechat.officialAccount &&
      createWeChatOAuth({
        ...wechat.officialAccount,
        ...connect(wechat.mode, 'wechat', wechat.apiBase),
        // The browser visits the authorize page: the sandbox's is this server's own.
        oauthBase: wechat.mode === 'sandbox' ? `${config.publicBaseUrl}/sandbox/wechat` : wechat.oauthBase,
      }),
    wecom: createWeComClient({
      ...wecom,
      ...connect(wecom.mode, 'wecom', wecom.apiBase),
      // The browser visits the authorize page: the sandbox's is this server's own.
      oauthBase: wecom.mode === 'sandbox' ? `${config.publicBaseUrl}/sandbox/wecom` : WECOM_OAUTH_BASE,
      clock,
    }),
    sms: createTencentSms({ ...sms, ...connect(sms.mode, 'sms', sms.apiBase), clock }),
    appShell: createAppShellVerifier({ secret: appShellSecret, clock }),
    wechatPay: createWeChatPayAccounts(config, wechatPayMerchantKeys(config), {
      ...connect(wechatPay.mode, 'wechatpay', wechatPay.apiBase),
      clock,
    }),
    wechatPaySandboxUrl,
    logistics: createKuaidi100Client({
      ...logisticsCredentials,
      ...connect(kuaidi100.mode, 'kuaidi100', kuaidi100.apiBase),
      clock,
      ...(kuaidi100.mode === 'sandbox' && { queryIntervalMs: SANDBOX_LOGISTICS_QUERY_INTERVAL_MS }),
    }),
    crm: createCrmClient({ ...crm, ...connect(crm.mode, 'crm', crm.apiBase), clock }),
    mail: mailer,
  }
}

/** A sandbox peer in its own encapsulated context at `/sandbox/<name>`, kept out of the OpenAPI document. */
async function mountSandbox<O>(
  app: FastifyInstance,
  name: string,
  peer: (app: FastifyInstance, options: O) => Promise<void>,
  options: O,
): Promise<void> {
  await app.register(
    async (sandbox) => {
      sandbox.addHook('onRoute', (route) => {
        route.schema = { ...route.schema, hide: true }
      })
      await peer(sandbox, options)
    },
    { prefix: `/sandbox/${name}` },
  )
}
