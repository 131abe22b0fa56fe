// `npm test`: every check of the project, in order, with one summary line at the end.
//   static checks (types, lint, format) → unit and server suites (PGlite, then PostgreSQL when DATABASE_URL is set)
//   → app and console tests → H5, weapp and console builds and their checks → browser journeys in Chromium against
//   the H5 build and the console.
// Each vitest run writes a JSON report; the totals are added up into the closing "N passed, N failed" line.
import { mkdtempSync, readFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { bin, run } from './lib.mjs'

const reports = mkdtempSync(join(tmpdir(), 'shop-test-'))
const totals = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

async function step(name, cmd, args, env) {
  const started = Date.now()
  console.log(`\n━━ ${name}`)
  const code = await run(cmd, args, { env })
  console.log(
    `━━ ${name}: ${code === 0 ? 'ok' : `FAILED (exit ${code})`} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  )
  if (code !== 0) failedSteps.push(name)
  return code === 0
}

let reportCount = 0
async function vitest(name, args, env) {
  const file = join(reports, `${++reportCount}.json`)
  const ok = await step(
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

await step('typecheck', bin('tsc'), ['-p', 'tsconfig.json'])
await step('typecheck app', bin('tsc'), ['-p', 'apps/mall/tsconfig.json'])
await step('typecheck console', bin('tsc'), ['-p', 'apps/console/tsconfig.json'])
await step('lint', bin('eslint'), ['.', '--max-warnings=0'])
await step('format', bin('prettier'), ['--check', '--log-level=warn', '.'])
await vitest('domain, contracts and server on PGlite', [], isolated)
if (pg) {
  await vitest('server on PostgreSQL' + (redis ? ' with Redis' : ''), ['apps/server'], {
    ...isolated,
    TEST_DATABASE_URL: pg,
    TEST_REDIS_URL: redis ?? '',
  })
} else {
  console.log('\n(DATABASE_URL is not set: the server suite ran on PGlite only)')
}
await vitest('app', ['--config', 'apps/mall/vitest.config.ts'])
await vitest('console', ['--config', 'apps/console/vitest.config.ts'])
await vitest('builds and browser journeys', ['--config', 'e2e/vitest.config.ts'])

console.log(`\n${failedSteps.length ? `Failed steps: ${failedSteps.join(', ')}` : 'All steps passed.'}`)
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`)
process.exit(failedSteps.length || totals.failed ? 1 : 0)
