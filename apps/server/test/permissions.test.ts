import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { BUILT_IN_ROLES, type RouteDef } from '@shop/contracts'
import { routeUrl } from '../src/platform/register-route'
import { CONTRACT_ROUTES, merchantApiTable } from './contracts.fixtures'
import { createTestApp } from './harness'

// The permission matrix: every console call × every built-in role. A role without the call's permission gets 403
// 您没有操作权限哦 before anything else happens; a role with it gets past the check (whatever the bad placeholder input
// then earns). Generated from the contracts: a new merchant call joins the matrix by itself, and registerRoute refuses
// to mount one that names no permission.
const t = await createTestApp()
afterAll(() => t.close())
await t.app.ready()

const merchantCalls = CONTRACT_ROUTES.filter((def) => def.auth === 'merchant')
const roles = Object.keys(BUILT_IN_ROLES) as (keyof typeof BUILT_IN_ROLES)[]
const tokens = Object.fromEntries(await Promise.all(roles.map(async (role) => [role, await t.loginConsole(role)])))
const placeholders = (def: RouteDef) => Object.fromEntries([...def.path.matchAll(/:(\w+)/g)].map((m) => [m[1]!, '1']))

describe('the permission matrix', () => {
  it('covers every console call, each mounted and naming a permission', () => {
    expect(merchantCalls.length).toBeGreaterThan(10)
    for (const def of merchantCalls) {
      expect(def.permission, `${def.path} names no permission`).toBeDefined()
      expect(
        t.app.hasRoute({ method: def.method, url: routeUrl(def) }),
        `${def.method} ${def.path} is not mounted`,
      ).toBe(true)
    }
  })

  it('is listed in docs/api.md with its permission', () => {
    const docs = readFileSync(path.join(__dirname, '../../../docs/api.md'), 'utf8')
    expect(docs, 'run `npx tsx apps/server/scripts/docs-tables.ts`').toContain(merchantApiTable())
  })

  for (const role of roles) {
    it(`${role}: refused exactly the calls its permissions leave out`, async () => {
      const granted: readonly string[] = BUILT_IN_ROLES[role].permissions
      const wrong: string[] = []
      for (const def of merchantCalls) {
        const response = await t.inject({
          method: def.method,
          url: t.url(def, placeholders(def)),
          headers: { authorization: `Bearer ${tokens[role]}`, 'content-type': 'application/json' },
          ...(def.method !== 'GET' && { payload: '{}' }),
        })
        const refused = response.statusCode === 403
        if (refused !== !granted.includes(def.permission!))
          wrong.push(`${def.method} ${def.path} → ${response.statusCode}`)
        if (refused) expect(response.json()).toMatchObject({ code: 'forbidden', message: '您没有操作权限哦' })
      }
      expect(wrong).toEqual([])
    })
  }
})
