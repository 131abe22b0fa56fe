import type { yearCardSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { UnaddressedSubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'year_card/submit' })

/** Orders a year card (order type year_card, no address: nothing ships): once paid, the membership starts or is extended. */
export const submitYearCard = (cardId: number, { addressId: _address, ...body }: UnaddressedSubmitBody) =>
  call(endpoint, { body: { cardId, ...body } })
