import type { pointsGoodsLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'buy_bonusPoint/locate' })

/** One points goods priced on its terms (the points and the cash; no coupon, no points toggle). */
export const locatePointsGoods = (
  line: { pointsGoodsId: number; quantity: number },
  { addressId }: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { ...line, addressId } }, options)
