import type { helpPayDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import { useQuery } from '../../../lib/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'help_pay/:id/detail' })

/** An order someone is asked to pay: amount and goods only. */
export const fetchHelpPayDetail = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

export const useHelpPayDetail = (id: number) => useQuery(() => fetchHelpPayDetail(id), [id], id > 0)
