import { navigate } from '../lib/navigation/navigation'
import { TABS, isTabPage, url } from '../lib/navigation/routes'
import type { AppMessage, Bridge, BridgeHandlers, PayResult } from './bridge.types'

/**
 * The native app shell talks to the H5 app with `window.postMessage({ type, ... })` (an object or its JSON text);
 * the app answers through the interface the shell injects (postToApp). Message types of spec §2 — the formats are
 * documented in apps/mall/README.md. The mini-program has no shell: bridge.weapp.ts.
 */

const payListeners = new Set<(result: PayResult) => void>()

export const onPayResult: Bridge['onPayResult'] = (listener) => {
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

export const startBridge: Bridge['startBridge'] = (handlers) => {
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
  return typeof window !== 'undefined' ? (window as unknown as ShellWindow) : null
}

/** Inside the shell its interface is injected, or its user agent says so. */
export const isInAppShell: Bridge['isInAppShell'] = () => {
  const w = shell()
  if (!w) return false
  return Boolean(w.ShopAppBridge || w.webkit?.messageHandlers?.ShopAppBridge || /\bShopApp\//.test(navigator.userAgent))
}

export const postToApp: Bridge['postToApp'] = (message) => {
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
