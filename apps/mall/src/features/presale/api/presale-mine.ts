import type { presaleMine as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'presale/mine' })

/** The shopper's pre-sale orders with their balance (a customer only). */
export const useMyPresales = (enabled: boolean) => useQuery(() => call(endpoint), [], enabled)
