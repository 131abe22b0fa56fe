import type {
  merchantCouponTemplates,
  merchantCreateLottery,
  merchantLotteries,
  merchantLotteryDraws,
  merchantProgrammeSettings,
  merchantSaveProgrammeSettings,
  merchantUpdateLottery,
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
