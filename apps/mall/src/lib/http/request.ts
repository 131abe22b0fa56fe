import Taro from '@tarojs/taro'
import type { HttpMethod, Service } from '@shop/contracts'
import { apiPath } from '@shop/contracts/route'
import { ApiError } from './api-error'
import { API_BASE, STORE_CODE } from './config'
import { ERROR_TOAST_MS, NETWORK_FAILURE, decideErrorOutcome, type ErrorOutcome } from './error-catalogue'
import { navigate } from '../navigation/navigation'
import { PAGES, url } from '../navigation/routes'
import { BRAND_COLOR } from '../display/theme'
import { clearToken, getToken, pendingRefresh, tokenKindFor } from './token'

/** Spec §9. */
export const REQUEST_TIMEOUT_MS = 60_000

export interface CallOptions {
  /** The caller shows 4xx errors itself: no modal (spec §8). */
  hideModal?: boolean
  /** A 401 clears the token and rejects without the login jump (calls that only probe the session). */
  skipLoginJump?: boolean
  /** Background calls (tracking) show nothing at all and never jump: no toast, modal or login page. */
  silent?: boolean
  /** Overrides the 60 s timeout (spec §9: tracking sends give up after 20 s). */
  timeout?: number
  /** The token refresh itself: it neither waits for a refresh nor is sent again after one. */
  refreshesToken?: boolean
}

export type QueryValues = Record<string, string | number | boolean | undefined>

export interface RequestSpec extends CallOptions {
  service: Service
  method: HttpMethod
  /** The path below the store code, parameters already filled in. */
  path: string
  query?: QueryValues
  body?: unknown
}

const settings = {
  /** 4xx codes treated as success (spec §8: the list is configurable and empty by default). */
  toleratedCodes: [] as readonly string[],
  /** The login jump after an auth failure; the session feature replaces it (silent re-login in weapp). */
  onAuthFailure: (): unknown => navigate(url(PAGES.login)),
}

export function configureRequest(next: Partial<typeof settings>): void {
  Object.assign(settings, next)
}

/** `{API_BASE}/api/{service}/store/{storeCode}/{path}?query` */
export function apiUrl(service: Service, path: string, query: QueryValues = {}): string {
  const qs = Object.entries(query)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(String(v))}`)
    .join('&')
  return `${API_BASE}${apiPath(service, STORE_CODE, path.replace(/^\/+/, ''))}${qs ? `?${qs}` : ''}`
}

/** Set while a login jump is under way, so that many concurrent 401s lead to one jump. */
let loginJumpPending = false

/** The session calls this when a login completes (or the login page is left): the next 401 may jump again. */
export function resetLoginJump(): void {
  loginJumpPending = false
}

function authHeader(target: string): Record<string, string> {
  const token = getToken(tokenKindFor(target))
  return token ? { Authorization: `Bearer ${token}` } : {}
}

/**
 * One call through the error catalogue: resolves with the body, or rejects with an ApiError. A call waits while
 * the customer token is being refreshed; one that went out with the token a refresh replaced (and so was refused)
 * is sent again, once, with the new token.
 */
export async function request<T>(spec: RequestSpec): Promise<T> {
  const target = apiUrl(spec.service, spec.path, spec.query)
  const kind = tokenKindFor(target)
  const waitFor = kind === 'customer' && !spec.refreshesToken ? pendingRefresh() : null
  // Only while a refresh runs: otherwise the call goes out at once (a sign-out sends its token before clearing it).
  if (waitFor) await waitFor
  const sent = getToken(kind)
  const answer = await send(spec, target)
  if (answer.status === 401 && kind === 'customer' && !spec.refreshesToken && sent) {
    await pendingRefresh()
    const now = getToken(kind)
    if (now && now !== sent) return request({ ...spec, refreshesToken: true })
  }
  return settle<T>(target, answer.status, answer.body, spec)
}

async function send(spec: RequestSpec, target: string): Promise<{ status: number; body: unknown }> {
  let status: number
  let body: unknown
  try {
    const hasBody = spec.method !== 'GET'
    const res = await Taro.request({
      url: target,
      method: spec.method,
      // A JSON request needs a JSON body: calls without one send {} (the mini-program always says JSON).
      data: hasBody ? ((spec.body ?? {}) as TaroGeneral.IAnyObject) : undefined,
      timeout: spec.timeout ?? REQUEST_TIMEOUT_MS,
      header: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...authHeader(target) },
    })
    status = res.statusCode
    body = res.data
  } catch {
    status = NETWORK_FAILURE
  }
  return { status, body }
}

/** A multipart upload (one file) through the same token and error handling. */
export async function upload<T>(
  spec: { service: Service; path: string; filePath: string; name?: string } & CallOptions,
): Promise<T> {
  const target = apiUrl(spec.service, spec.path)
  let status: number
  let body: unknown
  try {
    const res = await Taro.uploadFile({
      url: target,
      filePath: spec.filePath,
      name: spec.name ?? 'file',
      timeout: REQUEST_TIMEOUT_MS,
      header: authHeader(target),
    })
    status = res.statusCode
    body = parseJson(res.data)
  } catch {
    status = NETWORK_FAILURE
  }
  return settle<T>(target, status, body, spec)
}

function parseJson(text: unknown): unknown {
  if (typeof text !== 'string') return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

function settle<T>(target: string, status: number, body: unknown, options: CallOptions): T {
  if (status >= 200 && status < 300) return body as T
  const outcome = decideErrorOutcome(status, body, {
    hideModal: options.hideModal,
    toleratedCodes: settings.toleratedCodes,
  })
  if (outcome.kind === 'tolerated') return body as T
  if (options.silent) {
    if (outcome.kind === 'login') clearToken(tokenKindFor(target))
  } else carryOut(outcome, target, options)
  throw new ApiError(status, body, status === NETWORK_FAILURE ? 'network failure' : `HTTP ${status}`)
}

function carryOut(outcome: ErrorOutcome, target: string, options: CallOptions): void {
  switch (outcome.kind) {
    case 'login': {
      const kind = tokenKindFor(target)
      clearToken(kind)
      // A counter-staff token has its own login; a probing call only learns the shopper is a visitor.
      if (kind === 'counter' || options.skipLoginJump || loginJumpPending) return
      loginJumpPending = true
      void Promise.resolve(settings.onAuthFailure()).catch(() => resetLoginJump())
      return
    }
    case 'toast':
      void Taro.showToast({ title: outcome.text, icon: 'none', duration: ERROR_TOAST_MS })
      return
    case 'modal':
      void Taro.showModal({ title: '提示', content: outcome.text, showCancel: false, confirmColor: BRAND_COLOR }).then(
        () => {
          if (outcome.afterConfirm === 'cart') return navigate(url(PAGES.cart))
        },
      )
      return
    case 'home':
      void navigate(url(PAGES.home))
      return
    case 'silent':
    case 'tolerated':
      return
  }
}
