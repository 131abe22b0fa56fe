import type { buyGiftList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'buy_gift/list' })

/** The buy-with-gift activities running now (买赠: their SKUs and the coupon given). */
export const useBuyGiftActivities = (enabled = true) =>
  useQuery(() => call(endpoint, undefined, { hideModal: true, silent: true }), [], enabled)
