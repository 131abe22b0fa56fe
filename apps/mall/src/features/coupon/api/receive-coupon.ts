import type { receiveCoupon as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'POST',
  path: 'receiveCoupon/:templateId',
})

/** Receives one coupon of a template; the sheet shows a refusal itself (sold out, limit reached). */
export const receiveCoupon = (templateId: number) => call(endpoint, { params: { templateId } }, { hideModal: true })
