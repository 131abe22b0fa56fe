import { gt, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import type { InvalidationBus } from '../../platform/invalidation'
import type { RevokedTokens } from '../../platform/tokens'
import { revokedTokens } from './sessions.tables'

export type RevokedTokenList = ReturnType<typeof createRevokedTokenList>

/**
 * The tokens ended before their time, checked on every call without a query: each process holds the unexpired ones
 * (loaded at start), and a revocation reaches every process on the bus with its expiry in the key
 * (`<tokenId>@<epoch ms>`). News lost while the bus reconnected makes the process read the table again.
 */
export function createRevokedTokenList({
  db,
  bus,
  clock,
  log,
}: {
  db: Db
  bus: InvalidationBus
  clock: Clock
  log: FastifyBaseLogger
}) {
  const ended = new Map<string, number>()

  const forgetExpired = () => {
    const now = clock.now().getTime()
    for (const [tokenId, expiresAt] of ended) if (expiresAt <= now) ended.delete(tokenId)
  }

  async function load(): Promise<void> {
    const rows = await db.select().from(revokedTokens).where(gt(revokedTokens.expiresAt, clock.now()))
    ended.clear()
    for (const row of rows) ended.set(row.tokenId, row.expiresAt.getTime())
  }

  bus.subscribe('revoked-tokens', (keys) => {
    if (keys === null) {
      load().catch((error: unknown) => log.error({ err: error }, 'reloading the revoked tokens failed'))
      return
    }
    for (const key of keys) {
      const [tokenId, expiresAt] = key.split('@')
      if (tokenId && expiresAt) ended.set(tokenId, Number(expiresAt))
    }
    if (ended.size % 1000 === 0) forgetExpired()
  })

  const list: RevokedTokens & {
    load(): Promise<void>
    revoke(tokenId: string, expiresAt: Date): Promise<void>
    sweep(): Promise<number>
  } = {
    has: (tokenId) => {
      const expiresAt = ended.get(tokenId)
      return expiresAt !== undefined && expiresAt > clock.now().getTime()
    },
    load,
    /** Ends a token in every process: the row first (what a restarted process reads), then the news. */
    async revoke(tokenId, expiresAt) {
      await db.insert(revokedTokens).values({ tokenId, expiresAt }).onConflictDoNothing()
      await bus.publish('revoked-tokens', [`${tokenId}@${expiresAt.getTime()}`])
    },
    /** Deletes the rows of tokens that have expired anyway; answers how many. */
    async sweep() {
      const gone = await db
        .delete(revokedTokens)
        .where(lte(revokedTokens.expiresAt, clock.now()))
        .returning({ tokenId: revokedTokens.tokenId })
      forgetExpired()
      return gone.length
    },
  }
  return list
}
