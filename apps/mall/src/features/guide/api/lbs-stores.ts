import type { lbsStores as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'lbs/stores' })

/** Stores and counters, nearest first from the shopper's location (by city and name without one). */
export const fetchStores = (location: { latitude: number; longitude: number } | null) =>
  call(endpoint, { query: location ?? {} }, { hideModal: true })
