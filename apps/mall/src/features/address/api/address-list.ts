import type { addressList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'customer/address' })

/** The customer's receiving addresses, the default first (at most 20: one list, no pages). */
export const fetchAddresses = () => call(endpoint, undefined, { hideModal: true })

export const useAddresses = (enabled = true) => useQuery(fetchAddresses, [], enabled)
