import type { kuaidi100FindPage as route, ResponseOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-thirdpart', method: 'GET', path: 'kuaidi100/findPage' })

export type Carrier = ResponseOf<typeof route>['content'][number]

const PAGE_SIZE = 30

/** The carriers a return can go with, filtered by name or code, page by page. */
export const useCarriers = (keyword: string, enabled = true) =>
  usePaged(
    (page) =>
      call(endpoint, { query: { page, size: PAGE_SIZE, keyword: keyword.trim() || undefined } }, { hideModal: true }),
    [keyword.trim()],
    enabled,
  )
