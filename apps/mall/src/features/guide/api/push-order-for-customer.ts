import type { pushOrderForCustomer as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'baPushOrder/findOrderDetail4customer/:code',
})

/** The shopper opens a push order by its code (the first shopper to open an open one keeps it). */
export const openPushOrder = (code: string) => call(endpoint, { params: { code } }, { hideModal: true })
