import type { helpCentre as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'help/faqs' })

/** The help centre by category; with a keyword only the matching questions. */
export const fetchHelpCentre = (keyword: string) => call(endpoint, { query: keyword ? { keyword } : {} })
