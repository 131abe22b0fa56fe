import type { GoodsDetail, Sku } from '@shop/contracts'
import { useEffect, useMemo, useState } from 'react'
import {
  MAX_QUANTITY,
  clampQuantity,
  initialSelection,
  quantityBounds,
  skuFor,
  toggleValue,
  type Selection,
} from '../spec-selection'

export interface SpecSelection {
  selection: Selection
  /** The SKU of a full selection. */
  sku: Sku | undefined
  quantity: number
  bounds: { min: number; max: number }
  choose: (name: string, code: string) => void
  setQuantity: (quantity: number) => void
}

/** The state of the spec selector for one goods: the chosen values, the SKU they make, a bounded quantity. */
export function useSpecSelection(goods: GoodsDetail | undefined): SpecSelection {
  const [selection, setSelection] = useState<Selection>({})
  const [quantity, setRawQuantity] = useState(1)

  useEffect(() => {
    setSelection(goods ? initialSelection(goods) : {})
    setRawQuantity(1)
  }, [goods])

  const sku = useMemo(() => (goods ? skuFor(goods, selection) : undefined), [goods, selection])
  // Another SKU may allow less: the quantity follows the chosen SKU's bounds (1 up to the most of one go before).
  const bounds = sku ? quantityBounds(sku) : { min: 1, max: MAX_QUANTITY }
  const bounded = clampQuantity(quantity, bounds)

  return {
    selection,
    sku,
    quantity: bounded,
    bounds,
    choose: (name, code) => setSelection((s) => toggleValue(s, name, code)),
    setQuantity: (q) => setRawQuantity(clampQuantity(q, bounds)),
  }
}
