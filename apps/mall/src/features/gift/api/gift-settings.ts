import type { giftOrderSetting as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/giftOrderSetting',
})

/** The shop's gift boxes, card designs and claim deadline (giftOrderSetting). */
export const useGiftSettings = (enabled = true) => useQuery(() => call(endpoint, {}, { hideModal: true }), [], enabled)
