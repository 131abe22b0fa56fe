import type { onePriceCurrent as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'one-price/current' })

/** The one-price activity of the page (running, else the next), with its goods; `viewer` changes with the session. */
export const useOnePrice = (viewer: string) => useQuery(() => call(endpoint), [viewer])
