import type { FastifyInstance } from 'fastify'
import {
  memberGiftClaim,
  memberGiftList,
  merchantCreateMemberGift,
  merchantMemberGifts,
  merchantUpdateMemberGift,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

/** Member gifts (member_gift) and the console's 会员礼包 (docs/members-programmes.md "Member gifts"). */
export function registerMemberGiftRoutes(app: FastifyInstance, { claimMemberGifts }: Shop): void {
  registerRoute(app, memberGiftList, ({ auth }) => claimMemberGifts.list(auth?.customerId ?? null))
  registerRoute(app, memberGiftClaim, ({ auth, params }) => claimMemberGifts.claim(auth.customerId, params.id))

  registerRoute(app, merchantMemberGifts, ({ query }) => claimMemberGifts.merchantPage(query.page, query.size))
  registerRoute(app, merchantCreateMemberGift, ({ auth, body }) => claimMemberGifts.save(auth.userid, null, body))
  registerRoute(app, merchantUpdateMemberGift, ({ auth, params, body }) =>
    claimMemberGifts.save(auth.userid, params.id, body),
  )
}
