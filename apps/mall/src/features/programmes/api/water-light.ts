import type { waterLightCheckIn, waterLightList } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const listEndpoint = defineEndpoint<typeof waterLightList>({
  service: 'ec-portal',
  method: 'GET',
  path: 'waterLightActivity',
})
const checkInEndpoint = defineEndpoint<typeof waterLightCheckIn>({
  service: 'ec-portal',
  method: 'POST',
  path: 'waterLightActivity/:id/checkIn',
})

/** The hydration check-ins with the viewer's days (visitors see them too); `viewer` changes with the session. */
export const useWaterLights = (viewer: string, enabled: boolean) =>
  useQuery(() => call(listEndpoint, undefined, { hideModal: true }), [viewer], enabled)

/** Checks in for today, with the photo's URL (`upload_file`) when one was added. */
export const checkInWaterLight = (id: number, photo: string | null) =>
  call(checkInEndpoint, { params: { id }, body: { photo } })
