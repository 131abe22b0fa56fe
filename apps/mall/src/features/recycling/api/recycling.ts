import type {
  BodyOf,
  recycleApply,
  recycleCancel,
  recycleProgrammes,
  recycleRecords,
  recycleShip,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'
import { useQuery } from '../../../lib/hooks/use-query'

const programmesEndpoint = defineEndpoint<typeof recycleProgrammes>({
  service: 'ec-portal',
  method: 'GET',
  path: 'recycleRecord/programmes',
})
const applyEndpoint = defineEndpoint<typeof recycleApply>({
  service: 'ec-portal',
  method: 'POST',
  path: 'recycleRecord/apply',
})
const recordsEndpoint = defineEndpoint<typeof recycleRecords>({
  service: 'ec-portal',
  method: 'GET',
  path: 'recycleRecord/list',
})
const shipEndpoint = defineEndpoint<typeof recycleShip>({
  service: 'ec-portal',
  method: 'POST',
  path: 'recycleRecord/:id/ship',
})
const cancelEndpoint = defineEndpoint<typeof recycleCancel>({
  service: 'ec-portal',
  method: 'POST',
  path: 'recycleRecord/:id/cancel',
})

/** The recycling programmes running or to come. */
export const useRecyclePrograms = () => useQuery(() => call(programmesEndpoint, undefined, { hideModal: true }), [])

/** Asks to return bottles: the record made (待寄回 / 待送至专柜). */
export const applyRecycle = (body: BodyOf<typeof recycleApply>) => call(applyEndpoint, { body })

/** The shopper's records, newest first, page after page. */
export const useRecycleRecords = (enabled: boolean) =>
  usePaged((page) => call(recordsEndpoint, { query: { page, size: 20 } }, { hideModal: true }), [], enabled)

export const shipRecycle = (id: number, body: BodyOf<typeof recycleShip>) =>
  call(shipEndpoint, { params: { id }, body })
export const cancelRecycle = (id: number) => call(cancelEndpoint, { params: { id } })
