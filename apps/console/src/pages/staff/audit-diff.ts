import { PERMISSIONS, type Permission } from '@shop/contracts/permissions'

/** One changed field of an audit entry: its path (`skus[0].price`) and its value before and after, as text. */
export interface FieldChange {
  field: string
  before: string
  after: string
}

type Primitive = string | number | boolean | null

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** A list of plain values (permissions, tags) is one field, compared as a set. */
const isList = (value: unknown): value is Primitive[] => Array.isArray(value) && value.every(isPrimitive)

/** A nested value as path → leaf: `{ a: { b: 1 }, c: [{ d: 2 }] }` → `{ 'a.b': 1, 'c[0].d': 2 }`. */
function flatten(value: unknown, prefix = '', into: Map<string, unknown> = new Map()): Map<string, unknown> {
  const entries =
    Array.isArray(value) && !isList(value)
      ? value.map((v, i) => [`${prefix}[${i}]`, v] as const)
      : value !== null && typeof value === 'object' && !Array.isArray(value)
        ? Object.entries(value).map(([k, v]) => [prefix ? `${prefix}.${k}` : k, v] as const)
        : []
  if (entries.length === 0) into.set(prefix, value)
  for (const [path, v] of entries) flatten(v, path, into)
  return into
}

/** A value as staff read it: 是/否, 空, a permission by its name, a list joined with 、. */
function shown(value: unknown): string {
  if (value === undefined) return ''
  if (value === null) return '空'
  if (typeof value === 'boolean') return value ? '是' : '否'
  if (typeof value === 'string') return PERMISSIONS[value as Permission] ?? value
  if (isList(value)) return value.map(shown).join('、')
  return JSON.stringify(value)
}

/** The field's name: its last key in Chinese when `names` has it (`skus[0].price` keeps its path). */
const nameOf = (path: string, names: Record<string, string>) =>
  path === '' ? '值' : (names[path] ?? path.replace(/[^.[\]]+$/, (key) => names[key] ?? key))

/**
 * What a write changed, field by field, in the order the fields first appear: only fields whose value differs (a
 * field that appeared or went away shows an empty side). A list of plain values shows what left it before and what
 * joined it after. Nothing before (a creation) lists every field after it that has a value.
 */
export function auditDiff(before: unknown, after: unknown, names: Record<string, string> = {}): FieldChange[] {
  const created = before === null || before === undefined
  const was = created ? new Map<string, unknown>() : flatten(before)
  const now = after === null || after === undefined ? new Map<string, unknown>() : flatten(after)
  const changes: FieldChange[] = []
  for (const path of new Set([...was.keys(), ...now.keys()])) {
    const [a, b] = [was.get(path), now.get(path)]
    if (JSON.stringify(a) === JSON.stringify(b) || (created && b === null)) continue
    if ((isList(a) || a === undefined) && (isList(b) || b === undefined) && (a || b)) {
      const [left, joined] = [
        (a ?? []).filter((v) => !(b ?? []).includes(v)),
        (b ?? []).filter((v) => !(a ?? []).includes(v)),
      ]
      if (left.length || joined.length)
        changes.push({ field: nameOf(path, names), before: shown(left), after: shown(joined) })
      continue
    }
    changes.push({ field: nameOf(path, names), before: shown(a), after: shown(b) })
  }
  return changes
}
