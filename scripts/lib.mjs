// Small helpers shared by the root scripts (start, dev, test). Plain Node: they run before anything is built.
import { spawn } from 'node:child_process'
import { createInterface } from 'node:readline'
import { existsSync, readdirSync, statSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

export const root = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const bin = (name) => join(root, 'node_modules', '.bin', name)

/**
 * Runs a command with inherited output; resolves with its exit code. With `prefix`, each line it prints is prefixed
 * (two commands running side by side stay readable).
 */
export function run(cmd, args, { env = {}, cwd = root, inheritEnv = process.env, prefix } = {}) {
  return new Promise((done) => {
    const child = spawn(cmd, args, {
      cwd,
      stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...inheritEnv, ...env },
    })
    if (prefix) {
      for (const [from, to] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ]) {
        createInterface({ input: from, crlfDelay: Infinity }).on('line', (line) => to.write(`${prefix} ${line}\n`))
      }
    }
    child.on('exit', (code, signal) => done(code ?? (signal ? 1 : 0)))
    child.on('error', (err) => {
      console.error(`${cmd}: ${err.message}`)
      done(1)
    })
  })
}

/** Newest modification time below a folder (files only). */
export function newestMtime(dir) {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs)
  }
  return newest
}

/**
 * Each build: the file it writes last-ish, whose age tells when the build ran; what it is built from; its npm
 * script. `h5` and `weapp` are the shop app's, `console` the operations console's.
 */
const builds = {
  h5: {
    marker: 'apps/mall/dist/h5/index.html',
    sources: ['apps/mall/src', 'apps/mall/config', 'packages/domain/src'],
    script: ['run', 'build:h5', '-w', '@shop/mall'],
  },
  weapp: {
    marker: 'apps/mall/dist/weapp/app.json',
    sources: ['apps/mall/src', 'apps/mall/config', 'packages/domain/src'],
    script: ['run', 'build:weapp', '-w', '@shop/mall'],
  },
  console: {
    marker: 'apps/console/dist/index.html',
    sources: [
      'apps/console/src',
      'apps/console/index.html',
      'apps/console/vite.config.ts',
      'packages/domain/src',
      'packages/contracts/src/route.ts',
      'packages/contracts/src/permissions.ts',
    ],
    script: ['run', 'build', '-w', '@shop/console'],
  },
}

/** A build (`h5`, `weapp` or `console`) is missing or older than its sources (or the domain it shares). */
export function buildIsStale(target) {
  const marker = join(root, builds[target].marker)
  if (!existsSync(marker)) return true
  const built = statSync(marker).mtimeMs
  return builds[target].sources
    .map((d) => join(root, d))
    .some((d) => existsSync(d) && (statSync(d).isDirectory() ? newestMtime(d) : statSync(d).mtimeMs) > built)
}

/** Builds `target` when the build is stale; resolves with the exit code (0 when nothing to do). */
export async function ensureBuild(target) {
  if (!buildIsStale(target)) return 0
  console.log(`Building the ${target} app (missing, or its sources changed)…`)
  // A build started from a test runner must not inherit its test mode (NODE_ENV=test, VITEST*): Taro's Vite
  // build then exits early with "Unfinished hook action(s)".
  const inheritEnv = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST') && key !== 'TEST'),
  )
  return run('npm', builds[target].script, { inheritEnv })
}
