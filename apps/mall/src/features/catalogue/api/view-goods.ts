import type { viewGoods as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'goods/view/:id' })

/** Counts a view (and, signed in, adds the goods to the browsing history); quiet: the page never waits on it. */
export const recordGoodsView = (id: number) =>
  call(endpoint, { params: { id } }, { silent: true }).catch(() => undefined)
