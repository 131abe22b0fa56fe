import type { presaleSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'presale/submit' })

/** Orders a pre-sale: its deposit (advance_sale) or its whole price (pre_sale_order). */
export const submitPresale = (
  { presaleId, quantity }: { presaleId: number; quantity: number },
  { addressId, remark, channel, idempotencyKey, quote }: SubmitBody,
) => call(endpoint, { body: { presaleId, quantity, addressId, remark, channel, idempotencyKey, quote } })
