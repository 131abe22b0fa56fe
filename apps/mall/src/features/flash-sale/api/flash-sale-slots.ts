import type { flashSaleSlots as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'sec_kill/slots' })

/** The flash sales running or to come, with their goods (a signed-in shopper's units and reminders too). */
export const fetchFlashSaleSlots = () => call(endpoint, {}, { hideModal: true })

/** `viewer` changes when the shopper logs in or out. */
export const useFlashSaleSlots = (viewer: string, enabled = true) =>
  useQuery(() => fetchFlashSaleSlots(), [viewer], enabled)
