import type { giftAcquire as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'give_gift_order/acquire' })

/** The friend accepts the gift of a link with one of their addresses (once). */
export const acquireGift = (code: string, addressId: number) => call(endpoint, { body: { code, addressId } })
