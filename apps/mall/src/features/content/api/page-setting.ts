import type { pageSetting as route, ParamsOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'sp-portal',
  method: 'GET',
  path: 'page_setting_new/page/theme/:code',
})

export type PageCode = NonNullable<ParamsOf<typeof route>>['code']

/** The content blocks of a page (banners, hot zones, goods, articles, notices). */
export const fetchPageSetting = (code: PageCode) => call(endpoint, { params: { code } }, { hideModal: true })

export const usePageSetting = (code: PageCode) => useQuery(() => fetchPageSetting(code), [code])
