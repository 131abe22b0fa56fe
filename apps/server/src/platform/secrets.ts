import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

/**
 * A secret generated on first run and kept in `DATA_DIR/secrets/<name>.secret` (mode 0600), so a restart keeps
 * tokens valid without a secret ever being written in the code. The file is written aside and linked into place:
 * when two processes start at once, both read the complete secret of the one that won.
 */
export function loadOrCreateSecret(dataDir: string, name: string): string {
  const dir = path.join(dataDir, 'secrets')
  const file = path.join(dir, `${name}.secret`)
  mkdirSync(dir, { recursive: true, mode: 0o700 })
  const draft = `${file}.${process.pid}.tmp`
  writeFileSync(draft, randomBytes(32).toString('base64url'), { mode: 0o600 })
  try {
    linkSync(draft, file)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
  } finally {
    rmSync(draft, { force: true })
  }
  return readFileSync(file, 'utf8').trim()
}
