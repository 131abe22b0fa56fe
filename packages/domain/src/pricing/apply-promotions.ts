import { ActivityStatus, activityStatus } from '../activity'
import type { Check, PromotionContext, PromotionEffect, PromotionRule } from './promotion-rule'
import { PROMOTION_RULES } from './promotion-rules'
import { inScope } from './scope'
import type { Gift, PromotionInput, PromotionOutcome, SwapOffer } from './types'
import { compare, sumAmounts, take, type WorkingLine } from './working-line'

export interface PromotionStage {
  outcomes: PromotionOutcome[]
  gifts: Gift[]
  offers: SwapOffer[]
  /** Add-on lines the cart does not qualify for, with the reason; they leave the totals. */
  unavailable: Map<WorkingLine, string>
}

/** A promotion that is running and whose args its rule accepts. */
interface Live {
  promotion: PromotionInput
  rule: PromotionRule<unknown>
  outcome: PromotionOutcome
}

/** What each swap promotion offers, and whether the cart qualifies for it. */
type Offered = Map<string, { check: Check; skuIds: Set<string> }>

/**
 * Applies the running promotions to the selected lines, in two passes:
 * 1. price rules (满减, 满折), greedily: the one giving the largest discount first (ties: lower id), each
 *    taking the lines it counts, until none qualifies on the lines left;
 * 2. the other rules (gifts and swaps) on the amounts after pass 1; they stack with price rules.
 */
export function applyPromotions(
  promotions: readonly PromotionInput[],
  lines: readonly WorkingLine[],
  now: number,
): PromotionStage {
  const resolved = [...promotions].sort((a, b) => compare(a.id, b.id)).map((p) => resolve(p, now))
  const live = resolved.filter((r): r is Live => 'rule' in r)
  const gifts: Gift[] = []
  const commit = (entry: Live, effect: PromotionEffect) => {
    Object.assign(entry.outcome, {
      applied: true,
      reason: null,
      discountAmount: take(effect.discounts, 'promotion', entry.promotion.id),
    })
    gifts.push(...effect.gifts.map((g) => ({ ...g, source: 'promotion' as const, sourceId: entry.promotion.id })))
  }
  applyPriceRules(
    live.filter((l) => l.rule.takesLines),
    lines,
    commit,
  )
  const { offers, offered } = applyOtherRules(
    live.filter((l) => !l.rule.takesLines),
    lines,
    commit,
  )
  return { outcomes: resolved.map((r) => r.outcome), gifts, offers, unavailable: unavailableAddOns(lines, offered) }
}

function resolve(promotion: PromotionInput, now: number): Live | { outcome: PromotionOutcome } {
  const rule = Object.hasOwn(PROMOTION_RULES, promotion.code) ? PROMOTION_RULES[promotion.code] : undefined
  const status = activityStatus(promotion.startAt, promotion.endAt, now)
  const reason =
    status === ActivityStatus.NotStarted
      ? '活动未开始'
      : status === ActivityStatus.Ended
        ? '活动已结束'
        : !rule || !rule.argsSchema(promotion.args)
          ? '活动配置有误'
          : null
  const { id, code, name } = promotion
  const outcome: PromotionOutcome = { id, code, name, tag: rule?.tag ?? '', applied: false, reason, discountAmount: 0 }
  return rule && reason === null ? { promotion, rule, outcome } : { outcome }
}

function contextFor(
  promotion: PromotionInput,
  lines: readonly WorkingLine[],
  taken: ReadonlySet<WorkingLine>,
): PromotionContext {
  const counted = lines.filter((l) => l.addOnOf === null && inScope(promotion.scope, l) && !taken.has(l))
  return { lines: counted, base: sumAmounts(counted), addOns: lines.filter((l) => l.addOnOf === promotion.id) }
}

function applyPriceRules(
  rules: readonly Live[],
  lines: readonly WorkingLine[],
  commit: (entry: Live, effect: PromotionEffect) => void,
): void {
  const taken = new Set<WorkingLine>()
  let pending = rules
  for (;;) {
    let best: { entry: Live; ctx: PromotionContext; effect: PromotionEffect; total: number } | undefined
    for (const entry of pending) {
      const ctx = contextFor(entry.promotion, lines, taken)
      const allTaken = ctx.lines.length === 0 && [...taken].some((l) => inScope(entry.promotion.scope, l))
      const check: Check = allTaken
        ? { ok: false, reason: '已参与其他优惠活动' }
        : entry.rule.check(entry.promotion.args, ctx)
      entry.outcome.reason = check.ok ? null : check.reason
      if (!check.ok) continue
      const effect = entry.rule.apply(entry.promotion.args, ctx)
      const total = effect.discounts.reduce((sum, d) => sum + d.amount, 0)
      if (!best || total > best.total) best = { entry, ctx, effect, total }
    }
    if (!best) return
    commit(best.entry, best.effect)
    for (const line of best.ctx.lines) taken.add(line)
    const done = best.entry
    pending = pending.filter((p) => p !== done)
  }
}

function applyOtherRules(
  rules: readonly Live[],
  lines: readonly WorkingLine[],
  commit: (entry: Live, effect: PromotionEffect) => void,
): { offers: SwapOffer[]; offered: Offered } {
  const offers: SwapOffer[] = []
  const offered: Offered = new Map()
  for (const entry of rules) {
    const { promotion, rule } = entry
    const ctx = contextFor(promotion, lines, new Set())
    const check = rule.check(promotion.args, ctx)
    if (check.ok) commit(entry, rule.apply(promotion.args, ctx))
    else entry.outcome.reason = check.reason
    const items = rule.offers?.(promotion.args) ?? []
    if (items.length > 0) offered.set(promotion.id, { check, skuIds: new Set(items.map((i) => i.skuId)) })
    for (const item of items) {
      offers.push({
        promotionId: promotion.id,
        code: promotion.code,
        tag: rule.tag,
        ...item,
        eligible: check.ok,
        reason: check.ok ? null : check.reason,
        selectedQuantity: ctx.addOns.filter((l) => l.skuId === item.skuId).reduce((n, l) => n + l.quantity, 0),
      })
    }
  }
  return { offers, offered }
}

/** An add-on line stays only while its offer is running, the cart qualifies, and the offer lists its sku. */
function unavailableAddOns(lines: readonly WorkingLine[], offered: Offered): Map<WorkingLine, string> {
  const unavailable = new Map<WorkingLine, string>()
  for (const line of lines) {
    if (line.addOnOf === null) continue
    const offer = offered.get(line.addOnOf)
    if (!offer) unavailable.set(line, '换购活动已结束')
    else if (!offer.check.ok) unavailable.set(line, offer.check.reason)
    else if (!offer.skuIds.has(line.skuId)) unavailable.set(line, '该商品不在换购范围内')
  }
  return unavailable
}
