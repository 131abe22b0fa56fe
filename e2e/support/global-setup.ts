import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
// @ts-expect-error plain ESM helper shared with the root scripts
import { bin, ensureBuild, root } from '../../scripts/lib.mjs'
import { CONSOLE_OWNER } from './console'

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })

async function waitForReady(url: string, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`the server was not ready within ${timeoutMs / 1000} s`)
}

export default async function setup(project: TestProject) {
  for (const target of ['h5', 'weapp', 'console']) {
    if ((await ensureBuild(target)) !== 0) throw new Error(`the ${target} build failed`)
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))
  const port = await freePort()
  const baseUrl = `http://127.0.0.1:${port}`
  const server = spawn(bin('tsx'), ['apps/server/src/main.ts'], {
    cwd: root,
    stdio: ['ignore', 'inherit', 'inherit'],
    // No REDIS_URL: a shared Redis keeps the SMS limits (per phone, per IP) across runs, and every journey signs in
    // from 127.0.0.1; the server suite covers the Redis counters. PUBLIC_BASE_URL: the pages WeChat (the sandbox)
    // sends the browser back to are on the origin it left, where its storage is.
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_BASE_URL: baseUrl,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      // Every journey signs in from 127.0.0.1: more codes in an hour than one real address would ask for.
      SMS_SENDS_PER_IP_PER_HOUR: '1000',
      // The console's first owner (e2e/support/console.ts signs in with it).
      CONSOLE_OWNER_PASSWORD: CONSOLE_OWNER.password,
      // Journeys across days move the server's clock (/sandbox/clock) and put it back; tokens signed before a month's
      // move still hold at its end.
      SANDBOX_CLOCK: 'on',
      TOKEN_TTL: '90d',
    },
  })
  await waitForReady(`${baseUrl}/api/ready`, server)
  project.provide('baseUrl', baseUrl)

  return async () => {
    server.kill('SIGTERM')
    await new Promise((r) => (server.exitCode !== null ? r(null) : server.once('exit', r)))
    rmSync(dataDir, { recursive: true, force: true })
  }
}
