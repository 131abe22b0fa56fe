import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

const CONTRACTS = fileURLToPath(new URL('../../../../packages/contracts/src/', import.meta.url))
const ROUTES = fileURLToPath(new URL('./', import.meta.url))

/** Per contract file (`refund`), the calls it defines (`export const refundSubmit = defineRoute(`). */
const callsByFile = new Map(
  readdirSync(CONTRACTS)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .map((file) => [
      file.replace(/\.ts$/, ''),
      [...readFileSync(CONTRACTS + file, 'utf8').matchAll(/export const (\w+) = defineRoute\(/g)].map((m) => m[1]!),
    ])
    .filter(([, calls]) => calls!.length > 0) as [string, string[]][],
)
const ownerOf = new Map([...callsByFile].flatMap(([file, calls]) => calls.map((call) => [call, file])))
const routeFiles = readdirSync(ROUTES).filter((file) => file.endsWith('.routes.ts'))

/** The contract calls a route file imports. */
const importedCalls = (file: string) => {
  const text = readFileSync(ROUTES + file, 'utf8')
  const names = /import \{([^}]*)\} from '@shop\/contracts'/.exec(text)?.[1] ?? ''
  return names
    .split(',')
    .map((name) => name.trim())
    .filter((name) => ownerOf.has(name))
}

describe('the route files', () => {
  it('are one per contract file, named after it', () => {
    expect(routeFiles.map((file) => file.replace(/\.routes\.ts$/, '')).toSorted()).toEqual(
      [...callsByFile.keys()].toSorted(),
    )
  })

  it.each(routeFiles)('%s mounts the calls of its own contract file, all of them', (file) => {
    const contractFile = file.replace(/\.routes\.ts$/, '')
    expect(importedCalls(file).toSorted()).toEqual(callsByFile.get(contractFile)!.toSorted())
  })
})
