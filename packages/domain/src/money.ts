/**
 * Money is integer fen end to end. Only views turn it into yuan, and they truncate (never round) to
 * 2 decimals, as spec §5 says.
 */

/** Truncates a number to `places` decimals without rounding: 1.239 → 1.23, -1.239 → -1.23. */
export function truncateDecimals(value: number, places = 2): number {
  if (!Number.isFinite(value)) return 0
  const factor = 10 ** places
  // toFixed(10) first removes binary noise such as 1.1 * 100 = 110.00000000000001.
  const shifted = Number((value * factor).toFixed(10))
  return Math.trunc(shifted) / factor
}

/** Fen → yuan text with exactly 2 decimals: 12345 → "123.45", -5 → "-0.05". */
export function formatFen(fen: number): string {
  const sign = fen < 0 ? '-' : ''
  const abs = Math.abs(Math.trunc(fen))
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`
}

/** Yuan (as typed by a person) → fen, or null when the text is not an amount with at most 2 decimals. */
export function parseYuan(text: string): number | null {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!m) return null
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
}

/**
 * Splits `total` over parts in proportion to `weights` by largest remainder, so the parts always sum
 * back to `total` exactly. Ties go to the earlier index; zero weights get zero unless all are zero,
 * in which case the total is split evenly.
 */
export function prorate(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total)) throw new RangeError('prorate: total must be an integer')
  if (weights.length === 0) return []
  if (weights.some((w) => !Number.isFinite(w) || w < 0)) throw new RangeError('prorate: weights must be ≥ 0')
  const sum = weights.reduce((a, b) => a + b, 0)
  const effective = sum === 0 ? weights.map(() => 1) : weights
  const effectiveSum = sum === 0 ? weights.length : sum
  const sign = total < 0 ? -1 : 1
  const abs = Math.abs(total)
  const exact = effective.map((w) => (abs * w) / effectiveSum)
  const parts = exact.map(Math.floor)
  let left = abs - parts.reduce((a, b) => a + b, 0)
  const order = exact.map((x, i) => ({ i, frac: x - Math.floor(x) })).sort((a, b) => b.frac - a.frac || a.i - b.i)
  for (const { i } of order) {
    if (left <= 0) break
    parts[i]! += 1
    left -= 1
  }
  return parts.map((p) => p * sign)
}
