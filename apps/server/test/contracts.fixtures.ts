/** The calls of the contracts as data, for the tests that go over every one of them. */
import { z } from 'zod'
import * as contracts from '@shop/contracts'
import type { RouteDef } from '@shop/contracts'

const isRoute = (value: unknown): value is RouteDef =>
  typeof value === 'object' &&
  value !== null &&
  'service' in value &&
  'method' in value &&
  'path' in value &&
  'auth' in value

/** Every route definition the contracts export. */
export const CONTRACT_ROUTES: readonly RouteDef[] = (Object.values(contracts) as unknown[]).filter(isRoute)

/** The field names of a call's params, query or body schema (an optional body's too); none for a non-object. */
export function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema
  return inner instanceof z.ZodObject ? Object.keys(inner.shape) : []
}

/** A call as the tests name it: `POST ec-portal/cart/append`. */
export const routeName = (def: RouteDef) => `${def.method} ${def.service}/${def.path}`

/** The console's calls as a markdown table (docs/api.md keeps it; the permission matrix test holds them equal). */
export function merchantApiTable(): string {
  const rows = CONTRACT_ROUTES.filter((def) => def.auth === 'merchant')
    .map((def) => `| ${def.method} | \`${def.path}\` | \`${def.permission}\` | ${def.summary} |`)
    .sort()
  return ['| method | path (counter-portal) | permission | what it does |', '|---|---|---|---|', ...rows].join('\n')
}
