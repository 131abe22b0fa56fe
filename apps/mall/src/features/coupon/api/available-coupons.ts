import type { availableCoupons as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'coupon/available' })

/** Coupons a goods' buyer can receive (a visitor sees them too, and signs in to receive). */
export const fetchAvailableCoupons = (goodsId: number) =>
  call(endpoint, { query: { goodsId } }, { hideModal: true, silent: true })

/** `viewer` changes with the session: the answer counts what the customer already holds. */
export const useAvailableCoupons = (goodsId: number, viewer: string, enabled = true) =>
  useQuery(() => fetchAvailableCoupons(goodsId), [goodsId, viewer], enabled && goodsId > 0)
