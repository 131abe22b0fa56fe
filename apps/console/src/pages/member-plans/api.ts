import type {
  merchantCreateYearCard,
  merchantUpdateYearCard,
  merchantYearCardMembers,
  merchantYearCards,
} from '@shop/contracts'
import { endpoint } from '../../lib/http'

export const yearCards = endpoint<typeof merchantYearCards>('GET', 'merchant/year-cards')
export const createYearCard = endpoint<typeof merchantCreateYearCard>('POST', 'merchant/year-cards')
export const updateYearCard = endpoint<typeof merchantUpdateYearCard>('PUT', 'merchant/year-cards/:cardId')
export const yearCardMembers = endpoint<typeof merchantYearCardMembers>('GET', 'merchant/year-cards/periods')
