import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { hostname } from 'node:os'
import path from 'node:path'

/**
 * An exclusive lock on a folder, held by the process that opens it: `<folder>.lock` names the owner. Two processes
 * on one PGlite folder silently corrupt it, so the second opener is refused; a lock left by a dead process is taken
 * over. The lock file is always created whole (written aside, then hard-linked into place), so a reader never sees
 * a half-written owner.
 */
export interface FolderLock {
  release(): void
}

interface Owner {
  pid: number
  host: string
  since: string
}

export class FolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly owner: Owner,
  ) {
    super(
      `${folder} is in use by process ${owner.pid} on ${owner.host} (since ${owner.since}). ` +
        'Two processes on one PGlite folder corrupt it: stop the other process, or give this one another DATA_DIR ' +
        '(or a DATABASE_URL).',
    )
    this.name = 'FolderInUseError'
  }
}

export function lockFolder(folder: string): FolderLock {
  const lockFile = `${folder}.lock`
  mkdirSync(path.dirname(lockFile), { recursive: true })
  const mine = JSON.stringify({ pid: process.pid, host: hostname(), since: new Date().toISOString() } satisfies Owner)

  for (let attempt = 0; attempt < 5; attempt++) {
    if (createWhole(lockFile, mine)) return { release: () => releaseIfMine(lockFile, mine) }
    const seen = readText(lockFile)
    if (seen === null) continue // released meanwhile: try again
    const owner = parseOwner(seen)
    if (owner && isAlive(owner)) throw new FolderInUseError(folder, owner)
    takeOver(lockFile, seen)
  }
  const owner = parseOwner(readText(lockFile) ?? '')
  throw new FolderInUseError(folder, owner ?? { pid: 0, host: 'unknown', since: 'unknown' })
}

function createWhole(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.tmp`
  writeFileSync(draft, content)
  try {
    linkSync(draft, file)
    return true
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw error
  } finally {
    rmSync(draft, { force: true })
  }
}

/**
 * Moves a stale lock aside, then checks it is the one judged stale: if another process replaced it in between,
 * its fresh lock is put back (and the next attempt refuses).
 */
function takeOver(lockFile: string, staleText: string): void {
  const aside = `${lockFile}.${process.pid}.stale`
  try {
    renameSync(lockFile, aside)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return
    throw error
  }
  if (readText(aside) !== staleText) {
    try {
      linkSync(aside, lockFile)
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  rmSync(aside, { force: true })
}

function releaseIfMine(lockFile: string, mine: string): void {
  if (readText(lockFile) === mine) rmSync(lockFile, { force: true })
}

function isAlive(owner: Owner): boolean {
  if (owner.host !== hostname()) return true // another machine on a shared volume: we cannot tell, so assume so
  if (owner.pid === process.pid) return false // a previous run with our pid (PID 1 in a restarted container)
  try {
    process.kill(owner.pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readText(file: string): string | null {
  try {
    return readFileSync(file, 'utf8')
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
    throw error
  }
}

function parseOwner(text: string): Owner | null {
  try {
    const value = JSON.parse(text) as Partial<Owner>
    return typeof value.pid === 'number' && typeof value.host === 'string' && typeof value.since === 'string'
      ? (value as Owner)
      : null
  } catch {
    return null
  }
}
