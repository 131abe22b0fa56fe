import type { chatOpen as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'chat/open' })

export type ChatContextType = 'goods' | 'order' | 'refund' | 'user'

/** Opens the customer's conversation; the place it was opened from posts its card (once in a row). */
export const openChat = (context?: { type: ChatContextType; id?: number }) =>
  call(endpoint, { body: context ? { context } : {} })
