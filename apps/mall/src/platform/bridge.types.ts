/**
 * The native app shell talks to the H5 app with `window.postMessage({ type, ... })` (an object or its JSON text);
 * the app answers through the interface the shell injects (postToApp). Message types of spec §2 — the formats are
 * documented in apps/mall/README.md. In the mini-program (bridge.weapp.ts) there is no shell.
 */
export type AppMessage =
  /** The user's image (avatar) changed in the app: reload the profile. */
  | { type: 11 }
  /** App login: the shell's token becomes a shop session; no token clears the session. */
  | { type: 18; token?: string }
  /** The outcome of a payment made by the shell. */
  | { type: 19; status: 'success' | 'fail' | 'cancel'; orderId?: string }
  /** Logout in the app. */
  | { type: 17 }
  /** Tab change: by index (0–4) or by tab page path. */
  | { type: 13 | 6; index?: number; path?: string }

export type PayResult = Extract<AppMessage, { type: 19 }>

/** What the messages do to the session (the app wires the session feature in). */
export interface BridgeHandlers {
  refreshProfile: () => Promise<void> | void
  appLogin: (token: string | undefined) => Promise<void> | void
  logout: () => Promise<void> | void
}

/** The one interface of bridge.h5.ts and bridge.weapp.ts (Taro picks the file of the platform it builds). */
export interface Bridge {
  /** Listens to the shell's messages; returns the stop function. */
  startBridge: (handlers: BridgeHandlers) => () => void
  /** True inside the brand's app shell. */
  isInAppShell: () => boolean
  /** Sends a message to the shell; false when there is no shell to hear it. */
  postToApp: (message: { type: number | string; [key: string]: unknown }) => boolean
  /** Subscribes to the shell's pay results (message 19); returns the unsubscribe. */
  onPayResult: (listener: (result: PayResult) => void) => () => void
}
