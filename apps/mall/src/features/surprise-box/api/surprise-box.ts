import type { surpriseBoxList, surpriseBoxMine } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const listEndpoint = defineEndpoint<typeof surpriseBoxList>({
  service: 'ec-portal',
  method: 'GET',
  path: 'surpriseBox/list',
})
const mineEndpoint = defineEndpoint<typeof surpriseBoxMine>({
  service: 'ec-portal',
  method: 'GET',
  path: 'surpriseBox/mine',
})

/** The boxes on sale or to come, with their pools and odds (visitors see them too); `viewer` changes with the session. */
export const useSurpriseBoxes = (viewer: string, enabled: boolean) =>
  useQuery(() => call(listEndpoint, undefined, { hideModal: true }), [viewer], enabled)

/** 我的盲盒: the shopper's boxes, newest first, with what each revealed. */
export const useMyBoxes = (enabled: boolean) =>
  useQuery(() => call(mineEndpoint, undefined, { hideModal: true }), [], enabled)
