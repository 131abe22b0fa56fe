import type { readMessage as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'message/:id/read' })

/** Marks one message read (a tap on it, on the way to its link: nothing shown on a refusal); answers the unread left. */
export const readMessage = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })
