import type { releaseDoublePayLock as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'releaseDoublePayLock' })

/** The payer left the pay sheet unpaid: the open attempt closes and the order can be paid again at once. */
export const releaseDoublePayLock = (orderId: number) => call(endpoint, { body: { orderId } }, { silent: true })
