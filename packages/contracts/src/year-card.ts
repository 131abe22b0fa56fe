import { z } from 'zod'
import { defineRoute } from './route'
import { cart, orderSubmitted, pricingChoices, unaddressedSubmitFields } from './cart'
import { dateTime, fen, id, pageOf, pageQuery, text } from './common'

/**
 * Year cards (年卡, spec §7 yearCardActivity, order type year_card; docs/year-cards.md). The console defines the
 * cards: each sold as a SKU of the catalogue for a number of days, with its benefits: a member price (percent of the
 * price), free shipping, a coupon every 30 days, extra points on paid orders. A shopper buys one through the
 * checkout (`year_card/locate`, `year_card/submit`: an order of type year_card, nothing ships); once it is paid the
 * membership runs from max(now, end of the last period), and the benefits apply in the pricing engine while it runs.
 */

export const yearCardBenefits = z.object({
  /** Percent of the price a member pays (95: 9.5折); 100: no member price. */
  memberPricePercent: z.number().int(),
  freeShipping: z.boolean(),
  /** The coupon given every 30 days (its title), or null. */
  monthlyCouponTitle: z.string().nullable(),
  /** Extra points on a paid order's points, percent. */
  extraPointsPercent: z.number().int(),
})

export const yearCardView = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  days: z.number().int(),
  skuId: z.number().int(),
  image: z.string(),
  price: fen,
  marketingPrice: fen,
  benefits: yearCardBenefits,
})
export type YearCardView = z.infer<typeof yearCardView>

export const yearCardPeriodView = z.object({
  id: z.number().int(),
  cardId: z.number().int(),
  cardName: z.string(),
  orderId: z.number().int(),
  startsAt: dateTime,
  endsAt: dateTime,
  benefits: yearCardBenefits,
})
export type YearCardPeriodView = z.infer<typeof yearCardPeriodView>

export const yearCardList = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'year_card/list',
  auth: 'optional',
  summary: 'The year cards on sale, with their price and benefits',
  response: z.array(yearCardView),
})

export const yearCardMine = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'year_card/benefits',
  auth: 'customer',
  summary: "The member's year card: the period running now and those bought ahead, when it ends, the days left",
  response: z.object({
    active: yearCardPeriodView.nullable(),
    ahead: z.array(yearCardPeriodView),
    /** The end of the last period bought, or null when none runs. */
    endsAt: dateTime.nullable(),
    daysLeft: z.number().int(),
  }),
})

const cardChoice = { cardId: id }

export const yearCardLocate = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'year_card/locate',
  auth: 'customer',
  summary: 'A year card priced for checkout (no address, no shipping fee: nothing ships)',
  body: z.strictObject({ ...cardChoice, ...pricingChoices }),
  response: cart,
})

export const yearCardSubmit = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'year_card/submit',
  auth: 'customer',
  summary:
    'Orders a year card (order type year_card, no address); paid, the membership starts or is extended and the order completes',
  body: z.strictObject({ ...cardChoice, ...pricingChoices, ...unaddressedSubmitFields }),
  response: orderSubmitted,
})

// ─── Console ─────────────────────────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const yearCardInput = z.strictObject({
  name: text(30),
  description: z.string().trim().max(200),
  skuId: id,
  days: z.number().int('请输入整数').min(1, '有效期至少1天').max(1100, '有效期最多1100天'),
  memberPricePercent: z.number().int('请输入整数').min(1, '会员价至少为原价的1%').max(100, '会员价不能高于原价'),
  freeShipping: z.boolean(),
  monthlyCouponTemplateId: id.nullable(),
  extraPointsPercent: z.number().int('请输入整数').min(0, '额外积分不能为负').max(1000, '额外积分最多1000%'),
  onSale: z.boolean(),
})

export const merchantYearCard = yearCardInput.extend({
  id: z.number().int(),
  skuName: z.string(),
  price: fen,
  monthlyCouponTitle: z.string().nullable(),
  updatedAt: dateTime,
})
export type MerchantYearCard = z.infer<typeof merchantYearCard>

export const merchantYearCards = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/year-cards',
  summary: 'Every year card, on sale or not',
  response: z.array(merchantYearCard),
})

export const merchantCreateYearCard = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/year-cards',
  summary: 'Defines a year card and its benefits, audited',
  body: yearCardInput,
  response: merchantYearCard,
})

export const merchantUpdateYearCard = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/year-cards/:cardId',
  summary: 'Changes a year card (new sales only: a paid period keeps the benefits it was bought with), audited',
  params: z.strictObject({ cardId: id }),
  body: yearCardInput,
  response: merchantYearCard,
})

export const merchantYearCardMember = yearCardPeriodView.extend({
  customerId: z.number().int(),
  nickName: z.string(),
  createdAt: dateTime,
})

export const merchantYearCardMembers = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/year-cards/periods',
  summary: "The members' paid periods, newest first, of one customer when asked",
  query: pageQuery.extend({ customerId: id.optional() }),
  response: pageOf(merchantYearCardMember),
})
