import type { pointsBalance as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'points/balance' })

/** The customer's points (the personal centre shows the balance; a failure just leaves it out). */
export const fetchPointsBalance = () => call(endpoint, undefined, { hideModal: true, silent: true })

/** `viewer` changes with the session (another customer, a visitor); `enabled` only for a customer. */
export const usePointsBalance = (viewer: unknown, enabled: boolean) => useQuery(fetchPointsBalance, [viewer], enabled)
