import type { giftLogistics as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/:giftId/logistics',
})

/** The receiver's parcels with the carrier's tracks. */
export const useGiftLogistics = (giftId: number, enabled: boolean) =>
  useQuery(() => call(endpoint, { params: { giftId } }, { hideModal: true }), [giftId], enabled)
