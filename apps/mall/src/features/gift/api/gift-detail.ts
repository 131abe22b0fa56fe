import type { giftDetail as route, QueryOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'GET', path: 'give_gift_order/gift' })

/** A gift by the buyer's order, the receiver's gift id or a link's code: its state for the one asking. */
export type GiftKey = NonNullable<QueryOf<typeof route>>

export const fetchGift = (key: GiftKey) => call(endpoint, { query: key }, { hideModal: true })

export const useGift = (key: GiftKey | null) => useQuery(() => fetchGift(key!), [JSON.stringify(key)], key !== null)
