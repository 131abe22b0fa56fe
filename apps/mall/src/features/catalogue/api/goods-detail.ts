import type { goodsDetailRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'goods/:id' })

/** Spec §7: the product detail call asks for the ShowInSpec tags (shown inside the spec selector). */
export const fetchGoodsDetail = (id: number) =>
  call(endpoint, { params: { id }, query: { tag: 'ShowInSpec' } }, { hideModal: true })

/** `viewer` changes when the shopper logs in or out (the answer knows their favorites); `enabled` waits for it. */
export const useGoodsDetail = (id: number, viewer: string, enabled = true) =>
  useQuery(() => fetchGoodsDetail(id), [id, viewer], enabled && id > 0)
