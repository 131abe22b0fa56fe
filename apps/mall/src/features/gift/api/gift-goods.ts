import type { giftGoodsList as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({
  service: 'ec-portal',
  method: 'GET',
  path: 'give_gift_order/goods/list',
})

/** The goods the shop lets be gifted, a page at a time. */
export const useGiftGoods = () =>
  usePaged((page) => call(endpoint, { query: { page, size: 10 } }, { hideModal: true }), [])
