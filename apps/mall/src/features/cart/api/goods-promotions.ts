import type { goodsPromotions as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'goods_promotion' })

/** The promotions running now that cover any of the SKUs (goods_promotion); a failure shows nothing. */
export const fetchGoodsPromotions = (skuIds: readonly number[]) =>
  call(endpoint, { query: { skuIds: skuIds.join(',') } }, { hideModal: true, silent: true })

/** At most 40 SKUs are asked at once (the call's limit): the product page's SKUs, the cart's first lines. */
export function useGoodsPromotions(skuIds: readonly number[]) {
  const asked = [...new Set(skuIds)].slice(0, 40)
  return useQuery(() => fetchGoodsPromotions(asked), [asked.join(',')], asked.length > 0)
}
