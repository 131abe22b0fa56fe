import type { AddressInput, createAddress as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'customer/address' })

/** Adds an address (the first becomes the default); the answer is the saved address. */
export const createAddress = (input: AddressInput) => call(endpoint, { body: input })
