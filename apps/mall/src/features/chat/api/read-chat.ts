import type { chatRead as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'chat/read' })

/** The shopper has seen the messages up to seq (nothing shown on a refusal). */
export const readChat = (seq: number) => call(endpoint, { body: { seq } }, { hideModal: true })
