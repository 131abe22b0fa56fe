import type { chatLinks as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'chat/links' })

/** The chat page, the shop's outside customer-service URL (null: none) and the help centre. */
export const fetchChatLinks = () => call(endpoint)
