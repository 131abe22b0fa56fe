import { z } from 'zod'
import { defineRoute } from './route'
import { dateTime, id, pageOf, pageQuery, text } from './common'

/**
 * The members' programmes (spec §7 Activity: signIn, luckdraw, lotteryNumber; docs/members-programmes.md): the
 * daily sign-in, the lottery and its awards, the activity page's list, and their console calls.
 */

/** A client-made id, once per tap: a retried request answers what the first one did. */
const requestId = z.string().regex(/^[\w-]{8,64}$/, '请求编号不正确')

/** A China calendar date. */
const chinaDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式不正确')

// ─── Daily sign-in ─────────────────────────────────────────────────────────────────────────────────

/** What the nth day of a streak gives (the cycle restarts after the last configured day). */
export const signInReward = z.strictObject({
  points: z.number().int('积分须为整数').min(0, '积分不能为负数').max(100_000, '每天最多奖励100000积分'),
  /** A coupon template issued with the points, if any. */
  couponTemplateId: z.number().int().positive().nullable(),
})
export type SignInReward = z.infer<typeof signInReward>

export const signInCalendar = z.object({
  /** Today's China date. */
  today: z.string(),
  signedToday: z.boolean(),
  /** Consecutive days signed up to today (or yesterday when today is not signed yet). */
  streak: z.number().int().min(0),
  /** The month shown (YYYY-MM) and its signed dates. */
  month: z.string(),
  days: z.array(z.object({ date: z.string(), makeUp: z.boolean() })),
  /** Rewards by streak day (day 1 first). */
  rewards: z.array(signInReward.extend({ couponTitle: z.string().nullable() })),
  /** Missed days of the last N days can be signed later (0: no make-up), for this many points each. */
  makeUpDays: z.number().int().min(0),
  makeUpCost: z.number().int().min(0),
})

export const signInStatus = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'signIn',
  auth: 'customer',
  summary: "The sign-in calendar: today's state, the streak, a month's signed dates and the rewards by streak day",
  query: z.strictObject({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}$/, '月份格式不正确')
      .optional(),
  }),
  response: signInCalendar,
})

const signInOutcome = z.object({
  /** False: this date was signed before (nothing more is given). */
  signed: z.boolean(),
  date: z.string(),
  streak: z.number().int().min(0),
  points: z.number().int().min(0),
  couponTitle: z.string().nullable(),
  balance: z.number().int().min(0),
})

export const signIn = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'signIn',
  auth: 'customer',
  summary:
    "Signs in for today's China date, once (20 taps at once give one reward); the streak day's reward in the same transaction",
  response: signInOutcome,
})

export const signInMakeUp = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'signIn/makeUp',
  auth: 'customer',
  summary: 'Signs a missed day of the last makeUpDays (when the shop allows it), paying makeUpCost points; no reward',
  body: z.strictObject({ date: chinaDay }),
  response: signInOutcome,
})

// ─── Lottery ───────────────────────────────────────────────────────────────────────────────────────

export const LOTTERY_PRIZE_KINDS = ['points', 'coupon', 'goods', 'none'] as const
export const lotteryPrizeKind = z.enum(LOTTERY_PRIZE_KINDS)
export type LotteryPrizeKind = z.infer<typeof lotteryPrizeKind>

export const PROGRAMME_STATUSES = ['upcoming', 'running', 'ended'] as const
export const programmeStatus = z.enum(PROGRAMME_STATUSES)

export const lotteryPrize = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: lotteryPrizeKind,
  image: z.string(),
  /** The odds shown, in percent with two decimals (weight / total weight). */
  odds: z.number(),
})

export const lotteryChancesView = z.object({
  /** Chances left (the daily free ones of today included). */
  chances: z.number().int().min(0),
  /** Points a draw costs when no chance is left (0: not for points). */
  pointsPerDraw: z.number().int().min(0),
  drawsToday: z.number().int().min(0),
  dailyCap: z.number().int().min(1),
  balance: z.number().int().min(0),
})

export const lotteryDetail = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  status: programmeStatus,
  startsAt: dateTime,
  endsAt: dateTime,
  /** The wheel's sectors in order (the draw answers the index it lands on). */
  prizes: z.array(lotteryPrize),
  chances: lotteryChancesView.nullable(),
})

export const luckdrawDetail = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'luckdraw/:id',
  auth: 'optional',
  summary: 'A lottery with its prizes and odds, and the caller’s chances when signed in (draw/index)',
  params: z.strictObject({ id }),
  response: lotteryDetail,
})

export const lotteryNumber = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'lotteryNumber/:id',
  auth: 'customer',
  summary: "The customer's chances of a lottery: free ones of today, from paid orders, and the points price of one",
  params: z.strictObject({ id }),
  response: lotteryChancesView,
})

export const AWARD_STATUSES = ['granted', 'to_claim', 'claimed', 'none'] as const

export const lotteryAward = z.object({
  id: z.number().int(),
  lotteryId: z.number().int(),
  lotteryName: z.string(),
  prizeId: z.number().int().nullable(),
  prizeName: z.string(),
  kind: lotteryPrizeKind,
  status: z.enum(AWARD_STATUSES),
  /** 已发放 / 待领取 / 已领取 / 未中奖. */
  statusLabel: z.string(),
  /** The coupon id, or the order id of a claimed goods. */
  reference: z.string().nullable(),
  createTime: dateTime,
  claimTime: dateTime.nullable(),
})

export const luckdrawDraw = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'luckdraw/:id/draw',
  auth: 'customer',
  summary:
    'Draws once: a chance (or the points price) taken once, prize stock and the day’s pool guarded, the daily cap held; a retried requestId answers the same draw',
  params: z.strictObject({ id }),
  body: z.strictObject({ requestId }),
  response: z.object({
    /** The sector the wheel stops at (index in `prizes`). */
    prizeIndex: z.number().int().min(0),
    award: lotteryAward,
    chances: lotteryChancesView,
  }),
})

export const luckdrawAwards = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'luckdraw/award',
  auth: 'customer',
  summary: "The customer's award records, newest first (the client asks page 0, size 1000; draw/myAward/index)",
  query: pageQuery,
  response: pageOf(lotteryAward),
})

export const luckdrawClaim = defineRoute({
  service: 'ec-portal',
  method: 'POST',
  path: 'luckdraw/award/:id/claim',
  auth: 'customer',
  summary: 'Claims a goods prize with an address of the address book: a zero-price order, once',
  params: z.strictObject({ id }),
  body: z.strictObject({ addressId: id }),
  response: lotteryAward,
})

// ─── The activity page ─────────────────────────────────────────────────────────────────────────────

export const programmeCard = z.object({
  /** signIn, luckdraw (and the other part's programmes). */
  kind: z.string(),
  id: z.number().int().nullable(),
  title: z.string(),
  description: z.string(),
  status: programmeStatus,
  startsAt: dateTime.nullable(),
  endsAt: dateTime.nullable(),
  /** The mall page it opens, e.g. `/pages/draw/index?id=1`. */
  path: z.string(),
})
export type ProgrammeCard = z.infer<typeof programmeCard>

export const activityProgrammes = defineRoute({
  service: 'ec-portal',
  method: 'GET',
  path: 'activity/programmes',
  auth: 'optional',
  summary: 'The members’ programmes for activity/index: running first, then upcoming, with their windows',
  response: z.array(programmeCard),
})

// ─── Console (counter-portal) ──────────────────────────────────────────────────────────────────────

const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const programmeSettings = z.object({
  signInRewards: z.array(signInReward),
  makeUpDays: z.number().int().min(0),
  makeUpCost: z.number().int().min(0),
  expiryYears: z.number().int().min(0),
})

export const merchantProgrammeSettings = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/programmes/settings',
  summary: 'The sign-in rewards, make-up rule and points expiry rule, with the sign-in figures',
  response: programmeSettings.extend({
    figures: z.object({ today: z.number().int(), last7Days: z.number().int(), customers: z.number().int() }),
  }),
})

export const merchantSaveProgrammeSettings = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/programmes/settings',
  summary: 'Saves the sign-in rewards (1–31 streak days), the make-up rule and the points expiry rule (audited)',
  body: z.strictObject({
    signInRewards: z.array(signInReward).min(1, '至少设置1天的签到奖励').max(31, '最多设置31天'),
    makeUpDays: z.number().int('补签天数须为整数').min(0).max(30, '最多可补签30天内的日期'),
    makeUpCost: z.number().int('补签积分须为整数').min(0).max(100_000),
    expiryYears: z.number().int('有效年数须为整数').min(0).max(10, '积分有效期最多10年'),
  }),
  response: programmeSettings,
})

const instant = z.iso.datetime({ offset: true, message: '请输入正确的时间' })

export const lotteryPrizeInput = z.strictObject({
  /** An existing prize (edit); none: a new one. */
  id: z.number().int().positive().optional(),
  name: text(40).pipe(z.string().min(1, '请填写奖品名称')),
  kind: lotteryPrizeKind,
  points: z.number().int().min(0).max(1_000_000).default(0),
  couponTemplateId: z.number().int().positive().nullable().default(null),
  skuId: z.number().int().positive().nullable().default(null),
  image: z.string().max(512).default(''),
  weight: z.number().int('权重须为整数').min(0, '权重不能为负数').max(1_000_000),
  /** Total stock (kind none: null). Lowering it below what was awarded is refused. */
  stock: z.number().int().min(0).max(1_000_000).nullable(),
  dailyQuota: z.number().int().min(1).max(1_000_000).nullable().default(null),
})

export const lotteryInput = z.strictObject({
  code: z.string().regex(/^[A-Za-z0-9_-]{2,32}$/, '活动编码为2-32位字母、数字'),
  name: text(40).pipe(z.string().min(1, '请填写活动名称')),
  description: text(500).default(''),
  startsAt: instant,
  endsAt: instant,
  active: z.boolean().default(true),
  dailyFree: z.number().int().min(0).max(100),
  pointsPerDraw: z.number().int().min(0).max(1_000_000),
  orderChances: z.number().int().min(0).max(100),
  dailyCap: z.number().int().min(1, '每日上限至少1次').max(1000),
  prizes: z.array(lotteryPrizeInput).min(1, '至少设置1个奖品').max(12, '最多12个奖品'),
})

export const merchantLotteryPrize = lotteryPrize.extend({
  points: z.number().int(),
  couponTemplateId: z.number().int().nullable(),
  skuId: z.number().int().nullable(),
  weight: z.number().int(),
  stock: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
  dailyQuota: z.number().int().nullable(),
  awarded: z.number().int(),
})

export const merchantLottery = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  status: programmeStatus,
  active: z.boolean(),
  startsAt: dateTime,
  endsAt: dateTime,
  dailyFree: z.number().int(),
  pointsPerDraw: z.number().int(),
  orderChances: z.number().int(),
  dailyCap: z.number().int(),
  prizes: z.array(merchantLotteryPrize),
  /** Participation: draws, customers who drew, prizes won (not 谢谢参与). */
  figures: z.object({ draws: z.number().int(), customers: z.number().int(), won: z.number().int() }),
})
export type MerchantLottery = z.infer<typeof merchantLottery>

export const merchantLotteries = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/lotteries',
  summary: 'Lotteries with their prizes, stock and participation figures, newest first',
  query: pageQuery,
  response: pageOf(merchantLottery),
})

export const merchantCreateLottery = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'POST',
  path: 'merchant/lotteries',
  summary: 'Creates a lottery with its prizes (audited)',
  body: lotteryInput,
  response: merchantLottery,
})

export const merchantUpdateLottery = defineRoute({
  ...merchant,
  permission: 'programmes.edit',
  method: 'PUT',
  path: 'merchant/lotteries/:id',
  summary: 'Edits a lottery and its prizes; a stock change moves what is left by the same amount (audited)',
  params: z.strictObject({ id }),
  body: lotteryInput,
  response: merchantLottery,
})

export const merchantLotteryDraws = defineRoute({
  ...merchant,
  permission: 'programmes.view',
  method: 'GET',
  path: 'merchant/lotteries/:id/draws',
  summary: 'Every draw of a lottery for audit, newest first: who, what paid for it, the roll, the prize',
  params: z.strictObject({ id }),
  query: pageQuery,
  response: pageOf(
    lotteryAward.extend({
      customerId: z.number().int(),
      paidWith: z.string(),
      pointsCost: z.number().int(),
      roll: z.number().int(),
      totalWeight: z.number().int(),
    }),
  ),
})
