import type { payment as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import type { PayChannel } from '../../../platform/pay.types'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'payment' })

/** Starts paying an order: `paid` for a free (or already paid) order, otherwise the prepay fields. */
export const startPayment = (orderId: number, { payType, inWeChatBrowser }: PayChannel) =>
  call(endpoint, { body: { orderId, payType, ...(payType === 'h5' && { inWeChatBrowser }) } })
