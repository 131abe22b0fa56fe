import { z } from 'zod'
import { ORDER_TYPES, PRICE_PROTECTION_DAYS_MAX } from '@shop/domain'
import { defineRoute } from './route'
import { dateTime, fen, id, pageOf, pageQuery } from './common'
import { refundStatus } from './refund'

/**
 * Price protection (价格保护, spec §2 insuredList/index, §7 price_protection; docs/price-protection.md): within the
 * rule's days of paying, a line whose goods were since given a lower public price is paid the difference for its
 * units not refunded, once per line, through the refund pipeline (a refund of type PRICE_PROTECTION, approved and
 * sent at once). Activity orders and lines bought at an activity price can be left out by the rules.
 */

/** Where a line stands: protected (no lower price yet), claimable now, or claimed. */
export const PROTECTED_LINE_STATES = ['protected', 'claimable', 'claimed'] as const

export const protectedLine = z.object({
  orderId: z.number().int(),
  orderNo: z.string(),
  orderLineId: z.number().int(),
  goodsId: z.number().int(),
  skuId: z.number().int(),
  name: z.string(),
  image: z.string(),
  specs: z.string(),
  /** Units bought, and those no refund holds (what a claim covers). */
  quantity: z.number().int(),
  unitsLeft: z.number().int(),
  /** What a unit was paid, after discounts (fen). */
  paidUnitPrice: fen,
  /** The lowest public price given since payment; null: none lower given since. */
  lowestPrice: fen.nullable(),
  /** What a claim pays now (0 when nothing); for a claimed line, what it paid. */
  amount: fen,
  paidAt: dateTime,
  /** The last moment of protection (exclusive). */
  deadline: dateTime,
  state: z.enum(PROTECTED_LINE_STATES),
  claimedAt: dateTime.nullable(),
  refundId: z.number().int().nullable(),
})
export type ProtectedLine = z.infer<typeof protectedLine>

export const priceProtectionList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'price_protection',
  auth: 'customer',
  summary: "The shopper's lines still protected (and those claimed), newest payment first, with their deadline",
  response: z.object({ days: z.number().int(), enabled: z.boolean(), lines: z.array(protectedLine) }),
})

export const priceProtectionClaim = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'price_protection/:orderLineId/claim',
  auth: 'customer',
  summary:
    'Claims the difference of one line (once): a PRICE_PROTECTION refund sent at once. Refused: priceProtectionClaimed, priceProtectionExpired, priceProtectionExcluded, priceProtectionNoDifference, priceProtectionNothingLeft, canNotRefundWhenRefunding',
  params: z.strictObject({ orderLineId: id }),
  response: protectedLine,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const priceProtectionRulesInput = z.strictObject({
  enabled: z.boolean(),
  days: z
    .number()
    .int('请输入整数')
    .min(1, '价保天数至少1天')
    .max(PRICE_PROTECTION_DAYS_MAX, `价保天数最多${PRICE_PROTECTION_DAYS_MAX}天`),
  excludedOrderTypes: z.array(z.enum(ORDER_TYPES)).max(ORDER_TYPES.length),
  excludeActivityPriced: z.boolean(),
})

export const merchantPriceProtectionRules = defineRoute({
  ...merchant,
  permission: 'refunds.view',
  method: 'GET',
  path: 'merchant/price-protection/rules',
  summary: 'The price-protection rules (the defaults until saved)',
  response: priceProtectionRulesInput.extend({ updatedAt: dateTime.nullable() }),
})

export const merchantSavePriceProtectionRules = defineRoute({
  ...merchant,
  permission: 'refunds.decide',
  method: 'PUT',
  path: 'merchant/price-protection/rules',
  summary: 'Saves the price-protection rules (new claims only), audited',
  body: priceProtectionRulesInput,
  response: priceProtectionRulesInput.extend({ updatedAt: dateTime.nullable() }),
})

export const merchantPriceProtectionClaim = z.object({
  id: z.number().int(),
  orderId: z.number().int(),
  orderNo: z.string(),
  orderLineId: z.number().int(),
  customerId: z.number().int(),
  name: z.string(),
  paidUnitPrice: fen,
  lowestPrice: fen,
  units: z.number().int(),
  amount: fen,
  refundId: z.number().int(),
  refundNo: z.string(),
  refundStatus,
  refundStatusLabel: z.string(),
  createdAt: dateTime,
})

export const merchantPriceProtectionClaims = defineRoute({
  ...merchant,
  permission: 'refunds.view',
  method: 'GET',
  path: 'merchant/price-protection/claims',
  summary: 'The price differences paid back, newest first, of one customer when asked',
  query: pageQuery.extend({ customerId: id.optional() }),
  response: pageOf(merchantPriceProtectionClaim),
})
