import type { GoodsDetail, Sku } from '@shop/contracts'

/** The chosen value code of each spec dimension, by dimension name (e.g. 容量 → 50ML). */
export type Selection = Readonly<Record<string, string>>

type Goods = Pick<GoodsDetail, 'specs' | 'skus'>

/** Most of one SKU in one go when nothing else limits it (the limitation check has the last word). */
export const MAX_QUANTITY = 999

/**
 * Spec §4: a sold-out SKU holds 1 and cannot be chosen; a flash-sale SKU whose allotment is used up holds 0 and
 * sells its stock at the price (docs/pricing.md "Flash sales").
 */
export function isSkuAvailable(sku: Sku): boolean {
  return !sku.sellOut && sku.stock > 0 && sku.hold !== 1
}

const matches = (sku: Sku, selection: Selection) =>
  Object.entries(selection).every(([name, code]) => sku.specifications.some((s) => s.name === name && s.code === code))

/** The SKU of a full selection (every dimension chosen), else undefined. A goods without specs has its one SKU. */
export function skuFor(goods: Goods, selection: Selection): Sku | undefined {
  if (!goods.specs.every((d) => selection[d.name] !== undefined)) return undefined
  return goods.skus.find((sku) => matches(sku, selection))
}

/**
 * A value is disabled when no available SKU has it together with what is chosen in the other dimensions (so a
 * sold-out combination can never be completed).
 */
export function isValueDisabled(goods: Goods, selection: Selection, name: string, code: string): boolean {
  const withValue = { ...selection, [name]: code }
  return !goods.skus.some((sku) => isSkuAvailable(sku) && matches(sku, withValue))
}

/** Tapping a value chooses it; tapping the chosen value again clears that dimension. */
export function toggleValue(selection: Selection, name: string, code: string): Selection {
  if (selection[name] === code) {
    const { [name]: _cleared, ...rest } = selection
    return rest
  }
  return { ...selection, [name]: code }
}

/** What is chosen at first: a goods with one SKU has it chosen when it can be bought; otherwise nothing. */
export function initialSelection(goods: Goods): Selection {
  const [only, ...others] = goods.skus
  if (!only || others.length > 0 || !isSkuAvailable(only)) return {}
  return Object.fromEntries(only.specifications.map((s) => [s.name, s.code]))
}

/** The stepper's bounds: 1 up to the stock and the per-customer limit (0 when the SKU cannot be bought). */
export function quantityBounds(sku: Sku | undefined): { min: number; max: number } {
  if (!sku || !isSkuAvailable(sku)) return { min: 0, max: 0 }
  return { min: 1, max: Math.min(sku.stock, sku.limitPerCustomer ?? MAX_QUANTITY, MAX_QUANTITY) }
}

export function clampQuantity(quantity: number, { min, max }: { min: number; max: number }): number {
  return Math.min(max, Math.max(min, Math.floor(quantity)))
}

/** "50ml / 玫瑰" — the chosen values in dimension order. */
export function selectionText(goods: Goods, selection: Selection): string {
  return goods.specs
    .map((d) => d.values.find((v) => v.code === selection[d.name])?.value)
    .filter(Boolean)
    .join(' / ')
}
