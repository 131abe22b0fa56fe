import Taro from '@tarojs/taro'

/** Spec §6: the customer token and the counter-staff token live under separate keys. */
export const TOKEN_KEYS = { customer: 'shop.token', counter: 'shop.counterToken' } as const
export type TokenKind = keyof typeof TOKEN_KEYS

/** When the customer token was issued and when it expires (ms), to refresh it before it does. */
const LIFE_KEY = 'shop.tokenLife'

export interface TokenLife {
  issuedAt: number
  expiresAt: number
}

export function getToken(kind: TokenKind = 'customer'): string {
  const value: unknown = Taro.getStorageSync(TOKEN_KEYS[kind])
  return typeof value === 'string' ? value : ''
}

/** Keeps a token; `expiresIn` (seconds, as the server answers it) records the customer token's life. */
export function setToken(token: string, kind: TokenKind = 'customer', expiresIn?: number): void {
  Taro.setStorageSync(TOKEN_KEYS[kind], token)
  if (kind !== 'customer') return
  if (expiresIn === undefined) Taro.removeStorageSync(LIFE_KEY)
  else Taro.setStorageSync(LIFE_KEY, { issuedAt: Date.now(), expiresAt: Date.now() + expiresIn * 1000 })
}

export function clearToken(kind: TokenKind = 'customer'): void {
  Taro.removeStorageSync(TOKEN_KEYS[kind])
  if (kind === 'customer') Taro.removeStorageSync(LIFE_KEY)
}

/** The customer token's life as recorded when it was kept; null when unknown (a token kept before it was recorded). */
export function tokenLife(): TokenLife | null {
  const value = Taro.getStorageSync(LIFE_KEY) as Partial<TokenLife> | ''
  return value && typeof value.issuedAt === 'number' && typeof value.expiresAt === 'number'
    ? { issuedAt: value.issuedAt, expiresAt: value.expiresAt }
    : null
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
