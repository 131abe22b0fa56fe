import type { storeSetting as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'setting' })

/** The shop's settings: its name (spec §9: the default share title), share title, service phone and hours. */
export const fetchStoreSetting = () => call(endpoint, {}, { hideModal: true })

export const useStoreSetting = () => useQuery(fetchStoreSetting, [])
