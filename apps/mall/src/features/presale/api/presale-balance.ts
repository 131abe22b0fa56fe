import type { presaleBalance as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'presale/balance' })

/** The balance order of a paid deposit, to pay (the open one when there is one). */
export const balanceOrder = (orderId: number) => call(endpoint, { body: { orderId } })
