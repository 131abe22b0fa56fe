import type { messageList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'message/list' })

const PAGE_SIZE = 20

export const fetchMessages = (page: number) => call(endpoint, { query: { page, size: PAGE_SIZE } }, { hideModal: true })

/** The customer's in-site messages, newest first, page by page. */
export const useMessages = (enabled = true) => usePaged(fetchMessages, [], enabled)
