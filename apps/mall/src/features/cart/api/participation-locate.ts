import type { participationLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'participation/locate' })

/** One unit of a group-buy SKU priced at its group price (no coupon, points or code: only the address counts). */
export const locateParticipation = (
  line: { activityId: number; skuId: number; groupId?: number | undefined },
  body: LocateBody,
  options?: CallOptions,
) =>
  call(
    endpoint,
    {
      body: {
        activityId: line.activityId,
        skuId: line.skuId,
        ...(line.groupId !== undefined && { groupId: line.groupId }),
        ...(body.addressId !== undefined && { addressId: body.addressId }),
      },
    },
    options,
  )
