import type { refundBuyerConfirm as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_refund/buyerConfirm/:id',
})

/** The goods went back: the carrier and waybill of the return. */
export const confirmReturn = (id: number, waybill: { carrierCode: string; waybillNo: string }) =>
  call(endpoint, { params: { id }, body: waybill })
