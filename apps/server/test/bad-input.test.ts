/**
 * Bad input gets a clear error and nothing breaks: every call of the contracts, with the token its `auth` asks for,
 * gets a table of bad values in each of its path parameters, query fields and body fields, and bodies of the wrong
 * shape. Every answer is a 4xx with a stable code and a readable message: never a 5xx, never a bare error.
 */
import { afterAll, describe, expect, it } from 'vitest'
import type { RouteDef } from '@shop/contracts'
import { CONTRACT_ROUTES, fieldsOf, routeName } from './contracts.fixtures'
import { createTestApp } from './harness'

// Thousands of requests from one address: the per-IP limit is not what this test is about.
const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())

const tokens: Record<RouteDef['auth'], string | undefined> = {
  none: undefined,
  optional: (await t.loginCustomer()).jwtString,
  customer: (await t.loginCustomer()).jwtString,
  staff: await t.loginStaff(),
  // The owner: every console call gets past its permission to the validation this test is about.
  merchant: await t.loginConsole(),
}

/** Values a path or query string should never be taken as: empty, signs, fractions, overflow, huge, odd text. */
const BAD_TEXT = ['', '-1', '0', '1.5', '1e309', '99999999999', 'x'.repeat(300), '💄', "' OR 1=1 --", '%00']
/** Values a JSON field should never be taken as, whatever its type. */
const BAD_JSON: unknown[] = [
  null,
  '',
  -1,
  1.5,
  2 ** 53,
  'x'.repeat(5_000),
  [],
  {},
  true,
  [{ nested: [[]] }],
  'a\u0000b',
  '\u0007',
]
/** Bodies of the wrong shape. */
const BAD_BODIES: unknown[] = [null, [], 'text', 42, { unknownField: 1 }, JSON.parse('{"__proto__": {"admin": true}}')]

/** Every bad request for one call: each parameter, query field and body field in turn, then whole bodies. */
function badRequests(def: RouteDef) {
  const params = Object.fromEntries(fieldsOf(def.params).map((name) => [name, '1']))
  const requests: { params: Record<string, string>; query?: Record<string, string>; body?: unknown }[] = []
  for (const name of Object.keys(params)) {
    for (const value of BAD_TEXT) requests.push({ params: { ...params, [name]: value } })
  }
  for (const name of [...fieldsOf(def.query), 'unknownField']) {
    for (const value of BAD_TEXT) requests.push({ params, query: { [name]: value } })
  }
  if (def.method !== 'GET') {
    for (const body of BAD_BODIES) requests.push({ params, body })
    for (const name of fieldsOf(def.body)) {
      for (const value of BAD_JSON) requests.push({ params, body: { [name]: value } })
    }
  }
  return requests
}

describe('bad input', () => {
  it('covers every call of the contracts', () => {
    expect(CONTRACT_ROUTES.length).toBeGreaterThan(120)
  })

  it.each(CONTRACT_ROUTES.map((def) => [routeName(def), def] as const))(
    '%s answers a 4xx with a code and a message',
    async (_, def) => {
      const unclear: string[] = []
      for (const request of badRequests(def)) {
        const answer = await t.call(def, { token: tokens[def.auth], ...request })
        const { code, message } = (answer.body ?? {}) as { code?: unknown; message?: unknown }
        const clear =
          answer.status >= 400 &&
          answer.status < 500 &&
          typeof code === 'string' &&
          /\p{Script=Han}/u.test(String(message))
        if (!clear && answer.status < 400) continue // a bad-looking value that is fine for this call
        if (!clear) unclear.push(`${answer.status} ${JSON.stringify(answer.body)} ← ${JSON.stringify(request)}`)
      }
      expect(unclear).toEqual([])
    },
  )
})
