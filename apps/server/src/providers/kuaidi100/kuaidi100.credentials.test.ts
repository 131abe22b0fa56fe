import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { loadOrCreateSandboxCredentials } from './kuaidi100.credentials'

const folders: string[] = []
const newFolder = () => {
  const folder = mkdtempSync(join(tmpdir(), 'kuaidi100-credentials-'))
  folders.push(folder)
  return folder
}
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true })
})

describe('loadOrCreateSandboxCredentials', () => {
  it('makes kuaidi100-shaped credentials on first run and gives the same ones after', () => {
    const folder = newFolder()
    const first = loadOrCreateSandboxCredentials(folder)
    expect(first.client.customer).toMatch(/^[0-9A-F]{32}$/)
    expect(first.client.key).toMatch(/^[\w-]{16}$/)
    expect(first.sandbox).toEqual(first.client)
    expect(existsSync(join(folder, 'secrets', 'kuaidi100-sandbox.secret'))).toBe(true)
    expect(loadOrCreateSandboxCredentials(folder)).toEqual(first)
  })

  it('gives every installation its own', () => {
    const a = loadOrCreateSandboxCredentials(newFolder()).client
    const b = loadOrCreateSandboxCredentials(newFolder()).client
    expect(a.customer).not.toBe(b.customer)
    expect(a.key).not.toBe(b.key)
  })
})
