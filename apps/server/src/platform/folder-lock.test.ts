import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { hostname, tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { runTs, type Child } from '../../test/processes'
import { FolderInUseError, lockFolder } from './folder-lock'

const children: Child[] = []
afterEach(() => {
  for (const child of children.splice(0)) child.process.kill('SIGKILL')
})

const folder = () => path.join(mkdtempSync(path.join(tmpdir(), 'shop-lock-')), 'pglite')
const writeOwner = (dir: string, owner: object) => writeFileSync(`${dir}.lock`, JSON.stringify(owner))

describe('lockFolder', () => {
  it('refuses a folder another live process holds, naming it; takes it over once that process is dead', async () => {
    const dir = folder()
    const holder = runTs('test/fixtures/hold-lock.ts', [dir])
    children.push(holder)
    await holder.waitFor('locked')

    let refusal: unknown
    try {
      lockFolder(dir)
    } catch (error) {
      refusal = error
    }
    expect(refusal).toBeInstanceOf(FolderInUseError)
    expect((refusal as Error).message).toContain(`${dir} is in use by process ${holder.process.pid} on ${hostname()}`)

    holder.process.kill('SIGKILL')
    await holder.exited
    const lock = lockFolder(dir)
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8'))).toMatchObject({ pid: process.pid })
    lock.release()
    expect(existsSync(`${dir}.lock`)).toBe(false)
  })

  it('takes over a lock naming this very pid: an earlier run that had the same pid (PID 1 in a container)', () => {
    const dir = folder()
    writeOwner(dir, { pid: process.pid, host: hostname(), since: '2026-01-01T00:00:00Z' })
    const lock = lockFolder(dir)
    expect(JSON.parse(readFileSync(`${dir}.lock`, 'utf8')).since).not.toBe('2026-01-01T00:00:00Z')
    lock.release()
  })

  it('takes over a lock whose process is gone, or that cannot be read', async () => {
    const gone = runTs('test/fixtures/hold-lock.ts', [folder()])
    await gone.waitFor('locked')
    gone.process.kill('SIGKILL')
    await gone.exited

    const dir = folder()
    writeOwner(dir, { pid: gone.process.pid, host: hostname(), since: '2026-01-01T00:00:00Z' })
    lockFolder(dir).release()
    writeFileSync(`${dir}.lock`, 'garbage')
    lockFolder(dir).release()
  })

  it('refuses a lock held from another machine (a shared volume): it cannot tell whether that process lives', () => {
    const dir = folder()
    writeOwner(dir, { pid: 1, host: 'another-host', since: '2026-01-01T00:00:00Z' })
    expect(() => lockFolder(dir)).toThrow('is in use by process 1 on another-host')
  })
})
