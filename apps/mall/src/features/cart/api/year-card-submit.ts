import type { yearCardSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { SubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'year_card/submit' })

/** Orders a year card (order type year_card): once paid, the membership starts or is extended. */
export const submitYearCard = (cardId: number, body: SubmitBody) => call(endpoint, { body: { cardId, ...body } })
