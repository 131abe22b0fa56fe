export type * from './wechat-pay.types'
export { createWeChatPayClient, parseNotification, WECHAT_PAY_BASE_URL } from './wechat-pay.client'
export { buildAppPayParams, buildMiniProgramPayParams, type PayParamsInput } from './wechat-pay.pay-params'
export {
  wechatPaySandbox,
  DEFAULT_NOTIFY_RETRY_DELAYS_MS,
  type WeChatPaySandboxOptions,
} from './sandbox/sandbox.plugin'
export {
  loadOrCreateSandboxKeys,
  SANDBOX_KEYS_FILE,
  type SandboxKeys,
  type SandboxPeerKeys,
} from './sandbox/sandbox.keys'
export { memoryBooks, SandboxLedger } from './sandbox/sandbox.ledger'
export { databaseBooks } from './sandbox/sandbox.books'
