// `npm test`: every check of the project, with one summary line at the end. Two lanes run side by side, since each
// vitest run uses one worker on a two-core machine (its default: cores − 1):
//   checks:  static checks (types, lint, format) → app and console tests → unit and server suites on PGlite
//            → the server suite on PostgreSQL (when DATABASE_URL is set)
//   browser: H5, weapp and console builds and their checks → browser journeys in Chromium against the H5 build and
//            the console.
// The lanes end at about the same time (about 18 and 16 minutes on CI's machine).
// Each line a lane prints starts with its name. Each vitest run writes a JSON report; the totals are added up into
// the closing "N passed, N failed" line.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bin, run } from './lib.mjs'

const reports = mkdtempSync(join(tmpdir(), 'shop-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

async function step(lane, name, cmd, args, env) {
  const started = Date.now()
  console.log(`\n━━ [${lane}] ${name}`)
  const code = await run(cmd, args, { env, prefix: `[${lane}]` })
  console.log(
    `━━ [${lane}] ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (code !== 0) failedSteps.push(name)
  return code === 0
}

let reportCount = 0
async function vitest(lane, name, args, env) {
  const file = join(reports, `${++reportCount}.json`)
  const ok = await step(
    lane,
    name,
    bin('vitest'),
    ['run', ...args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  )
  if (existsSync(file)) {
    const r = JSON.parse(readFileSync(file, 'utf8'))
    totals.passed += r.numPassedTests
    totals.failed += r.numFailedTests
    totals.skipped += r.numPendingTests + r.numTodoTests
    if (!ok && r.numFailedTests === 0) totals.failed += 1 // a suite that failed to load counts as a failure
  } else if (!ok) totals.failed += 1
}

const pg = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL
const redis = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL
// The unit and server suites build their own databases; they must not touch the one the shop runs on.
const isolated = { DATABASE_URL: '', REDIS_URL: '', TEST_DATABASE_URL: '', TEST_REDIS_URL: '' }

/** The server suite on PostgreSQL (and Redis, when set). */
async function serverOnPostgres() {
  if (!pg) return console.log('\n(DATABASE_URL is not set: the server suite ran on PGlite only)')
  await vitest('checks', `server on PostgreSQL${redis ? ' with Redis' : ''}`, ['apps/server'], {
    ...isolated,
    TEST_DATABASE_URL: pg,
    TEST_REDIS_URL: redis ?? '',
  })
}

const started = Date.now()
await Promise.all([
  (async () => {
    await step('checks', 'typecheck', bin('tsc'), ['-p', 'tsconfig.json'])
    await step('checks', 'typecheck app', bin('tsc'), ['-p', 'apps/mall/tsconfig.json'])
    await step('checks', 'typecheck console', bin('tsc'), ['-p', 'apps/console/tsconfig.json'])
    await step('checks', 'lint', bin('eslint'), ['.', '--max-warnings=0'])
    await step('checks', 'format', bin('prettier'), ['--check', '--log-level=warn', '.'])
    await vitest('checks', 'app', ['--config', 'apps/mall/vitest.config.ts'])
    await vitest('checks', 'console', ['--config', 'apps/console/vitest.config.ts'])
    await vitest('checks', 'domain, contracts and server on PGlite', [], isolated)
    await serverOnPostgres()
  })(),
  (async () => {
    await vitest('browser', 'builds and browser journeys', ['--config', 'e2e/vitest.config.ts'])
  })(),
])
console.log(`\nAll steps took ${((Date.now() - started) / 60_000).toFixed(1)} min.`)
console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`)
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedSteps.length || totals.failed ? 1 : 0)
