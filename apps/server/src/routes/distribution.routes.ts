import type { FastifyInstance } from 'fastify'
import {
  distributionPoster,
  distributionShare,
  distributorShareGoods,
  distributorApply,
  distributorBind,
  distributorBindingRoute,
  distributorCommission,
  distributorCommissionRecords,
  distributorCustomers,
  distributorInfo,
  distributorWithdraw,
  distributorWithdrawals,
  distributorCheckWithdrawal,
  distributionGoodsDayData,
  distributorWorkArea,
  merchantAddDistributorTeam,
  merchantAppointDistributor,
  merchantApproveWithdrawal,
  merchantBindings,
  merchantCommissionEntries,
  merchantDecideDistributor,
  merchantDistributionSettings,
  merchantDistributorLevels,
  merchantDistributors,
  merchantGoodsCommissionRates,
  merchantRebind,
  merchantRejectWithdrawal,
  merchantSaveDistributionSettings,
  merchantSaveDistributorLevel,
  merchantSaveGoodsCommissionRate,
  merchantUpdateDistributor,
  merchantWithdrawals,
  sceneChange,
  shareLinkResolve,
  wechatShortLink,
  wechatUnlimit,
  wechatWxa,
} from '@shop/contracts'
import type { Shop } from '../compose'
import { toPage } from '../platform/paging'
import { registerRoute } from '../platform/register-route'

/** Distribution: the shop's distributor calls, shares and codes, and the console's (docs/distribution.md). */
export function registerDistributionRoutes(
  app: FastifyInstance,
  { distribution, showDistribution, shareGoods }: Shop,
): void {
  const paged = async <T>(found: Promise<{ rows: T[]; total: number }>, page: number, size: number) => {
    const { rows, total } = await found
    return toPage(rows, total, page, size)
  }

  // The shop
  registerRoute(app, distributorInfo, async ({ auth }) => ({ distributor: await distribution.info(auth.customerId) }))
  registerRoute(app, distributorApply, ({ auth, body }) => distribution.apply(auth.customerId, body))
  registerRoute(app, distributorBindingRoute, ({ auth }) => distribution.bindings(auth.customerId))
  registerRoute(app, distributorBind, ({ auth, body }) => distribution.bind(auth.customerId, body))
  registerRoute(app, distributionShare, ({ auth, body }) => distribution.share(auth.customerId, body))
  registerRoute(app, shareLinkResolve, ({ params }) => distribution.resolve(params.key))
  registerRoute(app, sceneChange, ({ body }) => distribution.sceneChange(body.scene))
  registerRoute(app, wechatUnlimit, ({ auth, body }) => distribution.unlimitedCode(auth.customerId, body))
  registerRoute(app, wechatWxa, ({ body }) => distribution.pathCode(body))
  registerRoute(app, wechatShortLink, ({ auth, body }) => distribution.shortLink(auth.customerId, body))
  registerRoute(app, distributorWorkArea, ({ auth }) => distribution.workArea(auth.customerId))
  registerRoute(app, distributorCustomers, ({ auth, query: { page, size } }) =>
    paged(distribution.customers(auth.customerId, page, size), page, size),
  )
  registerRoute(app, distributorCommission, ({ auth }) => distribution.commission(auth.customerId))
  registerRoute(app, distributorCommissionRecords, ({ auth, query: { page, size } }) =>
    paged(distribution.records(auth.customerId, page, size), page, size),
  )
  registerRoute(app, distributorWithdraw, ({ auth, body }) => distribution.withdraw(auth.customerId, body))
  registerRoute(app, distributionGoodsDayData, ({ auth, body }) =>
    showDistribution.goodsDay(auth.customerId, body.goodsId),
  )
  registerRoute(app, distributorWithdrawals, ({ auth, query: { page, size } }) =>
    paged(distribution.myWithdrawals(auth.customerId, page, size), page, size),
  )
  registerRoute(app, distributorCheckWithdrawal, ({ auth, params }) =>
    distribution.checkWithdrawal(auth.customerId, params.id),
  )
  registerRoute(app, distributorShareGoods, ({ auth, query: { page, size } }) =>
    shareGoods.goods(auth.customerId, page, size),
  )
  registerRoute(app, distributionPoster, ({ auth, body }) => shareGoods.poster(auth.customerId, body.goodsId))

  // The console
  registerRoute(app, merchantDistributors, ({ query: { page, size, ...filter } }) =>
    paged(distribution.page(filter, page, size), page, size),
  )
  registerRoute(app, merchantDecideDistributor, ({ auth, params, body }) =>
    distribution.decide(auth.userid, params.id, body.approve, body.reason),
  )
  registerRoute(app, merchantAppointDistributor, ({ auth, body }) => distribution.appoint(auth.userid, body))
  registerRoute(app, merchantUpdateDistributor, ({ auth, params, body }) =>
    distribution.update(auth.userid, params.id, body),
  )
  registerRoute(app, merchantDistributorLevels, async () => {
    const [levels, teams] = await Promise.all([distribution.levels(), distribution.teams()])
    return { levels, teams: teams.map(({ id, name }) => ({ id, name })) }
  })
  registerRoute(app, merchantSaveDistributorLevel, ({ auth, body: { id, ...values } }) =>
    distribution.saveLevel(auth.userid, id ?? null, values),
  )
  registerRoute(app, merchantAddDistributorTeam, async ({ body }) => {
    const { id, name } = await distribution.addTeam(body.name)
    return { id, name }
  })
  registerRoute(app, merchantGoodsCommissionRates, () => distribution.goodsRates())
  registerRoute(app, merchantSaveGoodsCommissionRate, async ({ auth, params, body }) => {
    await distribution.saveGoodsRate(auth.userid, params.goodsId, body.rateBp)
    return { success: true as const }
  })
  registerRoute(app, merchantDistributionSettings, () => distribution.settings())
  registerRoute(app, merchantSaveDistributionSettings, ({ auth, body }) => distribution.saveSettings(auth.userid, body))
  registerRoute(app, merchantBindings, ({ query: { page, size, ...filter } }) =>
    paged(distribution.bindingPage(filter, page, size), page, size),
  )
  registerRoute(app, merchantRebind, ({ auth, body }) =>
    distribution.rebind(auth.userid, body.customerId, body.distributorId, body.reason),
  )
  registerRoute(app, merchantCommissionEntries, ({ query: { page, size, ...filter } }) =>
    paged(distribution.entryPage(filter, page, size), page, size),
  )
  registerRoute(app, merchantWithdrawals, ({ query: { page, size, ...filter } }) =>
    paged(distribution.withdrawalPage(filter, page, size), page, size),
  )
  registerRoute(app, merchantApproveWithdrawal, ({ auth, params }) =>
    distribution.approveWithdrawal(auth.userid, params.id),
  )
  registerRoute(app, merchantRejectWithdrawal, ({ auth, params, body }) =>
    distribution.rejectWithdrawal(auth.userid, params.id, body.reason),
  )
}
