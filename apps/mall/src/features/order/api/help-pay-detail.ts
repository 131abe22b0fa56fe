import type { helpPayDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import { useQuery } from '../../../lib/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'help_pay/:id/detail' })

/** An order someone is asked to pay: amount and goods only. `silent`: no toast either (the pay result page). */
export const fetchHelpPayDetail = (id: number, silent = false) =>
  call(endpoint, { params: { id } }, { hideModal: true, silent })

export const useHelpPayDetail = (id: number, silent = false) =>
  useQuery(() => fetchHelpPayDetail(id, silent), [id, silent], id > 0)
