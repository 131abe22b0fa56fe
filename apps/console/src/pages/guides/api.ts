import type {
  merchantCreateGuide,
  merchantCreateOutlet,
  merchantGuides,
  merchantOutlets,
  merchantUpdateGuide,
  merchantUpdateOutlet,
} from '@shop/contracts'
import { call, endpoint } from '../../lib/http'

export const guideList = endpoint<typeof merchantGuides>('GET', 'merchant/guides')
export const createGuide = endpoint<typeof merchantCreateGuide>('POST', 'merchant/guides')
export const updateGuide = endpoint<typeof merchantUpdateGuide>('PUT', 'merchant/guides/:guideId')
export const outletList = endpoint<typeof merchantOutlets>('GET', 'merchant/outlets')
export const createOutlet = endpoint<typeof merchantCreateOutlet>('POST', 'merchant/outlets')
export const updateOutlet = endpoint<typeof merchantUpdateOutlet>('PUT', 'merchant/outlets/:outletId')

/** The stores and counters as select options (a guide's counter, the list's filter). */
export const outletOptions = async () =>
  (await call(outletList)).map((o) => ({ label: `${o.name}${o.active ? '' : '（已停用）'}`, value: o.id }))
