/**
 * A fuzz run from the OpenAPI document (`/api/docs/json`): requests generated for every operation it lists — path
 * parameters, query fields and body fields filled with values drawn from their schemas (enum members, numbers
 * around their bounds) mixed with arbitrary JSON — sent with a valid token of the kind the operation asks for. Not
 * one may answer 5xx. FUZZ_REQUESTS sets the size (10,000 by default; seeded, so a failure replays).
 */
import fc from 'fast-check'
import { afterAll, describe, expect, it } from 'vitest'
import { createTestApp } from './harness'

const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '1000000' } })
afterAll(() => t.close())

interface Schema {
  type?: string | string[]
  enum?: unknown[]
  properties?: Record<string, Schema>
  items?: Schema
  minimum?: number
  maximum?: number
  anyOf?: Schema[]
}
interface Operation {
  parameters?: { in: 'path' | 'query'; name: string; schema?: Schema }[]
  requestBody?: { content?: Record<string, { schema?: Schema }> }
  security?: unknown[]
}

const doc = (await t.inject({ method: 'GET', url: '/api/docs/json' })).json<{
  paths: Record<string, Record<string, Operation>>
}>()
const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ path, method: method.toUpperCase(), operation })),
)

const customer = (await t.loginCustomer()).jwtString
const staff = await t.loginStaff()
const owner = await t.loginConsole()
const tokenFor = (path: string, operation: Operation) =>
  !operation.security
    ? undefined
    : path.startsWith('/api/counter-portal/')
      ? path.includes('/merchant/')
        ? owner
        : staff
      : customer

/** A value near what the schema wants, or anything at all. */
const valueOf = (schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> => {
  const anything = fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.jsonValue())
  if (!schema || depth > 2) return anything
  const types = [schema.type].flat()
  const near: fc.Arbitrary<unknown>[] = []
  if (schema.enum?.length) near.push(fc.constantFrom(...schema.enum))
  if (types.includes('integer') || types.includes('number'))
    near.push(
      fc.integer({
        min: Math.max(schema.minimum ?? -10, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1e6, 2 ** 31 - 1),
      }),
    )
  if (types.includes('string'))
    near.push(fc.string({ maxLength: 40 }), fc.constantFrom('1', '13812345678', '2026-11-24'))
  if (types.includes('array')) near.push(fc.array(valueOf(schema.items, depth + 1), { maxLength: 4 }))
  if (types.includes('object') && schema.properties) near.push(objectOf(schema, depth + 1))
  for (const option of schema.anyOf ?? []) near.push(valueOf(option, depth + 1))
  return near.length
    ? fc.oneof({ weight: 3, arbitrary: fc.oneof(...near) }, { weight: 1, arbitrary: anything })
    : anything
}
const objectOf = (schema: Schema, depth = 0) =>
  fc.record(Object.fromEntries(Object.entries(schema.properties ?? {}).map(([name, s]) => [name, valueOf(s, depth)])), {
    requiredKeys: [],
  })

const text = (value: unknown) => (typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))

const request = fc.constantFrom(...operations).chain(({ path, method, operation }) => {
  const params = operation.parameters ?? []
  const inPath = params.filter((p) => p.in === 'path' && p.name !== 'storeCode')
  const inQuery = params.filter((p) => p.in === 'query')
  const body = operation.requestBody?.content?.['application/json']?.schema
  return fc
    .record({
      path: fc.constant(path),
      method: fc.constant(method),
      token: fc.constant(tokenFor(path, operation)),
      params: fc.tuple(...inPath.map((p) => valueOf(p.schema))),
      query: fc.tuple(...inQuery.map((p) => fc.option(valueOf(p.schema), { nil: undefined }))),
      body: body ? fc.option(valueOf(body), { nil: undefined }) : fc.constant(undefined),
    })
    .map((r) => {
      let url = r.path.replace('{storeCode}', t.config.storeCode)
      inPath.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(text(r.params[i])) || '_')))
      const query = new URLSearchParams()
      inQuery.forEach((p, i) => r.query[i] !== undefined && query.set(p.name, text(r.query[i])))
      return { method: r.method, url: `${url}${query.size ? `?${query}` : ''}`, token: r.token, body: r.body }
    })
})

describe('a fuzz run from the OpenAPI document', () => {
  const size = Number(process.env.FUZZ_REQUESTS ?? 10_000)

  it(`${size} generated requests, none answered 5xx`, { timeout: 600_000 }, async () => {
    expect(operations.length).toBeGreaterThan(120)
    const failures: string[] = []
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const answer = await t.inject({
          method: r.method as 'GET',
          url: r.url,
          headers: {
            ...(r.token && { authorization: `Bearer ${r.token}` }),
            ...(r.body !== undefined && { 'content-type': 'application/json' }),
          },
          ...(r.body !== undefined && { payload: JSON.stringify(r.body) }),
        })
        if (answer.statusCode >= 500) failures.push(`${r.method} ${r.url} ${JSON.stringify(r.body)} → ${answer.body}`)
        return answer.statusCode < 500
      }),
      { numRuns: size, seed: 20261124, endOnFailure: true },
    )
    expect(failures).toEqual([])
  })
})
