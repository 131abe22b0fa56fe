import type { Config } from './config'
import type { Principal, Tokens } from './tokens'

// What the platform decorates the Fastify instance and requests with (see app.ts and register-route.ts).
declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    tokens: Tokens
    /** What a staff member may do now (their role's permissions); null for an unknown or disabled account. */
    staffAccess(userid: string): Promise<{ permissions: ReadonlySet<string> } | null>
  }
  interface FastifyRequest {
    /** Set by registerRoute's auth step: the token's principal, or null on routes that need none. */
    principal: Principal | null
  }
}
