import type { baBehaviorAppend as route, BodyOf } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'

const endpoint = defineEndpoint<typeof route>({ service: 'ec-portal', method: 'POST', path: 'ba_behavior/append' })

/** Records what the guide did for whom; a record that fails to go is not worth bothering the guide with. */
export const recordBehavior = (body: BodyOf<typeof route>) =>
  call(endpoint, { body }, { silent: true }).catch(() => undefined)
