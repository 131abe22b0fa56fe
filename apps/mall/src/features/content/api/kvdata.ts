import type { kvdataFindType as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/api'
import { useQuery } from '../../../lib/use-query'

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

export interface StoreSetting {
  shopName: string
  shareTitle: string
  servicePhone: string
  serviceHours: string
}

/** The shop's settings (type storeSetting): its name (the default share title), service phone and hours. */
export const fetchStoreSetting = async (): Promise<StoreSetting> => {
  const { items } = await fetchKvdata('storeSetting')
  const value = (key: keyof StoreSetting) => items.find((i) => i.key === key)?.value ?? ''
  return {
    shopName: value('shopName'),
    shareTitle: value('shareTitle'),
    servicePhone: value('servicePhone'),
    serviceHours: value('serviceHours'),
  }
}

export const useStoreSetting = () => useQuery(fetchStoreSetting, [])
