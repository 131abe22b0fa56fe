import type { BodyOf, giftLocate as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { CallOptions } from '../../../lib/http/request'
import type { LocateBody } from './cart-locate'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'give_gift_order/locate' })

/** What a gift checkout adds to the shopper's choices: the gift box of the shop's settings (left out: the first). */
export type GiftChoices = Pick<BodyOf<typeof route>, 'packageId'>

/** One SKU priced as a gift with its box and card (no address: the friend gives theirs; no add-on offers). */
export const locateGift = (
  line: { skuId: number; quantity: number },
  gift: GiftChoices,
  { selectGifts: _offers, ...body }: LocateBody,
  options?: CallOptions,
) => call(endpoint, { body: { ...line, ...gift, ...body } }, options)
