import type { deleteAddress as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'DELETE', path: 'customer/address/:id' })

/** Deletes an address (deleting the default makes another one the default). */
export const deleteAddress = (id: number) => call(endpoint, { params: { id } })
