/** A spec as the goods form edits it: a name and its values (either may still be empty while typing). */
export interface SpecRow {
  name?: string
  values?: string[]
}

/**
 * Every combination of the specs' values, the first spec's values slowest: 容量 30ml/50ml × 类型 清爽/滋润 →
 * 30ml/清爽, 30ml/滋润, 50ml/清爽, 50ml/滋润 (the order the server keeps the SKUs in). Specs without values are
 * left out while they are being typed.
 */
export function combinations(specs: readonly SpecRow[]): string[][] {
  const filled = specs.filter((spec) => (spec?.values?.length ?? 0) > 0)
  if (filled.length === 0) return []
  return filled.reduce<string[][]>(
    (combos, spec) => combos.flatMap((combo) => spec.values!.map((value) => [...combo, value])),
    [[]],
  )
}

/** One combination as a key (the values joined by a character no value holds). */
export const comboKey = (values: readonly string[]): string => values.join('\u0001')
