import type { refundList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'member_refund/all' })

const PAGE_SIZE = 10

export const fetchRefunds = (page: number) => call(endpoint, { query: { page, size: PAGE_SIZE } }, { hideModal: true })

/** The customer's refunds, newest first, page by page. */
export const useRefunds = (enabled = true) => usePaged(fetchRefunds, [], enabled)
