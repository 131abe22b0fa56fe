import type {
  merchantCreateCyclePlan,
  merchantCycleCalendar,
  merchantCyclePlans,
  merchantShipCycleDelivery,
  merchantUpdateCyclePlan,
  merchantDecideTryUse,
  merchantInspectRecycle,
  merchantRecycleProgrammes,
  merchantRecycleRecords,
  merchantSaveRecycleProgramme,
  merchantSaveTryUseActivity,
  merchantTryUseActivities,
  merchantTryUseApplications,
  merchantCreatePresale,
  merchantPresaleOrders,
  merchantPresales,
  merchantUpdatePresale,
  merchantCreateOnePrice,
  merchantOnePrices,
  merchantUpdateOnePrice,
  merchantCreateYearCard,
  merchantUpdateYearCard,
  merchantYearCardMembers,
  merchantYearCards,
  merchantCouponTemplates,
  merchantCreateLottery,
  merchantCreatePointsGoods,
  merchantCreateMemberGift,
  merchantMemberGifts,
  merchantCreateWaterLight,
  merchantUpdateWaterLight,
  merchantWaterLights,
  merchantUpdateMemberGift,
  merchantLotteries,
  merchantLotteryDraws,
  merchantPointsGoodsPage,
  merchantProgrammeSettings,
  merchantSaveProgrammeSettings,
  merchantUpdateLottery,
  merchantUpdatePointsGoods,
  merchantCreateSurpriseBox,
  merchantSurpriseBoxPage,
  merchantUpdateSurpriseBox,
  merchantCreateSurvey,
  merchantHelpActivities,
  merchantHelpActivityStatus,
  merchantSaveHelpActivity,
  merchantSurveyAnswers,
  merchantSurveys,
  merchantSurveyStats,
  merchantSurveyStatus,
} from '@shop/contracts'
import { call, endpoint } from '../../lib/http'

export const programmeSettings = endpoint<typeof merchantProgrammeSettings>('GET', 'merchant/programmes/settings')
export const saveProgrammeSettings = endpoint<typeof merchantSaveProgrammeSettings>(
  'PUT',
  'merchant/programmes/settings',
)
export const lotteryList = endpoint<typeof merchantLotteries>('GET', 'merchant/lotteries')
export const createLottery = endpoint<typeof merchantCreateLottery>('POST', 'merchant/lotteries')
export const updateLottery = endpoint<typeof merchantUpdateLottery>('PUT', 'merchant/lotteries/:id')
export const lotteryDraws = endpoint<typeof merchantLotteryDraws>('GET', 'merchant/lotteries/:id/draws')
const couponTemplates = endpoint<typeof merchantCouponTemplates>('GET', 'merchant/coupon-templates')

/** The coupon templates still giving coupons, as select options (a sign-in day's or a prize's coupon). */
export const couponOptions = async () =>
  (await call(couponTemplates, { query: { page: 0, size: 200, status: 'running' } })).content.map((t) => ({
    label: `${t.title}（${t.code}）`,
    value: t.templateId,
  }))

export const memberGiftList = endpoint<typeof merchantMemberGifts>('GET', 'merchant/member-gifts')
export const createMemberGift = endpoint<typeof merchantCreateMemberGift>('POST', 'merchant/member-gifts')
export const updateMemberGift = endpoint<typeof merchantUpdateMemberGift>('PUT', 'merchant/member-gifts/:id')

export const waterLightList = endpoint<typeof merchantWaterLights>('GET', 'merchant/water-light')
export const createWaterLight = endpoint<typeof merchantCreateWaterLight>('POST', 'merchant/water-light')
export const updateWaterLight = endpoint<typeof merchantUpdateWaterLight>('PUT', 'merchant/water-light/:id')

export const pointsGoodsList = endpoint<typeof merchantPointsGoodsPage>('GET', 'merchant/points-goods')
export const createPointsGoods = endpoint<typeof merchantCreatePointsGoods>('POST', 'merchant/points-goods')
export const updatePointsGoods = endpoint<typeof merchantUpdatePointsGoods>('PUT', 'merchant/points-goods/:id')

export const surpriseBoxList = endpoint<typeof merchantSurpriseBoxPage>('GET', 'merchant/surprise-boxes')
export const createSurpriseBox = endpoint<typeof merchantCreateSurpriseBox>('POST', 'merchant/surprise-boxes')
export const updateSurpriseBox = endpoint<typeof merchantUpdateSurpriseBox>('PUT', 'merchant/surprise-boxes/:id')

export const surveys = endpoint<typeof merchantSurveys>('GET', 'merchant/surveys')
export const createSurvey = endpoint<typeof merchantCreateSurvey>('POST', 'merchant/surveys')
export const surveyStatus = endpoint<typeof merchantSurveyStatus>('POST', 'merchant/surveys/:id/status')
export const surveyAnswers = endpoint<typeof merchantSurveyAnswers>('GET', 'merchant/surveys/:id/answers')
export const surveyStats = endpoint<typeof merchantSurveyStats>('GET', 'merchant/surveys/:id/stats')

export const helpActivities = endpoint<typeof merchantHelpActivities>('GET', 'merchant/help-activities')
export const saveHelpActivity = endpoint<typeof merchantSaveHelpActivity>('POST', 'merchant/help-activities')
export const helpActivityStatus = endpoint<typeof merchantHelpActivityStatus>(
  'POST',
  'merchant/help-activities/:id/status',
)

export const STATUS_OPTIONS = {
  draft: { text: '草稿', status: 'Default' },
  published: { text: '进行中', status: 'Success' },
  closed: { text: '已结束', status: 'Error' },
} as const

export const yearCards = endpoint<typeof merchantYearCards>('GET', 'merchant/year-cards')
export const createYearCard = endpoint<typeof merchantCreateYearCard>('POST', 'merchant/year-cards')
export const updateYearCard = endpoint<typeof merchantUpdateYearCard>('PUT', 'merchant/year-cards/:cardId')
export const yearCardMembers = endpoint<typeof merchantYearCardMembers>('GET', 'merchant/year-cards/periods')

export const cyclePlans = endpoint<typeof merchantCyclePlans>('GET', 'merchant/cycle-plans')
export const createCyclePlan = endpoint<typeof merchantCreateCyclePlan>('POST', 'merchant/cycle-plans')
export const updateCyclePlan = endpoint<typeof merchantUpdateCyclePlan>('PUT', 'merchant/cycle-plans/:planId')
export const cycleCalendar = endpoint<typeof merchantCycleCalendar>('GET', 'merchant/cycle-deliveries')
export const shipCycleDelivery = endpoint<typeof merchantShipCycleDelivery>(
  'POST',
  'merchant/cycle-deliveries/:deliveryId/ship',
)
export const recycleProgrammes = endpoint<typeof merchantRecycleProgrammes>('GET', 'merchant/recycle/programmes')
export const saveRecycleProgramme = endpoint<typeof merchantSaveRecycleProgramme>('POST', 'merchant/recycle/programmes')
export const recycleRecords = endpoint<typeof merchantRecycleRecords>('GET', 'merchant/recycle/records')
export const inspectRecycle = endpoint<typeof merchantInspectRecycle>('POST', 'merchant/recycle/records/:id/inspect')

export const tryUseActivities = endpoint<typeof merchantTryUseActivities>('GET', 'merchant/tryuse/activities')
export const saveTryUseActivity = endpoint<typeof merchantSaveTryUseActivity>('POST', 'merchant/tryuse/activities')
export const tryUseApplications = endpoint<typeof merchantTryUseApplications>('GET', 'merchant/tryuse/applications')
export const decideTryUse = endpoint<typeof merchantDecideTryUse>('POST', 'merchant/tryuse/applications/:id/decide')
export const presalesList = endpoint<typeof merchantPresales>('GET', 'merchant/presales')
export const createPresale = endpoint<typeof merchantCreatePresale>('POST', 'merchant/presales')
export const updatePresale = endpoint<typeof merchantUpdatePresale>('PUT', 'merchant/presales/:presaleId')
export const presaleOrders = endpoint<typeof merchantPresaleOrders>('GET', 'merchant/presales/:presaleId/orders')

export const onePricesList = endpoint<typeof merchantOnePrices>('GET', 'merchant/one-prices')
export const createOnePrice = endpoint<typeof merchantCreateOnePrice>('POST', 'merchant/one-prices')
export const updateOnePrice = endpoint<typeof merchantUpdateOnePrice>('PUT', 'merchant/one-prices/:activityId')
