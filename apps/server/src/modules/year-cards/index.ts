export {
  createYearCardsService,
  YEAR_CARD_COUPON_TASK,
  yearCardCouponKey,
  type YearCardInput,
  type YearCardsService,
} from './year-cards.service'
export type { YearCardPeriodRow, YearCardRow } from './year-cards.repository'
export { yearCardsSeed } from './year-cards.seed'
