import type { articleDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'plant/grass/:id' })

export const fetchArticle = (id: number) => call(endpoint, { params: { id } }, { hideModal: true })

/** `viewer` changes when the shopper logs in or out (the answer knows their like and keep); `enabled` waits for it. */
export const useArticle = (id: number, viewer: string, enabled = true) =>
  useQuery(() => fetchArticle(id), [id, viewer], enabled && id > 0)
