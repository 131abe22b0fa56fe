import type {
  Cart,
  MerchantYearCard,
  merchantYearCardMembers,
  OrderSubmitted,
  ParsedBodyOf,
  ParsedQueryOf,
  ResponseOf,
  yearCardInput,
  yearCardLocate,
  yearCardMine,
  yearCardSubmit,
  YearCardPeriodView,
  YearCardView,
} from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { z } from 'zod'
import type { Db } from '../platform/database'
import { toPage } from '../platform/paging'
import type { YearCardPeriodRow, YearCardRow } from '../modules/year-cards'
import { createCheckout } from './checkout'
import type { FlowDeps } from './flow-deps'
import { couponTitles, grantRewardCoupon } from './member-programmes'

export type YearCard = ReturnType<typeof createYearCard>

type CardInput = z.output<typeof yearCardInput>

/**
 * Year cards (docs/year-cards.md), across the year cards, catalogue, checkout, coupons, points and audit: the cards
 * on sale and a member's benefits, buying a card through the checkout (order type year_card, its card's SKU, no
 * shipping fee), the monthly coupon (a job per month of a period, given once through the coupons' issue key and the
 * points ledger) and the console's cards and members. Paying starts the period: flows/activate-year-card.ts.
 */
export function createYearCard(deps: FlowDeps) {
  const { db, clock, yearCards, catalogue, cart, coupons, customers, points, audit } = deps
  const checkout = createCheckout(deps)
  /** The monthly coupons' titles (a template removed since: its id). */
  const couponTitlesOf = (ids: readonly (number | null)[]) => couponTitles(coupons, ids, (id) => `#${id}`)

  const benefits = (
    row: Pick<YearCardRow, 'memberPricePercent' | 'freeShipping' | 'monthlyCouponTemplateId' | 'extraPointsPercent'>,
    titles: Map<number, string>,
  ) => ({
    memberPricePercent: row.memberPricePercent,
    freeShipping: row.freeShipping,
    monthlyCouponTitle: row.monthlyCouponTemplateId === null ? null : (titles.get(row.monthlyCouponTemplateId) ?? null),
    extraPointsPercent: row.extraPointsPercent,
  })

  const periodView = (period: YearCardPeriodRow, titles: Map<number, string>): YearCardPeriodView => ({
    id: period.id,
    cardId: period.cardId,
    cardName: period.cardName,
    orderId: period.orderId,
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
    benefits: benefits(period, titles),
  })

  async function merchantView(card: YearCardRow): Promise<MerchantYearCard> {
    const item = (await catalogue.saleView()).item(card.skuId)
    const titles = await couponTitlesOf([card.monthlyCouponTemplateId])
    return {
      id: card.id,
      name: card.name,
      description: card.description,
      skuId: card.skuId,
      skuName: item ? item.goodsName : '（商品已下架）',
      price: item?.sku.price ?? 0,
      days: card.days,
      memberPricePercent: card.memberPricePercent,
      freeShipping: card.freeShipping,
      monthlyCouponTemplateId: card.monthlyCouponTemplateId,
      monthlyCouponTitle: benefits(card, titles).monthlyCouponTitle,
      extraPointsPercent: card.extraPointsPercent,
      onSale: card.onSale,
      updatedAt: card.updatedAt.toISOString(),
    }
  }

  /** A card's SKU must be one the catalogue sells, and its coupon a template that exists. */
  async function checkInput(input: CardInput) {
    if (!(await catalogue.saleView()).item(input.skuId)) throw new DomainError('skuNotFound', { skuId: input.skuId })
    if (input.monthlyCouponTemplateId !== null) await coupons.merchantDetail(input.monthlyCouponTemplateId)
  }

  const auditCard = (tx: Db, userid: string, card: YearCardRow, before: YearCardRow | null) =>
    audit.record(tx, {
      staffUserid: userid,
      action: 'programmes.edit',
      targetType: 'year_card',
      targetId: card.id,
      summary: `${before ? '修改' : '新建'}年卡「${card.name}」：${card.days}天，会员价${card.memberPricePercent}%，${card.freeShipping ? '包邮' : '不包邮'}，额外积分${card.extraPointsPercent}%，${card.onSale ? '在售' : '停售'}`,
      before,
      after: card,
    })

  return {
    async list(): Promise<YearCardView[]> {
      const sale = await catalogue.saleView()
      const cards = await yearCards.cards(true)
      const titles = await couponTitlesOf(cards.map((c) => c.monthlyCouponTemplateId))
      return cards.flatMap((card) => {
        const item = sale.item(card.skuId)
        if (!item) return []
        return [
          {
            id: card.id,
            name: card.name,
            description: card.description,
            days: card.days,
            skuId: card.skuId,
            image: item.sku.image ?? item.goodsImage,
            price: item.sku.price,
            marketingPrice: item.sku.marketingPrice,
            benefits: benefits(card, titles),
          },
        ]
      })
    },

    async mine(customerId: number): Promise<ResponseOf<typeof yearCardMine>> {
      const periods = await yearCards.current(customerId)
      const titles = await couponTitlesOf(periods.map((p) => p.monthlyCouponTemplateId))
      const now = clock.now()
      const active = periods.find((p) => p.startsAt <= now) ?? null
      const last = periods.at(-1)
      return {
        active: active && periodView(active, titles),
        ahead: periods.filter((p) => p !== active).map((p) => periodView(p, titles)),
        endsAt: active && last ? last.endsAt.toISOString() : null,
        daysLeft: active ? periods.reduce((days, p) => days + yearCards.daysLeft(p), 0) : 0,
      }
    },

    async locate(customerId: number, body: ParsedBodyOf<typeof yearCardLocate>): Promise<Cart> {
      const { cardId, ...choices } = body
      const card = await yearCards.onSale(cardId)
      const priced = await cart.locateItems(customerId, [{ skuId: card.skuId, quantity: 1 }], {
        ...choices,
        virtual: true,
      })
      return { ...priced, address: null }
    },

    /** One card, one unit, at its SKU's price, through the checkout; the order remembers its card. */
    async submit(customerId: number, body: ParsedBodyOf<typeof yearCardSubmit>): Promise<OrderSubmitted> {
      const { cardId, ...request } = body
      const card = await yearCards.onSale(cardId)
      return checkout.submit(
        customerId,
        { kind: 'items', items: [{ skuId: card.skuId, quantity: 1 }] },
        { ...request, addressId: null, virtual: true },
        {
          orderType: 'year_card',
          attach: (tx, order) => yearCards.place(tx, { orderId: order.id, cardId: card.id, customerId }),
        },
      )
    },

    /**
     * The job of a period's month: its coupon, given once (the coupons' issue key and the ledger's business key),
     * and only while the period has not ended and the template can give one (else nothing: the month is lost, as
     * a sold-out reward is). The ledger row (asset coupon, delta 0) shows it on the member's records.
     */
    async giveMonthlyCoupon(periodId: number, month: number): Promise<void> {
      await db.transaction(async (tx) => {
        const period = await yearCards.period(periodId, tx)
        if (!period || period.monthlyCouponTemplateId === null || period.endsAt <= clock.now()) return
        const key = `year-card-${periodId}-${month}`
        const template = await grantRewardCoupon(coupons, tx, period.customerId, period.monthlyCouponTemplateId, key)
        if (!template) return
        await points.post(tx, {
          customerId: period.customerId,
          reason: 'year_card',
          businessKey: `year-card-coupon:${periodId}:${month}`,
          delta: 0,
          asset: 'coupon',
          assetRef: String(period.monthlyCouponTemplateId),
          remark: `${period.cardName}每月券：${template.title}`,
        })
      })
    },

    async merchantList(): Promise<MerchantYearCard[]> {
      return Promise.all((await yearCards.cards(false)).map(merchantView))
    },

    async create(userid: string, input: CardInput): Promise<MerchantYearCard> {
      await checkInput(input)
      const card = await db.transaction(async (tx) => {
        const created = await yearCards.create(tx, input)
        await auditCard(tx, userid, created, null)
        return created
      })
      return merchantView(card)
    },

    async update(userid: string, cardId: number, input: CardInput): Promise<MerchantYearCard> {
      await checkInput(input)
      const card = await db.transaction(async (tx) => {
        const { before, after } = await yearCards.update(tx, cardId, input)
        await auditCard(tx, userid, after, before)
        return after
      })
      return merchantView(card)
    },

    async members(
      query: ParsedQueryOf<typeof merchantYearCardMembers>,
    ): Promise<ResponseOf<typeof merchantYearCardMembers>> {
      const { rows, total } = await yearCards.periodsPage(query.customerId, query.page, query.size)
      const titles = await couponTitlesOf(rows.map((r) => r.monthlyCouponTemplateId))
      const names = await customers.nickNamesOf(rows.map((r) => r.customerId))
      return toPage(
        rows.map((row) => ({
          ...periodView(row, titles),
          customerId: row.customerId,
          nickName: names.get(row.customerId) ?? '',
          createdAt: row.createdAt.toISOString(),
        })),
        total,
        query.page,
        query.size,
      )
    },
  }
}
