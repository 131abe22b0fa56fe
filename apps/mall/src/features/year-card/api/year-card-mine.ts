import type { yearCardMine as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'year_card/benefits' })

/** The member's year card: the period running, those bought ahead, when it ends (a customer only). */
export const useMyYearCard = (enabled: boolean) => useQuery(() => call(endpoint), [], enabled)
