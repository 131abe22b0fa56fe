import { discountDisplayValue, promotionTag, yuanFigure } from '../coupon-display'
import { isFen, isGiftItem, isListOf, isPositive, isRate, isRecord, isText } from './args'
import type { Check, PromotionEffect, PromotionRule, SwapItem } from './promotion-rule'
import type { GiftItem } from './types'
import { shareOf, shortOf, spread, type LineDiscount } from './working-line'

const NOTHING: PromotionEffect = { discounts: [], gifts: [] }
const OK: Check = { ok: true }
const shortOfActivity = (gap: number) => shortOf(gap, '可参加活动')
const yuan = (fen: number) => `¥${yuanFigure(fen)}`
const byThreshold = <T extends { threshold: number }>(tiers: readonly T[]) =>
  [...tiers].sort((a, b) => a.threshold - b.threshold)
const giftNames = (gifts: readonly GiftItem[]) => gifts.map((g) => `${g.name}×${g.quantity}`).join('、')

/** The highest tier the base reaches. */
function reachedTier<T extends { threshold: number }>(tiers: readonly T[], base: number): T | undefined {
  return tiers.filter((t) => t.threshold <= base).sort((a, b) => b.threshold - a.threshold)[0]
}

function tierCheck(tiers: readonly { threshold: number }[], base: number): Check {
  const lowest = Math.min(...tiers.map((t) => t.threshold))
  return base >= lowest ? OK : { ok: false, reason: shortOfActivity(lowest - base) }
}

interface ReductionArgs {
  tiers: { threshold: number; reduction: number }[]
  /** 每满: the reached tier applies once per whole threshold in the base. */
  repeatable?: boolean
}

/** 满减: reach a threshold, get a fixed amount off; tiered (满100减10, 满200减30) and optionally repeatable. */
const thresholdReduction: PromotionRule<ReductionArgs> = {
  code: 'threshold_reduction',
  tag: '满减',
  takesLines: true,
  argsSchema: (a): a is ReductionArgs =>
    isRecord(a) &&
    isListOf(
      a.tiers,
      (t): t is ReductionArgs['tiers'][number] =>
        isRecord(t) && isPositive(t.threshold) && isPositive(t.reduction) && t.reduction <= t.threshold,
    ) &&
    (a.repeatable === undefined || typeof a.repeatable === 'boolean'),
  describe: (args) =>
    byThreshold(args.tiers)
      .map((t) => `${args.repeatable ? '每' : ''}满${yuan(t.threshold)}减${yuan(t.reduction)}`)
      .join('，'),
  check: (args, ctx) => tierCheck(args.tiers, ctx.base),
  apply(args, ctx) {
    const tier = reachedTier(args.tiers, ctx.base)
    if (!tier) return NOTHING
    const times = args.repeatable ? Math.floor(ctx.base / tier.threshold) : 1
    return { discounts: spread(tier.reduction * times, ctx.lines), gifts: [] }
  },
}

interface DiscountArgs {
  tiers: { threshold: number; rate: number }[]
}

/** 满折: reach a threshold, pay a rate of the amount (0.85); the payable amount is truncated to the fen. */
const discount: PromotionRule<DiscountArgs> = {
  code: 'discount',
  tag: '满折',
  takesLines: true,
  argsSchema: (a): a is DiscountArgs =>
    isRecord(a) &&
    isListOf(a.tiers, (t): t is DiscountArgs['tiers'][number] => isRecord(t) && isFen(t.threshold) && isRate(t.rate)),
  describe: (args) =>
    byThreshold(args.tiers)
      .map((t) => `${t.threshold > 0 ? `满${yuan(t.threshold)}` : ''}享${discountDisplayValue(t.rate)}折`)
      .join('，'),
  check: (args, ctx) => tierCheck(args.tiers, ctx.base),
  apply(args, ctx) {
    const tier = reachedTier(args.tiers, ctx.base)
    if (!tier) return NOTHING
    return { discounts: spread(ctx.base - shareOf(ctx.base, tier.rate), ctx.lines), gifts: [] }
  },
}

interface FreeGiftArgs {
  threshold: number
  gifts: GiftItem[]
}

/** 满赠: reaching a threshold adds gift items. */
const freeGift: PromotionRule<FreeGiftArgs> = {
  code: 'free_gift',
  tag: '满赠',
  takesLines: false,
  argsSchema: (a): a is FreeGiftArgs => isRecord(a) && isPositive(a.threshold) && isListOf(a.gifts, isGiftItem),
  describe: (args) => `满${yuan(args.threshold)}赠${giftNames(args.gifts)}`,
  check: (args, ctx) => tierCheck([args], ctx.base),
  apply: (args) => ({ discounts: [], gifts: args.gifts }),
}

interface GiftArgs {
  gifts: GiftItem[]
  /** One set of gifts per unit bought, instead of one per order. */
  perUnit: boolean
}

/** 赠品: buying the goods in scope brings gift items along. */
const gift: PromotionRule<GiftArgs> = {
  code: 'gift',
  tag: '赠品',
  takesLines: false,
  argsSchema: (a): a is GiftArgs => isRecord(a) && isListOf(a.gifts, isGiftItem) && typeof a.perUnit === 'boolean',
  describe: (args) => `${args.perUnit ? '每买1件赠' : '购买即赠'}${giftNames(args.gifts)}`,
  check: (_args, ctx) => (ctx.lines.length > 0 ? OK : { ok: false, reason: '购买指定商品可获赠' }),
  apply(args, ctx) {
    const sets = args.perUnit ? ctx.lines.reduce((n, l) => n + l.quantity, 0) : 1
    return { discounts: [], gifts: args.gifts.map((g) => ({ ...g, quantity: g.quantity * sets })) }
  },
}

interface SwapArgs {
  /** Goods amount in scope needed before the offer opens; 0 means buying anything in scope is enough. */
  threshold: number
  items: SwapItem[]
}

const isSwapItem = (v: unknown): v is SwapItem =>
  isRecord(v) && isText(v.skuId) && isFen(v.swapPrice) && isPositive(v.maxQuantity)

/**
 * The swap kinds share one shape: once the cart qualifies, up to maxQuantity units of an offered sku added
 * through the offer cost swapPrice; further units cost the normal price.
 */
function swapRule(code: string, noGoodsReason: string): PromotionRule<SwapArgs> {
  return {
    code,
    tag: promotionTag(code),
    takesLines: false,
    argsSchema: (a): a is SwapArgs => isRecord(a) && isFen(a.threshold) && isListOf(a.items, isSwapItem),
    describe: (args) =>
      `${args.threshold > 0 ? `满${yuan(args.threshold)}` : '购买活动商品'}可${yuan(Math.min(...args.items.map((i) => i.swapPrice)))}起换购`,
    check(args, ctx) {
      if (ctx.base < args.threshold) return { ok: false, reason: shortOf(args.threshold - ctx.base, '可换购') }
      return ctx.lines.length > 0 ? OK : { ok: false, reason: noGoodsReason }
    },
    apply(args, ctx) {
      const left = new Map(args.items.map((i) => [i.skuId, i.maxQuantity]))
      const discounts: LineDiscount[] = []
      for (const line of ctx.addOns) {
        const item = args.items.find((i) => i.skuId === line.skuId)
        if (!item) continue
        const units = Math.min(line.quantity, left.get(item.skuId) ?? 0)
        left.set(item.skuId, (left.get(item.skuId) ?? 0) - units)
        discounts.push({ line, amount: units * Math.max(0, line.unitPrice - item.swapPrice) })
      }
      return { discounts, gifts: [] }
    },
    offers: (args) => args.items,
  }
}

/** The registry: promotion code → rule. */
export const PROMOTION_RULES: Readonly<Record<string, PromotionRule<unknown>>> = Object.fromEntries(
  [
    thresholdReduction,
    discount,
    freeGift,
    gift,
    swapRule('order_amount_swap', '购买活动商品后可换购'), // 满额换购
    swapRule('amount_swap', '购买指定商品后可换购'), // 单品换购
    swapRule('one_more_item', '购买其他商品后可加购'), // 随手带一件
  ].map((rule) => [rule.code, rule]),
)

/** A promotion's one-line offer (rule.describe), or null when its kind is unknown or its args are refused. */
export function promotionSummary(code: string, args: unknown): string | null {
  const rule = PROMOTION_RULES[code]
  return rule?.argsSchema(args) ? rule.describe(args) : null
}
