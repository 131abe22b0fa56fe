import type { addressDetail as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'customer/address/:id' })

export const fetchAddress = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

/** One address to edit; waits while `id` is 0 (a new address). */
export const useAddress = (id: number) => useQuery(() => fetchAddress(id), [id], id > 0)
