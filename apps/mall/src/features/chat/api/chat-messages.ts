import type { chatMessages as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'chat/messages' })

/** The conversation's messages after a seq, oldest first (200 at most). */
export const fetchChatMessages = (after: number) => call(endpoint, { query: { after, size: 200 } })
