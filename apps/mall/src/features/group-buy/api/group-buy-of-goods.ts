import type { groupBuyOfGoods as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'group_purchasing_activity/goods/:goodsId',
})

/** The product page's group buy (null when the goods has none) with its joinable groups. */
export const useGroupBuyOfGoods = (goodsId: number) =>
  useQuery(() => call(endpoint, { params: { goodsId } }, { hideModal: true }), [goodsId], goodsId > 0)
