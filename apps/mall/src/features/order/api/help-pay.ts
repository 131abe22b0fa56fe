import type { helpPayDetailRoute, helpPayShare } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const detail = defineEndpoint<typeof helpPayDetailRoute>({
  service: 'ec-portal',
  method: 'GET',
  path: 'help_pay/:id/detail',
})
const share = defineEndpoint<typeof helpPayShare>({ service: 'ec-portal', method: 'POST', path: 'help_pay/:id/share' })

/**
 * An order a friend is asked to pay, by its help-pay code: amount and goods only. `silent`: no toast either (the
 * pay result page).
 */
export const useHelpPayDetail = (code: string, silent = false) =>
  useQuery(() => call(detail, { params: { id: code } }, { hideModal: true, silent }), [code, silent], code !== '')

/** The buyer asks a friend to pay: the order's help-pay code and the page to share (the same every time). */
export const shareHelpPay = (orderId: number) => call(share, { params: { id: orderId } })
