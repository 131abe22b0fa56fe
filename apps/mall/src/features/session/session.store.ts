import type { CustomerProfile, Session } from '@shop/contracts'
import { isApiError } from '../../lib/http/api-error'
import { setCartCount } from '../../lib/state/cart-count'
import { navigate } from '../../lib/navigation/navigation'
import { configureRequest, resetLoginJump } from '../../lib/http/request'
import { PAGES, url } from '../../lib/navigation/routes'
import { createStore, useStore } from '../../lib/state/store'
import { clearToken, getToken, setToken } from '../../lib/http/token'
import { appLogin } from './api/app-login'
import { fetchBasicInfo } from './api/basic-info'
import { fetchGuideInfo } from './api/guide-info'
import { endSession } from './api/sign-out'
import { fetchUnreadCount } from './api/unread-count'
import { wechatLogin } from './api/wechat-login'
import { platformLogin } from '../../platform/login'
import { refreshIfDue, stopTokenRefresh } from './token-refresh'

/** The user session of spec §3/§4: who is shopping, and what the app shows right after login. */
export interface SessionState {
  /** `loading` until the launch login has answered. */
  status: 'loading' | 'visitor' | 'customer'
  profile: CustomerProfile | null
  /** Unread in-site messages. */
  unreadCount: number
  /** An active shopping-guide record makes the customer a guide (isEbc). */
  isGuide: boolean
}

const VISITOR: SessionState = { status: 'visitor', profile: null, unreadCount: 0, isGuide: false }

export const sessionStore = createStore<SessionState>({ ...VISITOR, status: 'loading' })

/** The login under way (or done). Reset after a failure so that the next call tries again. */
let pending: Promise<SessionState> | null = null

/**
 * Logs in once and shares the answer: on launch, and whenever a page needs to know who is shopping.
 * weapp: a Taro.login code → wechat/login. H5: the stored token → customer/basic_info, or a visitor.
 */
export function ensureSession(): Promise<SessionState> {
  pending ??= launchLogin().catch((error: unknown) => {
    pending = null
    sessionStore.set((s) => ({ ...s, status: s.profile ? 'customer' : 'visitor' }))
    throw error
  })
  return pending
}

async function launchLogin(): Promise<SessionState> {
  const signedIn = await wechatSignIn()
  if (signedIn) return signedIn
  if (!getToken()) return becomeVisitor()
  try {
    const state = setProfile(await fetchBasicInfo({ skipLoginJump: true, hideModal: true }))
    void refreshIfDue()
    return state
  } catch (error) {
    // The request layer has already cleared an expired token: the shopper browses as a visitor.
    if (isApiError(error) && error.status === 401) return becomeVisitor()
    throw error
  }
}

/** Mini-program login without asking anything: WeChat's code identifies the shopper. Null where there is none (H5). */
export async function wechatSignIn(): Promise<SessionState | null> {
  const code = await platformLogin.wechatCode()
  return code === null ? null : signIn(await wechatLogin(code))
}

/** Keeps a new session (any login: SMS, WeChat, app shell), then loads what follows a login. */
export function signIn(session: Session): SessionState {
  setToken(session.jwtString)
  void refreshIfDue()
  resetLoginJump()
  const state = setProfile(session)
  pending = Promise.resolve(state)
  return state
}

/** A changed profile (edited, made a member) replaces the one kept. */
export function setProfile(profile: CustomerProfile): SessionState {
  const state: SessionState = { ...sessionStore.get(), status: 'customer', profile }
  sessionStore.set(state)
  setCartCount(profile.cartItemNum)
  void loadAfterLogin()
  return state
}

/** Unread messages and guide info: nice to have, so failures are only logged. */
async function loadAfterLogin(): Promise<void> {
  const [unread, guide] = await Promise.allSettled([fetchUnreadCount(), fetchGuideInfo()])
  sessionStore.set((s) => ({
    ...s,
    unreadCount: unread.status === 'fulfilled' ? unread.value.count : s.unreadCount,
    isGuide: guide.status === 'fulfilled' ? guide.value.active : s.isGuide,
  }))
}

/** The unread count a message call answered (a message or all of them read on the mail page). */
export function setUnreadCount(count: number): void {
  sessionStore.set((s) => ({ ...s, unreadCount: count }))
}

/** Asks for the unread count again (the personal centre shown again: the shop writes messages as orders move). */
export async function refreshUnreadCount(): Promise<void> {
  if (sessionStore.get().status !== 'customer') return
  const answer = await fetchUnreadCount().catch(() => null)
  if (answer) setUnreadCount(answer.count)
}

function becomeVisitor(): SessionState {
  sessionStore.set(VISITOR)
  setCartCount(0)
  return VISITOR
}

/** Reloads the profile (after an avatar change in the app shell, for instance). */
export async function refreshProfile(): Promise<void> {
  if (!getToken()) return
  setProfile(await fetchBasicInfo({ hideModal: true }))
}

/**
 * Spec §4: logout clears the token and the user. The shopper stays a visitor until the next login. The server ends
 * the token too, so a copy of it (another tab, a shared device) stops working.
 */
export function logout(): void {
  if (getToken()) void endSession().catch(() => undefined)
  clearToken()
  stopTokenRefresh()
  becomeVisitor()
  pending = Promise.resolve(VISITOR)
}

/** App shell message 18: its token becomes a shop session; without a token the session is cleared. */
export async function signInWithAppToken(token: string | undefined): Promise<void> {
  if (!token) return logout()
  signIn(await appLogin(token))
}

/**
 * What a 401 leads to (the request layer calls this once however many calls failed): the mini-program logs in
 * again silently; otherwise, or if that fails, the shopper is sent to the login page.
 */
async function onAuthExpired(): Promise<void> {
  becomeVisitor()
  pending = null
  try {
    // The mini-program signs in again with WeChat's code (H5 has none).
    if (await wechatSignIn()) return
  } catch {
    // fall through to the login page
  }
  await navigate(url(PAGES.login))
}

configureRequest({ onAuthFailure: onAuthExpired })

export function useSession(): SessionState {
  return useStore(sessionStore)
}
