import type { BodyOf, giftSubmit as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import type { UnaddressedSubmitBody } from './cart-submit'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'give_gift_order/submit' })

/** The gift's box and its recorded blessing (yuyinBlessing: an uploaded path). */
export type GiftSubmitChoices = Pick<BodyOf<typeof route>, 'packageId' | 'yuyinBlessing'>

/** Orders one SKU as a gift (order type give_gift), without an address: it ships to the friend who claims it. */
export const submitGift = (
  line: { skuId: number; quantity: number },
  gift: GiftSubmitChoices,
  { selectGifts: _offers, addressId: _address, ...body }: UnaddressedSubmitBody,
) => call(endpoint, { body: { ...line, ...gift, ...body } })
