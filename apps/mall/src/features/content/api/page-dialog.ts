import type { ParamsOf, pageDialogRoute as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'GET', path: 'page_dialog/:type' })

export type DialogType = NonNullable<ParamsOf<typeof route>>['type']

/** The dialog a page shows on open, if the shop set one. */
export const fetchPageDialog = (type: DialogType) => call(endpoint, { params: { type } }, { hideModal: true })
