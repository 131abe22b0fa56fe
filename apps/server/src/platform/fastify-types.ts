import type { Config } from './config'
import type { Principal, Tokens } from './tokens'

// What the platform decorates the Fastify instance and requests with (see app.ts and register-route.ts).
import type { FlashGate } from '../modules/flash-sales'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    tokens: Tokens
    /** What a staff member may do now (their role's permissions); null for an unknown or disabled account. */
    staffAccess(userid: string): Promise<{ permissions: ReadonlySet<string> } | null>
    /** The flash sale's fast gate (docs/flash-sales.md): tests compare it with the database. */
    flashGate: FlashGate
  }
  interface FastifyRequest {
    /** Set by registerRoute's auth step: the token's principal, or null on routes that need none. */
    principal: Principal | null
  }
}
