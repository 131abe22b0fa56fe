import type { readAllMessages as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'message/read_all' })

/** Marks every message read (全部已读); answers the unread left (0). */
export const readAllMessages = () => call(endpoint)
