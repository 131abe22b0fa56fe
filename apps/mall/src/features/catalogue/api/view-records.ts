import type {
  clearViewPdpRecords as clearRoute,
  removeViewPdpRecord as removeRoute,
  viewPdpRecords as listRoute,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const list = defineEndpoint<typeof listRoute>({ service: 'ec-portal', method: 'GET', path: 'view_pdp_records' })
const remove = defineEndpoint<typeof removeRoute>({
  service: 'ec-portal',
  method: 'DELETE',
  path: 'view_pdp_records/:goodsId',
})
const clear = defineEndpoint<typeof clearRoute>({ service: 'ec-portal', method: 'DELETE', path: 'view_pdp_records' })

/** The customer's browsing history (足迹), newest first: one page. */
export const fetchViewRecords = (page: number, size: number) =>
  call(list, { query: { page, size } }, { hideModal: true })

/** Takes one goods out of the history (idempotent). */
export const removeViewRecord = (goodsId: number) => call(remove, { params: { goodsId } })

/** Clears the history. */
export const clearViewRecords = () => call(clear)
