import type { BodyOf, tryUseActivities, tryUseApply } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const listEndpoint = defineEndpoint<typeof tryUseActivities>({
  service: 'ec-portal',
  method: 'GET',
  path: 'tryuse/list',
})
const applyEndpoint = defineEndpoint<typeof tryUseApply>({ service: 'ec-portal', method: 'POST', path: 'tryuse/apply' })

/** The try-use activities with the seats left and the caller's application (again when the session changes). */
export const useTryUseActivities = (viewer: unknown) =>
  useQuery(() => call(listEndpoint, undefined, { hideModal: true }), [viewer])

export const applyTryUse = (body: BodyOf<typeof tryUseApply>) => call(applyEndpoint, { body })
