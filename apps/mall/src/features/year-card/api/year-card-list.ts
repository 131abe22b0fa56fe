import type { yearCardList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'year_card/list' })

/** The year cards on sale, with their price and benefits. */
export const useYearCards = () => useQuery(() => call(endpoint), [])
