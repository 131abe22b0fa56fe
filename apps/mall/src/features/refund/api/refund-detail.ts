import type { refundDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'member_refund/detail/:id' })

export const fetchRefundDetail = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

/** One refund in full: amounts, reason, return address and waybill, timeline, what the shopper may do. */
export const useRefundDetail = (id: number, enabled = true) =>
  useQuery(() => fetchRefundDetail(id), [id], enabled && id > 0)
