import { eq, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Clock } from '../platform/clock'
import type { Config } from '../platform/config'
import type { Db } from '../platform/database'
import { seedSteps } from './seed.tables'

export interface SeedContext {
  db: Db
  config: Config
  clock: Clock
  /** Where a step says what an operator must know once (the first owner's generated password). */
  log?: FastifyBaseLogger
}

/**
 * One named piece of demo or reference data. A step runs once per database (its name is recorded in `seed_steps`
 * in the same transaction), so edits and deletions of seeded rows survive restarts; write it idempotently anyway
 * (`onConflictDoNothing`), so a step can be re-run safely by hand.
 */
export interface SeedStep {
  name: string
  /** Steps that only make sense in some configurations (e.g. sandbox-only demo users); default: always. */
  when?: (config: Config) => boolean
  run(context: SeedContext): Promise<void>
}

/** Any number the shop's processes agree on: two processes starting together seed one after the other. */
const SEED_LOCK_KEY = 7_231_994_011

/** Runs the steps not yet applied, in order, each in its own transaction. Answers the names it ran. */
export async function runSeed(
  steps: readonly SeedStep[],
  context: SeedContext,
  log?: FastifyBaseLogger,
): Promise<string[]> {
  const ran: string[] = []
  for (const step of steps) {
    if (step.when && !step.when(context.config)) continue
    const applied = await context.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`)
      const done = await tx.select({ name: seedSteps.name }).from(seedSteps).where(eq(seedSteps.name, step.name))
      if (done.length > 0) return false
      await step.run({ ...context, db: tx, log })
      await tx.insert(seedSteps).values({ name: step.name, doneAt: context.clock.now() })
      return true
    })
    if (applied) {
      ran.push(step.name)
      log?.info({ step: step.name }, 'seed step applied')
    }
  }
  return ran
}
