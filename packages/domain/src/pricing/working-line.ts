import { formatFen, prorate } from '../money'
import type { AdjustmentSource, CartLineInput, LineAdjustment } from './types'
import { unitPrice as unitPriceOf } from './unit-price'

/** A selected line while the engine prices it: `amount` falls as each stage takes its discount. */
export interface WorkingLine {
  readonly index: number
  readonly skuId: string
  readonly goodsId: string
  readonly quantity: number
  /** The unit price it is sold at (the activity price when lower). */
  readonly unitPrice: number
  readonly addOnOf: string | null
  amount: number
  readonly adjustments: LineAdjustment[]
  pointsAmount: number
}

export interface LineDiscount {
  line: WorkingLine
  amount: number
}

/** Starts a line at its unit price (the activity price when lower): what it is sold at, not a discount. */
export function startLine(input: CartLineInput, index: number): WorkingLine {
  const unitPrice = unitPriceOf(input)
  return {
    index,
    skuId: input.skuId,
    goodsId: input.goodsId,
    quantity: input.quantity,
    unitPrice,
    addOnOf: input.addOnOf ?? null,
    amount: unitPrice * input.quantity,
    adjustments: [],
    pointsAmount: 0,
  }
}

/**
 * Takes discounts off their lines and records them. A line never goes below zero: a discount is capped at
 * what is left of its line. Returns the total taken.
 */
export function take(discounts: readonly LineDiscount[], source: AdjustmentSource, sourceId: string | null): number {
  let total = 0
  for (const { line, amount } of discounts) {
    const taken = Math.min(amount, line.amount)
    if (taken <= 0) continue
    line.amount -= taken
    line.adjustments.push({ source, sourceId, amount: taken })
    total += taken
  }
  return total
}

export const sumAmounts = (lines: readonly WorkingLine[]): number => lines.reduce((sum, l) => sum + l.amount, 0)

/** Spreads an order-level amount over lines in proportion to what is left of them (largest remainder). */
export function spread(amount: number, lines: readonly WorkingLine[]): LineDiscount[] {
  const parts = prorate(
    Math.min(amount, sumAmounts(lines)),
    lines.map((l) => l.amount),
  )
  return lines.map((line, i) => ({ line, amount: parts[i] ?? 0 }))
}

/** amount × share, rounded down to the fen, in integer arithmetic (shares have at most 4 decimals). */
export function shareOf(amount: number, share: number): number {
  return Math.floor((amount * Math.round(share * 10_000)) / 10_000)
}

/** "还差¥12.30可用": how far the amount is from a threshold. */
export const shortOf = (gap: number, suffix: string): string => `还差¥${formatFen(gap)}${suffix}`

/** Plain code-unit order for ids, so results never depend on the locale. */
export const compare = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
