import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, runTs, type Child } from './processes'

const children: Child[] = []
afterAll(() => {
  for (const child of children) child.process.kill('SIGKILL')
})
const start = (env: Record<string, string>) => {
  const child = runTs('src/main.ts', [], { LOG_LEVEL: 'info', ...env })
  children.push(child)
  return child
}

describe('the server process (src/main.ts)', () => {
  it('exits 1 with one line per bad variable', async () => {
    const child = start({ PORT: 'abc', SMS_MODE: 'live' })
    expect(await child.exited).toBe(1)
    expect(child.output()).toContain('PORT: must be an integer from 1 to 65535 (got "abc")')
  })

  it('serves, refuses a second process on its data folder, and shuts down gracefully on SIGTERM', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'shop-process-'))
    const port = await freePort()
    const first = start({ DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' })
    await first.waitFor('shop ready', 60_000)

    const ready = await fetch(`http://127.0.0.1:${port}/api/ready`)
    expect(ready.status).toBe(200)
    expect(ready.headers.get('x-request-id')).toBeTruthy()

    const second = start({ DATA_DIR: dataDir, PORT: String(await freePort()) })
    expect(await second.exited).toBe(1)
    expect(second.output()).toContain(`${path.join(dataDir, 'pglite')} is in use by process ${first.process.pid}`)

    first.process.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(first.output()).toContain('shutting down')
    expect(existsSync(path.join(dataDir, 'pglite.lock'))).toBe(false)
  })
})
