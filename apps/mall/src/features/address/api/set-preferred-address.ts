import type { setPreferredAddress as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'customer/address/:id/preferred',
})

/** Makes an address the default. */
export const setPreferredAddress = (id: number) => call(endpoint, { params: { id } })
