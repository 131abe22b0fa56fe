import type { BodyOf, ParamsOf, QueryOf, ResponseOf, RouteDef } from '@shop/contracts'
import { apiPath, fillPath } from '@shop/contracts/route'

/**
 * The console's one way to call the server. A page names the call it makes once, typed by its contract (a type
 * import: no zod reaches the bundle), and calls it with the contract's params, query and body:
 *
 *   import type { merchantStaffList } from '@shop/contracts'
 *   const staffList = endpoint<typeof merchantStaffList>('GET', 'merchant/staff')
 *   const page = await call(staffList, { query: { page: 0, size: 20 } })
 *
 * A wrong method or path does not compile. Every console call is under counter-portal:
 * `/api/counter-portal/store/{storeCode}/{path}`, with the staff token of the sign-in. A 401 forgets the token and
 * sends the console back to 登录; any other failure rejects with an ApiError carrying the server's code, Chinese
 * message and details.
 */
export interface Endpoint<R extends RouteDef> {
  method: R['method']
  path: R['path']
  /** Carries the route type only; never set. */
  readonly route?: R
}

type CounterRoute = RouteDef & { service: 'counter-portal' }

export const endpoint = <R extends CounterRoute>(method: R['method'], path: R['path']): Endpoint<R> => ({
  method,
  path,
})

/** The store every call is scoped by, fixed at build time as the mall's is (`VITE_STORE_CODE`, default lanji). */
export const STORE_CODE: string = import.meta.env.VITE_STORE_CODE || 'lanji'

const TOKEN_KEY = 'shop.console.token'

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY)
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token)
export const clearToken = (): void => localStorage.removeItem(TOKEN_KEY)

/** A refused or failed call: the server's `{ code, message, details }`, or `network` when no answer came. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** Told when the server no longer takes the token (the session goes back to 登录). */
let onSignedOut: () => void = () => {}
export function whenSignedOut(listener: () => void): void {
  onSignedOut = listener
}

type Field<K extends string, V> = [V] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: V }

/** What a call takes: the path params, query and body its contract declares. */
export type CallInput<R extends RouteDef> = Field<'params', ParamsOf<R>> &
  Partial<Field<'query', QueryOf<R>>> &
  Field<'body', BodyOf<R>>

export type QueryValues = Record<string, string | number | boolean | null | undefined>

/** `/api/counter-portal/store/lanji/merchant/staff?page=0&size=20` (empty query values are left out). */
export function callUrl(path: string, params?: Record<string, unknown>, query: QueryValues = {}): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value))
  }
  const qs = search.toString()
  return `${apiPath('counter-portal', STORE_CODE, fillPath(path, params))}${qs ? `?${qs}` : ''}`
}

export function call<R extends RouteDef>(
  route: Endpoint<R>,
  ...[input]: Partial<CallInput<R>> extends CallInput<R> ? [input?: CallInput<R>] : [input: CallInput<R>]
): Promise<ResponseOf<R>> {
  return request(route, (input ?? {}) as RequestInput) as Promise<ResponseOf<R>>
}

interface RequestInput {
  params?: Record<string, unknown>
  query?: QueryValues
  body?: unknown
}

/** `call` without the contract's typing, for helpers that page through any list (table.tsx, csv.ts). */
export async function request(
  route: { method: RouteDef['method']; path: string },
  { params, query, body }: RequestInput,
): Promise<unknown> {
  const token = getToken()
  const hasBody = route.method !== 'GET'
  let response: Response
  try {
    response = await fetch(callUrl(route.path, params, query), {
      method: route.method,
      headers: {
        ...(hasBody && { 'content-type': 'application/json' }),
        ...(token && { authorization: `Bearer ${token}` }),
      },
      body: hasBody ? JSON.stringify(body ?? {}) : undefined,
    })
  } catch {
    throw new ApiError(0, 'network', '网络连接失败，请检查网络后重试')
  }
  const answer: unknown = await response.json().catch(() => undefined)
  if (response.ok) return answer
  const error = (answer ?? {}) as { code?: string; message?: string; details?: unknown }
  if (response.status === 401 && token) {
    clearToken()
    onSignedOut()
  }
  throw new ApiError(
    response.status,
    error.code ?? 'http',
    error.message ?? `请求失败（${response.status}），请稍后再试`,
    error.details,
  )
}

/** The row type of a paged list call (`pageOf(item)`). */
export type RowOf<R extends RouteDef> =
  ResponseOf<R> extends { content: (infer T extends Record<string, unknown>)[] } ? T : never

export interface Page<T> {
  content: T[]
  page: number
  size: number
  totalElements: number
  totalPages: number
}

/** One page of a paged list call, with any query values (the table's filters). */
export const fetchPage = <R extends RouteDef>(route: Endpoint<R>, query: QueryValues) =>
  request(route, { query }) as Promise<Page<RowOf<R>>>
