import type { FastifyInstance } from 'fastify'
import {
  activityProgrammes,
  lotteryNumber,
  luckdrawAwards,
  luckdrawClaim,
  luckdrawDetail,
  luckdrawDraw,
  merchantCreateLottery,
  merchantLotteries,
  merchantLotteryDraws,
  merchantProgrammeSettings,
  merchantSaveProgrammeSettings,
  merchantUpdateLottery,
  signIn,
  signInMakeUp,
  signInStatus,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { registerRoute } from '../platform/register-route'

export function registerRewardsRoutes(
  app: FastifyInstance,
  { rewards, memberProgrammes, surveys, friendHelp, claimMemberGifts, checkInWaterLight, surpriseBox }: Shop,
): void {
  registerRoute(app, signInStatus, ({ auth, query }) => memberProgrammes.calendar(auth.customerId, query.month))
  registerRoute(app, signIn, ({ auth }) => memberProgrammes.signIn(auth.customerId))
  registerRoute(app, signInMakeUp, ({ auth, body }) => memberProgrammes.makeUp(auth.customerId, body.date))

  registerRoute(app, luckdrawAwards, ({ auth, query }) =>
    memberProgrammes.awards(auth.customerId, query.page, query.size),
  )
  registerRoute(app, luckdrawDetail, ({ auth, params }) =>
    memberProgrammes.lottery(params.id, auth?.customerId ?? null),
  )
  registerRoute(app, lotteryNumber, ({ auth, params }) => memberProgrammes.chances(params.id, auth.customerId))
  registerRoute(app, luckdrawDraw, ({ auth, params, body }) =>
    memberProgrammes.draw(auth.customerId, params.id, body.requestId),
  )
  registerRoute(app, luckdrawClaim, ({ auth, params, body }) =>
    memberProgrammes.claim(auth.customerId, params.id, body.addressId),
  )
  registerRoute(app, activityProgrammes, async () => {
    const cards = await Promise.all([
      surveys.programmeCards(),
      friendHelp.programmeCards(),
      claimMemberGifts.programmeCards(),
      checkInWaterLight.programmeCards(),
      surpriseBox.programmeCards(),
    ])
    return memberProgrammes.programmes(cards.flat())
  })

  registerRoute(app, merchantProgrammeSettings, async () => ({
    ...(await rewards.settings()),
    figures: await rewards.signInFigures(),
  }))
  registerRoute(app, merchantSaveProgrammeSettings, ({ auth, body }) => rewards.saveSettings(body, auth.userid))
  registerRoute(app, merchantLotteries, ({ query }) => rewards.merchantPage(query.page, query.size))
  registerRoute(app, merchantCreateLottery, ({ auth, body }) => rewards.create(body, auth.userid))
  registerRoute(app, merchantUpdateLottery, ({ auth, params, body }) => rewards.update(params.id, body, auth.userid))
  registerRoute(app, merchantLotteryDraws, ({ params, query }) =>
    rewards.merchantDraws(params.id, query.page, query.size),
  )
}
