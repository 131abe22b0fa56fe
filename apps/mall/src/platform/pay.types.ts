import type { PrepayResponse } from '@shop/contracts'
import type { PayType } from '@shop/domain'

/**
 * How the payer left WeChat's pay sheet (or the app shell's):
 * - `paid`: the provider says so; the server confirms it before anyone believes it;
 * - `cancelled` / `failed`: nothing was paid, the order stays payable;
 * - `unknown`: no verdict came (the shell did not answer): ask the server;
 * - `left`: the page is on its way to WeChat's H5 cashier, which sends the browser back to the result page.
 */
export type LaunchOutcome = 'paid' | 'cancelled' | 'failed' | 'unknown' | 'left'

/** Where the page pays: the spec's channel id (§9) and, for H5, whether it runs in the WeChat browser. */
export interface PayChannel {
  payType: PayType
  inWeChatBrowser: boolean
}

/** What opens WeChat's page where a payee confirms receipt of a merchant transfer (a withdrawal). */
export interface TransferConfirm {
  mchId: string
  appId: string
  package: string
}

/**
 * How the payee left WeChat's receipt page: `done` (the page closed after confirming; the server asks WeChat Pay
 * whether it was paid), `cancelled`, or `unsupported` (a browser outside WeChat cannot open it).
 */
export type ConfirmOutcome = 'done' | 'cancelled' | 'failed' | 'unsupported'

/** The one interface of pay.weapp.ts and pay.h5.ts (Taro picks the file of the platform it builds). */
export interface PlatformPay {
  channel: () => PayChannel
  /** Hands the prepay fields of `payment` for this order to the platform's cashier. */
  launch: (orderId: number, prepay: PrepayResponse) => Promise<LaunchOutcome>
  /** Opens WeChat's page where the payee confirms receipt of a transfer (wx.requestMerchantTransfer). */
  confirmTransfer: (confirm: TransferConfirm) => Promise<ConfirmOutcome>
}
