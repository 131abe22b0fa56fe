import type { GiftItem } from './types'
import type { LineDiscount, WorkingLine } from './working-line'

/** What a promotion rule sees of the cart. */
export interface PromotionContext {
  /**
   * The selected goods in the promotion's scope that it may count, at their current amounts. Add-on lines
   * never count, and for price rules neither do lines another price rule has taken.
   */
  lines: readonly WorkingLine[]
  /** Sum of the lines' current amounts. */
  base: number
  /** Lines the shopper added through this promotion's offer. */
  addOns: readonly WorkingLine[]
}

export type Check = { ok: true } | { ok: false; reason: string }

export interface PromotionEffect {
  discounts: LineDiscount[]
  gifts: GiftItem[]
}

/** An item a swap promotion lets the shopper add at a special price. */
export interface SwapItem {
  skuId: string
  swapPrice: number
  maxQuantity: number
}

/**
 * One kind of promotion. A new kind is a new rule in the registry, not a new branch in the engine.
 * Methods (not function properties) so that rules with different args fit one registry.
 */
export interface PromotionRule<Args> {
  code: string
  /** Shown on the cart (满减, 满额换购…). */
  tag: string
  /** A price rule takes the lines it counts, so a line gets at most one price rule (no 满减 on top of 满折). */
  takesLines: boolean
  argsSchema(args: unknown): args is Args
  /** What the promotion offers in one line, for the product page and the cart (满¥299减¥30, 满¥199享8.5折…). */
  describe(args: Args): string
  /** Whether the cart qualifies, and if not, the reason the shopper reads. */
  check(args: Args, ctx: PromotionContext): Check
  /** Only called when check passed. */
  apply(args: Args, ctx: PromotionContext): PromotionEffect
  /** The items the shopper may add through this promotion (swap kinds only). */
  offers?(args: Args): readonly SwapItem[]
}
