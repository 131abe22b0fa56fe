import type { pointsGoodsList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'buy_bonusPoint/list' })

/** The points mall: goods for points (and cash), what is left, the shopper's units and balance when signed in. */
export const fetchPointsGoods = () => call(endpoint, undefined, { hideModal: true })

/** `viewer` changes when the shopper logs in or out. */
export const usePointsGoods = (viewer: string, enabled = true) => useQuery(() => fetchPointsGoods(), [viewer], enabled)
