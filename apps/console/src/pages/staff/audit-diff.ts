/** One changed field of an audit entry: its path (`skus[0].price`) and its value before and after, as text. */
export interface FieldChange {
  field: string
  before: string
  after: string
}

/** A nested value as path → leaf: `{ a: { b: 1 }, c: [2] }` → `{ 'a.b': 1, 'c[0]': 2 }`; empty objects stay leaves. */
function flatten(value: unknown, prefix = '', into: Map<string, unknown> = new Map()): Map<string, unknown> {
  const entries = Array.isArray(value)
    ? value.map((v, i) => [`${prefix}[${i}]`, v] as const)
    : value !== null && typeof value === 'object'
      ? Object.entries(value).map(([k, v]) => [prefix ? `${prefix}.${k}` : k, v] as const)
      : []
  if (entries.length === 0) into.set(prefix || '(值)', value)
  for (const [path, v] of entries) flatten(v, path, into)
  return into
}

const shown = (value: unknown): string =>
  value === undefined ? '' : value === null ? '空' : typeof value === 'string' ? value : JSON.stringify(value)

/**
 * What a write changed, field by field, in the order the fields first appear: only fields whose value differs (a
 * field that appeared or went away shows an empty side). Nothing before (a creation) lists every field after it.
 */
export function auditDiff(before: unknown, after: unknown): FieldChange[] {
  const was = before === null || before === undefined ? new Map<string, unknown>() : flatten(before)
  const now = after === null || after === undefined ? new Map<string, unknown>() : flatten(after)
  const fields = [...new Set([...was.keys(), ...now.keys()])]
  return fields
    .filter((field) => JSON.stringify(was.get(field)) !== JSON.stringify(now.get(field)))
    .map((field) => ({ field, before: shown(was.get(field)), after: shown(now.get(field)) }))
}
