import type { unreadMessageCount as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'message/unread_count' })

/** Unread in-site messages (loaded after login). */
export const fetchUnreadCount = () => call(endpoint, {}, { hideModal: true, skipLoginJump: true })
