import { execFileSync, spawnSync } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The nginx configuration docs/deploy.md gives is one nginx accepts (runs where nginx is installed; CI installs it).
const CONFIG = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url))
const nginx = spawnSync('nginx', ['-v']).status === 0

describe.runIf(nginx)('deploy/nginx.conf', () => {
  it('passes nginx -t', () => {
    const output = execFileSync('nginx', ['-t', '-c', CONFIG], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    expect(output).toBe('')
  })
})
