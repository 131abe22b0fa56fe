import type { memberGiftClaim, memberGiftList } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { useQuery } from '../../../lib/hooks/use-query'

const listEndpoint = defineEndpoint<typeof memberGiftList>({
  service: 'ec-portal',
  method: 'GET',
  path: 'member_gift/list',
})
const claimEndpoint = defineEndpoint<typeof memberGiftClaim>({
  service: 'ec-portal',
  method: 'POST',
  path: 'member_gift/:id/claim',
})

/** The member gifts with the viewer's claim (visitors see them too); `viewer` changes with the session. */
export const useMemberGifts = (viewer: string, enabled: boolean) =>
  useQuery(() => call(listEndpoint, undefined, { hideModal: true }), [viewer], enabled)

export const claimMemberGift = (id: number) => call(claimEndpoint, { params: { id } })
