import type { z } from 'zod'
import type { Permission } from './permissions'

/** The five services of spec §7. Every call is `/api/{service}/store/{storeCode}/{path}`. */
export const SERVICES = ['sp-portal', 'ec-portal', 'counter-portal', 'sp-pay', 'sp-thirdpart'] as const
export type Service = (typeof SERVICES)[number]

/**
 * Who may call a route:
 * - `none`: no token needed (a token sent anyway is ignored);
 * - `optional`: works for visitors, and knows the customer when a valid customer token comes;
 * - `customer`: a valid customer token is required;
 * - `staff`: a counter-staff token is required (only under counter-portal; customer tokens are refused there);
 * - `merchant`: a console call: a staff token whose role holds the route's `permission` (read afresh on every call,
 *   docs/console.md); other staff get 403 `forbidden` 您没有操作权限哦.
 */
export type RouteAuth = 'none' | 'optional' | 'customer' | 'staff' | 'merchant'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

export interface RouteDef {
  service: Service
  method: HttpMethod
  /** Path below the store code, Fastify style: `wechat/login/:code`. */
  path: string
  auth: RouteAuth
  /** What a `merchant` call needs (every merchant call names one; the permission matrix test holds them). */
  permission?: Permission
  summary: string
  params?: z.ZodObject
  query?: z.ZodObject
  body?: z.ZodType
  response: z.ZodType
}

/**
 * Where a call goes: `/api/{service}/store/{storeCode}/{path}`. Written once for the server's routes (with
 * `:storeCode`), its tests and command line, and the app; this file imports zod's types only, so the app may import
 * its values (docs/adr/0012).
 */
export const apiPath = (service: Service, storeCode: string, path: string): string =>
  `/api/${service}/store/${storeCode}/${path}`

/**
 * `wechat/login/:code` with `{ code: 'x' }` → `wechat/login/x`, each value URL-encoded; a missing or empty one
 * throws. `strict: false` is for tests that send bad paths on purpose: a missing one stays `:code`, '' stays empty.
 */
export function fillPath(path: string, params: Readonly<Record<string, unknown>> = {}, { strict = true } = {}): string {
  return path.replace(/:(\w+)/g, (placeholder, name: string) => {
    const value = params[name]
    if (value === undefined || value === null || value === '') {
      if (strict) throw new Error(`missing path parameter "${name}"`)
      if (value !== '') return placeholder
    }
    return encodeURIComponent(String(value))
  })
}

/** Declares a call; the identity function keeps the literal types for the server and the client. */
export const defineRoute = <const T extends RouteDef>(def: T): T => def

type Out<T> = T extends z.ZodType ? z.output<T> : undefined
type In<T> = T extends z.ZodType ? z.input<T> : undefined

/** What a call answers (for the client, imported as a type only). */
export type ResponseOf<R extends RouteDef> = z.output<R['response']>
export type BodyOf<R extends RouteDef> = In<R['body']>
export type QueryOf<R extends RouteDef> = In<R['query']>
export type ParamsOf<R extends RouteDef> = In<R['params']>
/** What a handler receives after validation (for the server). */
export type ParsedBodyOf<R extends RouteDef> = Out<R['body']>
export type ParsedQueryOf<R extends RouteDef> = Out<R['query']>
