import type { FastifyInstance } from 'fastify'
import type { Clock } from '../platform/clock'
import type { Config } from '../platform/config'
import { loadOrCreateSecret } from '../platform/secrets'
import { createAppShellVerifier, type AppShellVerifier } from './app-shell/app-shell'
import { appShellSandbox } from './app-shell/app-shell.sandbox'
import { SANDBOX_ORIGIN, sandboxFetch, type Fetch } from './http'
import { createTencentSms, type SmsSender } from './sms/sms.client'
import { smsSandbox } from './sms/sms.sandbox'
import { createWeChatClient, type WeChatClient } from './wechat/wechat.client'
import { wechatSandbox } from './wechat/wechat.sandbox'
import { createWeComClient, type WeComClient } from './wecom/wecom.client'
import { wecomSandbox } from './wecom/wecom.sandbox'

export type { AppShellVerifier, SmsSender, WeChatClient, WeComClient }
export { ProviderError } from './http'

export interface Providers {
  wechat: WeChatClient
  wecom: WeComClient
  sms: SmsSender
  appShell: AppShellVerifier
}

/**
 * The outside systems of sign-in, each a real protocol client. In sandbox mode (the default) its peer is mounted at
 * `/sandbox/<name>` and the client's fetch is answered by it in-process; in live mode the client talks to the
 * configured origin with the real `fetch` (docs/adr/0001).
 */
export async function registerProviders(
  app: FastifyInstance,
  config: Config,
  deps: { clock: Clock; fetch?: Fetch },
): Promise<Providers> {
  const { clock } = deps
  const local = sandboxFetch(app)
  const connect = (mode: 'sandbox' | 'live', name: string, liveBaseUrl: string) =>
    mode === 'sandbox'
      ? { fetch: local, baseUrl: `${SANDBOX_ORIGIN}/sandbox/${name}` }
      : { fetch: deps.fetch ?? fetch, baseUrl: liveBaseUrl.replace(/\/+$/, '') }

  const { wechat, wecom, sms, appShell } = config
  if (wechat.mode === 'sandbox') await mountSandbox(app, 'wechat', wechatSandbox, { ...wechat, clock })
  if (wecom.mode === 'sandbox') await mountSandbox(app, 'wecom', wecomSandbox, { ...wecom, clock })
  if (sms.mode === 'sandbox') await mountSandbox(app, 'sms', smsSandbox, { ...sms, clock })
  const appShellSecret = appShell.secret ?? loadOrCreateSecret(config.dataDir, 'app-shell')
  if (appShell.mode === 'sandbox') await mountSandbox(app, 'app-shell', appShellSandbox, { secret: appShellSecret, clock })

  return {
    wechat: createWeChatClient({ ...wechat, ...connect(wechat.mode, 'wechat', wechat.apiBase), clock }),
    wecom: createWeComClient({ ...wecom, ...connect(wecom.mode, 'wecom', wecom.apiBase), clock }),
    sms: createTencentSms({ ...sms, ...connect(sms.mode, 'sms', sms.apiBase), clock }),
    appShell: createAppShellVerifier({ secret: appShellSecret, clock }),
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
