import type { kvdataFindType as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const endpoint = defineEndpoint<typeof route>({
  service: 'sp-portal',
  method: 'POST',
  path: 'config/kvdata/findType/:type',
})

/** Store-wide key/value content of one type (optionally only some keys). */
export const fetchKvdata = (type: string, keys?: string[]) =>
  call(endpoint, { params: { type }, body: keys ? { keys } : {} }, { hideModal: true })

/** One agreement (type richText, keyed by its id): its title and HTML, or null when the shop has none. */
export const fetchRichText = async (id: string) => {
  const { items } = await fetchKvdata('richText', [id])
  return items.find((i) => i.key === id) ?? null
}

export const useRichText = (id: string, enabled = true) => useQuery(() => fetchRichText(id), [id], enabled)
