import Taro from '@tarojs/taro'

/** Spec §6: the customer token and the counter-staff token live under separate keys. */
export const TOKEN_KEYS = { customer: 'shop.token', counter: 'shop.counterToken' } as const
export type TokenKind = keyof typeof TOKEN_KEYS

export interface TokenLife {
  issuedAt: number
  expiresAt: number
}

export function getToken(kind: TokenKind = 'customer'): string {
  const value: unknown = Taro.getStorageSync(TOKEN_KEYS[kind])
  return typeof value === 'string' ? value : ''
}

export function setToken(token: string, kind: TokenKind = 'customer'): void {
  Taro.setStorageSync(TOKEN_KEYS[kind], token)
}

export function clearToken(kind: TokenKind = 'customer'): void {
  Taro.removeStorageSync(TOKEN_KEYS[kind])
}

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'

/** base64url → text, for a token's payload (ASCII JSON): the mini-program has no atob. */
function decodeBase64Url(text: string): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const char of text) {
    const digit = BASE64URL.indexOf(char)
    if (digit < 0) break
    value = (value << 6) | digit
    bits += 6
    if (bits >= 8) {
      bits -= 8
      out += String.fromCharCode((value >> bits) & 0xff)
    }
  }
  return out
}

/**
 * When the customer token was issued and when it expires (ms), read from the token itself (its `iat` and `exp`);
 * null when it has no such claims.
 */
export function tokenLife(token = getToken()): TokenLife | null {
  try {
    const claims = JSON.parse(decodeBase64Url(token.split('.')[1] ?? '')) as { iat?: unknown; exp?: unknown }
    return typeof claims.iat === 'number' && typeof claims.exp === 'number' && claims.exp > claims.iat
      ? { issuedAt: claims.iat * 1000, expiresAt: claims.exp * 1000 }
      : null
  } catch {
    return null
  }
}

/** The customer token's refresh under way: calls wait for it, so none goes out with the token it replaces. */
let refreshing: Promise<unknown> | null = null

export function whileRefreshing<T>(refresh: Promise<T>): Promise<T> {
  const mine = refresh.finally(() => {
    if (refreshing === mine) refreshing = null
  })
  refreshing = mine
  return mine
}

/** The refresh of the customer token under way, settling (never failing) once it is done; null when none is. */
export const pendingRefresh = (): Promise<void> | null =>
  refreshing?.then(
    () => undefined,
    () => undefined,
  ) ?? null

/** Any path containing /counter-portal/ is a counter-staff call and carries the counter token. */
export function tokenKindFor(url: string): TokenKind {
  return url.includes('/counter-portal/') ? 'counter' : 'customer'
}
