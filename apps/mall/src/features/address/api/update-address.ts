import type { AddressInput, updateAddress as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'PUT', path: 'customer/address/:id' })

/** Replaces an address with the form's fields. */
export const updateAddress = (id: number, input: AddressInput) => call(endpoint, { params: { id }, body: input })
