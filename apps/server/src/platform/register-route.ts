import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { z } from 'zod'
import { apiPath, errorBody, type RouteAuth, type RouteDef } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import { tokenFromHeader, type CustomerPrincipal, type Principal, type StaffPrincipal } from './tokens'
import './fastify-types'

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined

/** The caller a route's `auth` guarantees to its handler. */
export type AuthOf<A extends RouteAuth> = A extends 'customer'
  ? CustomerPrincipal
  : A extends 'staff' | 'merchant'
    ? StaffPrincipal
    : A extends 'optional'
      ? CustomerPrincipal | null
      : null

export interface RouteContext<R extends RouteDef> {
  params: Parsed<R['params']>
  query: Parsed<R['query']>
  body: Parsed<R['body']>
  auth: AuthOf<R['auth']>
  request: FastifyRequest
  reply: FastifyReply
}

export type RouteHandler<R extends RouteDef> = (context: RouteContext<R>) => Promise<z.output<R['response']>>

/** The URL a contract is served at. */
export const routeUrl = (def: Pick<RouteDef, 'service' | 'path'>) => apiPath(def.service, ':storeCode', def.path)

/**
 * Mounts a contract as a Fastify route at `/api/{service}/store/:storeCode/{path}`: the store code is checked
 * (404 storeNotFound), the token verified for `def.auth` (401 '401'), params/query/body validated strictly and the
 * answer validated against `def.response` before it leaves (a mismatch is a 500, never a leak).
 */
export function registerRoute<R extends RouteDef>(app: FastifyInstance, def: R, handler: RouteHandler<R>): void {
  const staffOnly = def.service === 'counter-portal'
  const staffAuth = def.auth === 'staff' || def.auth === 'merchant'
  if ((def.auth === 'merchant') !== (def.permission !== undefined)) {
    throw new Error(`${def.service} ${def.path}: a merchant call names its permission, and only a merchant call does`)
  }
  if (def.auth !== 'none' && staffOnly !== staffAuth) {
    throw new Error(
      `${def.service} ${def.path}: staff tokens belong to counter-portal routes, customer tokens to the others`,
    )
  }
  const storeCode = z.literal(app.config.storeCode).describe('The store code (STORE_CODE)')
  app.route({
    method: def.method,
    url: routeUrl(def),
    schema: {
      summary: def.summary,
      tags: [def.service],
      params: def.params ? def.params.extend({ storeCode }) : z.strictObject({ storeCode }),
      ...(def.query && { querystring: def.query }),
      ...(def.body && { body: def.body }),
      response: { 200: def.response, '4xx': errorBody, '5xx': errorBody },
      ...(def.auth !== 'none' && { security: [{ bearer: [] }] }),
    },
    onRequest: async (request) => {
      if ((request.params as { storeCode?: string }).storeCode !== app.config.storeCode) {
        throw new DomainError('storeNotFound')
      }
      request.principal = await authenticate(app, def, request)
    },
    handler: (request, reply) =>
      handler({
        params: request.params,
        query: request.query,
        body: request.body,
        auth: request.principal,
        request,
        reply,
      } as unknown as RouteContext<R>),
  })
}

async function authenticate(
  app: FastifyInstance,
  { auth, permission }: Pick<RouteDef, 'auth' | 'permission'>,
  request: FastifyRequest,
): Promise<Principal | null> {
  if (auth === 'none') return null
  const token = tokenFromHeader(request.headers.authorization)
  if (!token) {
    if (auth === 'optional') return null
    throw new DomainError('401')
  }
  const principal = await app.tokens.verify(token)
  const staffAuth = auth === 'staff' || auth === 'merchant'
  if (principal.kind !== (staffAuth ? 'staff' : 'customer')) throw new DomainError('401')
  if (principal.kind === 'staff') {
    // Read on every call, so a changed role or a disabled account counts at once, not when the token expires.
    const access = await app.staffAccess(principal.userid)
    if (!access) throw new DomainError('401')
    if (auth === 'merchant' && !access.permissions.has(permission!)) throw new DomainError('forbidden')
  }
  return principal
}
