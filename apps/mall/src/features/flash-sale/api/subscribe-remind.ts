import type { subscribeRemindSave as route } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'sp-portal', method: 'POST', path: 'subscribeRemind/save' })

/** Asks to be reminded before a flash sale starts (asking twice is the same). */
export const subscribeRemind = (activityId: number) => call(endpoint, { body: { activityId } })
