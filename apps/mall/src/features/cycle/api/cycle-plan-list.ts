import type { cyclePlanList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'accompanyActivity/list' })

/** The cycle plans on sale, with their schedule and price. */
export const useCyclePlans = () => useQuery(() => call(endpoint), [])
