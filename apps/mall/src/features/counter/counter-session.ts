import Taro from '@tarojs/taro'
import { clearToken, getToken, setToken } from '../../lib/http/token'
import { signInWithWeCom } from './api/enterprise-login'

const USER_KEY = 'shop.counterUser'

export interface CounterUser {
  userid: string
  name: string | null
}

/**
 * Counter staff's own sign-in (spec §6): the token WeCom's code gives is kept under its own key, apart from any
 * shopper's, and goes with every /counter-portal/ call (lib/http/token.ts). Signing out forgets only it.
 */
export async function signInCounter(code: string): Promise<CounterUser> {
  const { token, user } = await signInWithWeCom(code)
  setToken(token, 'counter')
  Taro.setStorageSync(USER_KEY, JSON.stringify(user))
  return user
}

export function counterUser(): CounterUser | null {
  if (!getToken('counter')) return null
  try {
    const stored: unknown = JSON.parse(String(Taro.getStorageSync(USER_KEY) || 'null'))
    return stored && typeof stored === 'object' ? (stored as CounterUser) : null
  } catch {
    return null
  }
}

export function signOutCounter(): void {
  clearToken('counter')
  Taro.removeStorageSync(USER_KEY)
}
