import type { basicInfo as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'customer/basic_info' })

/** The customer's profile and flags. */
export const fetchBasicInfo = (options?: CallOptions) => call(endpoint, {}, options)
