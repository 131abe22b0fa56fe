import { eq } from 'drizzle-orm'
import { DAY_MS, DomainError, nextPeriod, type YearCardBenefit } from '@shop/domain'
import type { Clock } from '../../platform/clock'
import type { Db } from '../../platform/database'
import {
  yearCardsRepository,
  type NewYearCard,
  type YearCardPeriodRow,
  type YearCardRow,
} from './year-cards.repository'
import { yearCardPeriods } from './year-cards.tables'

export type YearCardsService = ReturnType<typeof createYearCardsService>

/** The job a paid period adds for each of its monthly coupons (src/flows/year-card.ts runs it). */
export const YEAR_CARD_COUPON_TASK = 'year-card-coupon'
export const yearCardCouponKey = (periodId: number, month: number) => `year-card-coupon:${periodId}:${month}`

/** What an operator sets on a card. */
export type YearCardInput = Omit<NewYearCard, 'id' | 'createdAt' | 'updatedAt'>

/**
 * Year cards (docs/year-cards.md): the cards the console defines, the order each sale placed, and each member's
 * paid periods. A period is made once per order, under the member's row lock, from max(now, end of the last one)
 * (`nextPeriod`), with the benefits the card had when it was paid.
 */
export function createYearCardsService({ db, clock }: { db: Db; clock: Clock }) {
  const reader = yearCardsRepository(db)

  const mustFind = async (cardId: number, tx: Db = db): Promise<YearCardRow> => {
    const card = await yearCardsRepository(tx).card(cardId)
    if (!card) throw new DomainError('yearCardNotFound', { cardId })
    return card
  }

  return {
    cards: (onSaleOnly: boolean) => reader.cards(onSaleOnly),
    mustFind,

    /** A card on sale, to buy; yearCardNotFound else. */
    async onSale(cardId: number): Promise<YearCardRow> {
      const card = await mustFind(cardId)
      if (!card.onSale) throw new DomainError('yearCardNotFound', { cardId })
      return card
    },

    async create(tx: Db, input: YearCardInput): Promise<YearCardRow> {
      const now = clock.now()
      return yearCardsRepository(tx).insertCard({ ...input, createdAt: now, updatedAt: now })
    },

    async update(tx: Db, cardId: number, input: YearCardInput): Promise<{ before: YearCardRow; after: YearCardRow }> {
      const before = await mustFind(cardId, tx)
      const after = (await yearCardsRepository(tx).updateCard(cardId, { ...input, updatedAt: clock.now() }))!
      return { before, after }
    },

    /** A year card order was placed: which card it buys. */
    async place(tx: Db, row: { orderId: number; cardId: number; customerId: number }): Promise<void> {
      await yearCardsRepository(tx).insertOrder({ ...row, createdAt: clock.now() })
    },

    /**
     * The order was paid: its period, made once (a second call answers `created: false` with the period made
     * first); null for an order that bought no card.
     */
    async grant(tx: Db, orderId: number): Promise<{ period: YearCardPeriodRow; created: boolean } | null> {
      const repo = yearCardsRepository(tx)
      const placed = await repo.orderOf(orderId)
      if (!placed) return null
      const now = clock.now()
      const member = await repo.lockMember(placed.customerId, now)
      const earlier = await repo.periodOfOrder(orderId)
      if (earlier) return { period: earlier, created: false }
      const card = (await repo.card(placed.cardId))!
      const last = [{ startsAt: member.endsAt.getTime(), endsAt: member.endsAt.getTime() }]
      const next = nextPeriod(last, card.days, now.getTime())
      const period = (await repo.insertPeriod({
        customerId: placed.customerId,
        cardId: card.id,
        orderId,
        cardName: card.name,
        memberPricePercent: card.memberPricePercent,
        freeShipping: card.freeShipping,
        monthlyCouponTemplateId: card.monthlyCouponTemplateId,
        extraPointsPercent: card.extraPointsPercent,
        startsAt: new Date(next.startsAt),
        endsAt: new Date(next.endsAt),
        createdAt: now,
      }))!
      await repo.setMemberEnd(placed.customerId, period.endsAt, now)
      return { period, created: true }
    },

    period: (periodId: number, tx: Db = db) => yearCardsRepository(tx).period(periodId),
    /** The period running at `at` (the pricing engine's benefits, an order's extra points). */
    periodAt: (customerId: number, at: Date, tx: Db = db) => yearCardsRepository(tx).periodAt(customerId, at),
    /** The running period and those bought ahead, soonest first. */
    current: (customerId: number) => reader.currentPeriods(customerId, clock.now()),

    /** The pricing engine's view of the card running now, if any (docs/pricing.md). */
    async benefitOf(customerId: number, tx: Db = db): Promise<YearCardBenefit | null> {
      const period = await yearCardsRepository(tx).periodAt(customerId, clock.now())
      return period && benefitOf(period)
    },

    periodsPage: (customerId: number | undefined, page: number, size: number) =>
      reader.periodsPage(customerId === undefined ? undefined : eq(yearCardPeriods.customerId, customerId), page, size),

    /** Whole days left of a period at now (the benefits page). */
    daysLeft: (period: YearCardPeriodRow) =>
      Math.max(
        0,
        Math.ceil((period.endsAt.getTime() - Math.max(clock.now().getTime(), period.startsAt.getTime())) / DAY_MS),
      ),
  }
}

export const benefitOf = (period: YearCardPeriodRow): YearCardBenefit => ({
  cardId: String(period.cardId),
  startsAt: period.startsAt.getTime(),
  endsAt: period.endsAt.getTime(),
  memberPricePercent: period.memberPricePercent,
  freeShipping: period.freeShipping,
})
