import { navigate } from '../lib/navigation/navigation'
import { TABS, isTabPage, url } from '../lib/navigation/routes'

/**
 * The native app shell talks to the H5 app with `window.postMessage({ type, ... })` (an object or its JSON text);
 * the app answers through the interface the shell injects (postToApp). Message types of spec §2 — the formats are
 * documented in apps/mall/README.md. In the mini-program all of this is a no-op.
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

const payListeners = new Set<(result: PayResult) => void>()

/** Subscribes to the shell's pay results (message 19); returns the unsubscribe. */
export function onPayResult(listener: (result: PayResult) => void): () => void {
  payListeners.add(listener)
  return () => payListeners.delete(listener)
}

/** An app message from whatever arrived (object or JSON text, type as number or text), or null. */
export function parseAppMessage(data: unknown): AppMessage | null {
  let value = data
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value)
    } catch {
      return null
    }
  }
  if (typeof value !== 'object' || value === null) return null
  const message = value as Record<string, unknown>
  const type = Number(message.type)
  if (![11, 18, 19, 17, 13, 6].includes(type)) return null
  return { ...message, type } as AppMessage
}

/** Carries out one message. Exported for tests; the app uses startBridge. */
export async function handleAppMessage(data: unknown, handlers: BridgeHandlers): Promise<void> {
  const message = parseAppMessage(data)
  if (!message) return
  switch (message.type) {
    case 11:
      return handlers.refreshProfile()
    case 18:
      return handlers.appLogin(typeof message.token === 'string' && message.token ? message.token : undefined)
    case 19:
      payListeners.forEach((l) => l(message))
      return
    case 17:
      return handlers.logout()
    case 13:
    case 6: {
      const page = typeof message.index === 'number' ? TABS[message.index]?.pagePath : message.path
      if (page && isTabPage(page)) await navigate(url(page))
      return
    }
  }
}

/** Listens to the shell's messages (H5 only); returns the stop function. */
export function startBridge(handlers: BridgeHandlers): () => void {
  if (process.env.TARO_ENV !== 'h5') return () => undefined
  const listener = (event: MessageEvent) => {
    // Only the page itself (where the shell injects its messages), never a framed web page.
    if (event.origin !== window.location.origin) return
    handleAppMessage(event.data, handlers).catch(() => undefined)
  }
  window.addEventListener('message', listener)
  return () => window.removeEventListener('message', listener)
}

interface ShellWindow {
  /** Android: an object added with addJavascriptInterface. */
  ShopAppBridge?: { postMessage: (json: string) => void }
  /** iOS: a WKScriptMessageHandler named ShopAppBridge. */
  webkit?: { messageHandlers?: { ShopAppBridge?: { postMessage: (message: unknown) => void } } }
}

function shell(): ShellWindow | null {
  return process.env.TARO_ENV === 'h5' && typeof window !== 'undefined' ? (window as unknown as ShellWindow) : null
}

/** True inside the brand's app shell (its interface is injected, or its user agent says so). */
export function isInAppShell(): boolean {
  const w = shell()
  if (!w) return false
  return Boolean(w.ShopAppBridge || w.webkit?.messageHandlers?.ShopAppBridge || /\bShopApp\//.test(navigator.userAgent))
}

/** Sends a message to the shell; false when there is no shell to hear it. */
export function postToApp(message: { type: number | string; [key: string]: unknown }): boolean {
  const w = shell()
  if (w?.ShopAppBridge) {
    w.ShopAppBridge.postMessage(JSON.stringify(message))
    return true
  }
  const ios = w?.webkit?.messageHandlers?.ShopAppBridge
  if (ios) {
    ios.postMessage(message)
    return true
  }
  return false
}
