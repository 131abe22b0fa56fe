import Taro from '@tarojs/taro'

/** Spec §6: the customer token and the counter-staff token live under separate keys. */
export const TOKEN_KEYS = { customer: 'shop.token', counter: 'shop.counterToken' } as const
export type TokenKind = keyof typeof TOKEN_KEYS

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

/** Any path containing /counter-portal/ is a counter-staff call and carries the counter token. */
export function tokenKindFor(url: string): TokenKind {
  return url.includes('/counter-portal/') ? 'counter' : 'customer'
}
