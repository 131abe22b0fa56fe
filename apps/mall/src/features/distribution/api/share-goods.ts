import type { distributionGoodsDayData, distributionPoster, distributorShareGoods } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const service = 'ec-portal'
const goods = defineEndpoint<typeof distributorShareGoods>({ service, method: 'GET', path: 'distributor/share_goods' })
const poster = defineEndpoint<typeof distributionPoster>({ service, method: 'POST', path: 'distribution/poster' })
const dayData = defineEndpoint<typeof distributionGoodsDayData>({
  service,
  method: 'POST',
  path: 'distribution/goodsDayData',
})

/** workArea: goods to share, best sellers first, with the distributor's rate and commission per unit. */
export const useShareGoods = (enabled: boolean) =>
  usePaged((page) => call(goods, { query: { page, size: 10 } }, { hideModal: true }), [], enabled)

/** A share poster of the goods with the distributor's own code (a PNG data URL). */
export const fetchPoster = (goodsId: number) => call(poster, { body: { goodsId } })

/** distribution goods day data: today's shares, opens, orders, sales and commission of one goods. */
export const fetchGoodsDayData = (goodsId: number) => call(dayData, { body: { goodsId } })
