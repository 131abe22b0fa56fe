import { z } from 'zod'
import { defineRoute } from './route'
import { goodsCard } from './catalogue'
import { dateTime, fen, id, mobile, ok, pageOf, pageQuery, text } from './common'

/**
 * Distribution (分销, spec §1–§4, §7): distributors (IN, 分销员) and recommenders (OUT, 推荐官), the customers bound to
 * them by shares (the parameter pool, mini-program codes, short links), commission per order line and its
 * withdrawals; the console's side under `merchant/distribution/...` (docs/distribution.md).
 */

const sp = { service: 'sp-portal' } as const
const ec = { service: 'ec-portal' } as const
const thirdpart = { service: 'sp-thirdpart' } as const
const merchant = { service: 'counter-portal', auth: 'merchant' } as const

export const distributorChannel = z.enum(['IN', 'OUT'])
export const distributorStatus = z.enum(['pending', 'approved', 'rejected', 'disabled'])
export const bindingType = z.enum(['FIRST_ORDER', 'SCENE_ID', 'TMC'])
/** confirming: WeChat Pay's transfer waits for the payee to confirm receipt on WeChat's page. */
export const withdrawalStatus = z.enum(['applied', 'approved', 'confirming', 'paid', 'rejected', 'failed'])
export const shareSource = z.enum(['card', 'h5', 'qrcode', 'shortlink', 'poster'])
/** Commission rates are basis points of what the customer paid (1000 = 10%), at most 50%. */
export const rateBp = z.number().int().min(0, '佣金比例不能为负').max(5000, '佣金比例最高50%')

/** A mini-program page path (no query): `pages/goods/detail`. */
const pagePath = z.string().regex(/^pages\/[A-Za-z0-9_/-]{1,100}$/, '页面路径不正确')
/** A share's parameters: a few short string values (they live in the parameter pool, not in the scene). */
const shareParams = z
  .record(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,31}$/), z.string().max(200))
  .refine((params) => Object.keys(params).length <= 10, { message: '分享参数过多' })
  .default({})

/** The distributor as spec §3 names its fields. */
export const distributor = z.object({
  id: z.number().int(),
  customerId: z.number().int(),
  channel: distributorChannel,
  /** 分销员 (IN) or 推荐官 (OUT). */
  channelLabel: z.string(),
  status: distributorStatus,
  realName: z.string(),
  nickName: z.string(),
  avatarUrl: z.string().nullable(),
  gender: z.number().int(),
  mobile: z.string(),
  level: z.number().int().nullable(),
  levelName: z.string().nullable(),
  group: z.number().int().nullable(),
  teamId: z.number().int().nullable(),
  inviterId: z.number().int().nullable(),
  staffId: z.string().nullable(),
  counterId: z.string().nullable(),
  counterName: z.string().nullable(),
  remark: z.string().nullable(),
  rejectReason: z.string().nullable(),
  accessionTime: dateTime.nullable(),
  createTime: dateTime,
  deleted: z.boolean(),
  extendInfos: z.record(z.string(), z.unknown()),
})
export type Distributor = z.infer<typeof distributor>

export const balances = z.object({
  /** Fen not yet available: the orders' after-sale windows are open. */
  frozen: fen,
  available: fen,
  withdrawing: fen,
  withdrawn: fen,
  /** Commission reversed after it was withdrawn, paid back from the next that becomes available. */
  owed: fen,
})

export const share = z.object({
  key: z.string(),
  /** What a mini-program code carries: the key behind the marker, at most 32 characters. */
  scene: z.string().max(32),
  distributorId: z.number().int(),
  source: shareSource,
  bindingType,
  page: z.string(),
  params: z.record(z.string(), z.string()),
  createTime: dateTime,
  expireTime: dateTime.nullable(),
})

export const binding = z.object({
  id: z.number().int(),
  distributorId: z.number().int(),
  distributorName: z.string().nullable(),
  channel: distributorChannel,
  type: bindingType,
  typeId: z.string().nullable(),
  source: z.string(),
  reason: z.string().nullable(),
  boundAt: dateTime,
  expiresAt: dateTime.nullable(),
  endedAt: dateTime.nullable(),
  endReason: z.string().nullable(),
})

export const commissionEntry = z.object({
  id: z.number().int(),
  distributorId: z.number().int(),
  orderId: z.number().int(),
  orderLineId: z.number().int(),
  kind: z.enum(['accrue', 'reverse']),
  /** What the customer paid for the line, or what a refund gave back for it (fen). */
  base: z.number().int(),
  rateBp: z.number().int(),
  /** Fen; negative for a reversal. */
  amount: z.number().int(),
  status: z.enum(['frozen', 'available']),
  availableAt: dateTime.nullable(),
  createTime: dateTime,
})

export const withdrawal = z.object({
  id: z.number().int(),
  distributorId: z.number().int(),
  amount: fen,
  status: withdrawalStatus,
  outBillNo: z.string(),
  transferBillNo: z.string().nullable(),
  reason: z.string().nullable(),
  createTime: dateTime,
  decidedAt: dateTime.nullable(),
  paidAt: dateTime.nullable(),
})

/**
 * The distributor's own withdrawal: while confirming, what `wx.requestMerchantTransfer` takes to open WeChat's
 * confirmation page (`sandboxConfirmUrl` in sandbox mode: the sandbox's page stands in for WeChat's).
 */
export const myWithdrawal = withdrawal.extend({
  confirm: z
    .object({ mchId: z.string(), appId: z.string(), package: z.string(), sandboxConfirmUrl: z.string().optional() })
    .nullable(),
})

export const bindRule = z.discriminatedUnion('mode', [
  z.strictObject({ mode: z.literal('first_wins') }),
  z.strictObject({ mode: z.literal('latest_wins') }),
  z.strictObject({ mode: z.literal('expires'), days: z.number().int().min(1, '绑定天数至少1天').max(3650) }),
])

export const distributionSettings = z.object({
  bindRule,
  defaultRateBp: rateBp,
  settleDays: z.number().int().min(0).max(90),
})

// ─── The shop (customer and visitor) ─────────────────────────────────────────────────────────────────

export const distributorInfo = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/info',
  auth: 'customer',
  summary: 'get distributor: the signed-in customer as a distributor or recommender (null when neither)',
  response: z.object({ distributor: distributor.nullable() }),
})

export const distributorApply = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distributor/apply',
  auth: 'customer',
  summary: 'register: applies as a recommender (OUT); the console approves',
  body: z.strictObject({
    realName: text(32).pipe(z.string().min(1, '请输入真实姓名')),
    mobile,
    /** The share key of the recommender who invited them, if any. */
    inviterKey: z
      .string()
      .regex(/^[A-Za-z0-9]{6,24}$/)
      .optional(),
    agree: z.literal(true, { message: '请阅读并同意分销协议' }),
  }),
  response: distributor,
})

export const distributorBindingRoute = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/binding',
  auth: 'customer',
  summary: 'get distributor by binding: the customer’s open bindings with their distributors',
  response: z.array(binding.extend({ distributor })),
})

export const distributorBind = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distributor/bind',
  auth: 'customer',
  summary:
    'Distributor binding (type FIRST_ORDER or SCENE_ID, typeId the pool key or scene); showChangeBind asks the customer',
  body: z.strictObject({
    type: z.enum(['FIRST_ORDER', 'SCENE_ID']),
    typeId: z.string().min(1).max(64),
    /** The customer said yes to showChangeBind. */
    confirm: z.boolean().default(false),
  }),
  response: z.object({
    bound: z.boolean(),
    showChangeBind: z.boolean(),
    reason: z.string().nullable(),
    binding: binding.nullable(),
  }),
})

export const distributionShare = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distribution/share',
  auth: 'customer',
  summary: 'share_link create / distribution share: a parameter-pool entry for a distributor’s share',
  body: z.strictObject({
    page: pagePath,
    params: shareParams,
    source: shareSource,
    /** A first-order link: binds a customer who has never ordered, for 7 days. */
    firstOrder: z.boolean().optional(),
  }),
  response: share,
})

export const shareLinkResolve = defineRoute({
  ...ec,
  method: 'GET',
  path: 'share_link/:key',
  auth: 'optional',
  summary: 'share_link resolve / scrm param pool detail: what a share key stands for',
  params: z.strictObject({ key: z.string().regex(/^[A-Za-z0-9]{6,24}$/, '分享已失效') }),
  response: share,
})

export const sceneChange = defineRoute({
  ...sp,
  method: 'POST',
  path: 'sceneChange',
  auth: 'optional',
  summary: 'sceneChange: an H5 share value or a mini-program scene → its pool entry and source',
  body: z.strictObject({ scene: z.string().min(1).max(256) }),
  response: z.object({ source: shareSource.nullable(), share: share.nullable() }),
})

export const wechatUnlimit = defineRoute({
  ...thirdpart,
  method: 'POST',
  path: 'wechat/unlimit',
  auth: 'customer',
  summary: 'wechat/unlimit: a mini-program code (PNG data URL) for a distributor’s share of a page',
  body: z.strictObject({
    page: pagePath,
    params: shareParams,
    width: z.number().int().min(280).max(1280).default(430),
  }),
  response: share.extend({ image: z.string() }),
})

export const wechatWxa = defineRoute({
  ...thirdpart,
  method: 'POST',
  path: 'wechat/wxa',
  auth: 'customer',
  summary: 'wechat/wxa: a mini-program code (PNG data URL) for a page path with its query',
  body: z.strictObject({
    path: z.string().regex(/^pages\/[A-Za-z0-9_/-]{1,100}(\?[A-Za-z0-9_=&%.-]{0,120})?$/, '页面路径不正确'),
    width: z.number().int().min(280).max(1280).default(430),
  }),
  response: z.object({ image: z.string() }),
})

export const wechatShortLink = defineRoute({
  ...thirdpart,
  method: 'POST',
  path: 'wechat/generateShortLink',
  auth: 'customer',
  summary: 'wechat/generateShortLink: a short link to a distributor’s share of a page',
  body: z.strictObject({ page: pagePath, params: shareParams, title: text(20).pipe(z.string().min(1)) }),
  response: share.extend({ link: z.string() }),
})

export const distributorWorkArea = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/work_area',
  auth: 'customer',
  summary: 'workArea: today’s and this month’s commission and orders, balances, bound customers',
  response: balances.extend({
    distributor,
    today: z.object({ commission: z.number().int(), orders: z.number().int() }),
    month: z.object({ commission: z.number().int(), orders: z.number().int() }),
    boundCustomers: z.number().int(),
  }),
})

export const distributorCustomers = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/customers',
  auth: 'customer',
  summary: 'The distributor’s bound customers (only theirs)',
  query: pageQuery,
  response: pageOf(
    z.object({
      customerId: z.number().int(),
      nickName: z.string(),
      avatarUrl: z.string().nullable(),
      mobile: z.string().nullable(),
      boundAt: dateTime,
      type: bindingType,
    }),
  ),
})

export const distributorCommission = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/commission',
  auth: 'customer',
  summary: 'The commission page: frozen, available, withdrawing, withdrawn',
  response: balances,
})

export const distributorCommissionRecords = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/commission/records',
  auth: 'customer',
  summary: 'The distributor’s commission records, newest first',
  query: pageQuery,
  response: pageOf(commissionEntry),
})

export const distributorWithdraw = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distributor/withdraw',
  auth: 'customer',
  summary: 'Asks to withdraw available commission (once per requestId); the console approves, WeChat Pay transfers',
  body: z.strictObject({
    amount: z.number().int().min(1, '请输入提现金额').max(2_000_000, '单次提现最多2万元'),
    requestId: z.string().min(8).max(64),
  }),
  response: myWithdrawal,
})

export const distributionGoodsDayData = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distribution/goodsDayData',
  auth: 'customer',
  summary:
    'Distribution goods day data: the signed-in distributor’s shares, orders and commission of one goods today (China day)',
  // The spec's `share` (the sharer) is the signed-in distributor: never taken from the body, so nobody reads another's.
  body: z.strictObject({ goodsId: id }),
  response: z.object({
    goodsId: z.number().int(),
    /** The China day, YYYY-MM-DD. */
    date: z.string(),
    /** The rate the distributor earns on this goods now (basis points). */
    rateBp: z.number().int(),
    /** Shares of this goods made today, and how often they were opened. */
    shares: z.number().int(),
    opens: z.number().int(),
    /** Orders paid today with this goods attributed to the distributor, what was paid for it, the commission (net of refunds today). */
    orders: z.number().int(),
    sales: fen,
    commission: z.number().int(),
  }),
})

export const distributorWithdrawals = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/withdrawals',
  auth: 'customer',
  summary: 'The distributor’s withdrawals, newest first',
  query: pageQuery,
  response: pageOf(myWithdrawal),
})

export const distributorCheckWithdrawal = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distributor/withdrawals/:id/check',
  auth: 'customer',
  summary:
    'After the payee confirmed receipt on WeChat’s page: asks WeChat Pay for the transfer of their own withdrawal now',
  params: z.strictObject({ id }),
  response: myWithdrawal,
})

// ─── The console ─────────────────────────────────────────────────────────────────────────────────────

export const merchantDistributors = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/distributors',
  permission: 'distribution.view',
  summary: 'Distributors and recommenders with their balances, newest first',
  query: pageQuery.extend({
    status: distributorStatus.optional(),
    channel: distributorChannel.optional(),
    mobile: mobile.optional(),
  }),
  response: pageOf(distributor.extend(balances.shape)),
})

export const merchantDecideDistributor = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/distributors/:id/decide',
  permission: 'distribution.manage',
  summary: 'Approves or refuses a recommender’s application',
  params: z.strictObject({ id }),
  body: z.strictObject({ approve: z.boolean(), reason: text(100).optional() }),
  response: distributor,
})

export const merchantAppointDistributor = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/distributors',
  permission: 'distribution.manage',
  summary: 'Appoints inside staff as a distributor (IN) by the mobile they signed in with',
  body: z.strictObject({
    mobile,
    realName: text(32).pipe(z.string().min(1, '请输入姓名')),
    staffId: text(64).optional(),
    levelId: id.optional(),
    teamId: id.optional(),
    counterId: text(32).optional(),
    counterName: text(64).optional(),
  }),
  response: distributor,
})

export const merchantUpdateDistributor = defineRoute({
  ...merchant,
  method: 'PUT',
  path: 'merchant/distribution/distributors/:id',
  permission: 'distribution.manage',
  summary: 'Level, team, counter, remark; disables or enables an approved one',
  params: z.strictObject({ id }),
  body: z.strictObject({
    levelId: id.nullable().optional(),
    teamId: id.nullable().optional(),
    counterId: text(32).nullable().optional(),
    counterName: text(64).nullable().optional(),
    remark: text(200).nullable().optional(),
    status: z.enum(['approved', 'disabled']).optional(),
  }),
  response: distributor,
})

export const distributorLevel = z.object({ id: z.number().int(), name: z.string(), rateBp, sort: z.number().int() })

export const merchantDistributorLevels = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/levels',
  permission: 'distribution.view',
  summary: 'Levels with their commission rates, and the teams',
  response: z.object({
    levels: z.array(distributorLevel),
    teams: z.array(z.object({ id: z.number().int(), name: z.string() })),
  }),
})

export const merchantSaveDistributorLevel = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/levels',
  permission: 'distribution.manage',
  summary: 'Adds a level, or changes one (with id)',
  body: z.strictObject({
    id: id.optional(),
    name: text(20).pipe(z.string().min(1, '请输入等级名称')),
    rateBp,
    sort: z.number().int().min(0).max(999).default(0),
  }),
  response: distributorLevel,
})

export const merchantAddDistributorTeam = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/teams',
  permission: 'distribution.manage',
  summary: 'Adds a team',
  body: z.strictObject({ name: text(30).pipe(z.string().min(1, '请输入团队名称')) }),
  response: z.object({ id: z.number().int(), name: z.string() }),
})

export const merchantGoodsCommissionRates = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/goods_rates',
  permission: 'distribution.view',
  summary: 'Goods with their own commission rate (over the level’s)',
  response: z.array(z.object({ goodsId: z.number().int(), rateBp })),
})

export const merchantSaveGoodsCommissionRate = defineRoute({
  ...merchant,
  method: 'PUT',
  path: 'merchant/distribution/goods_rates/:goodsId',
  permission: 'distribution.manage',
  summary: 'Sets a goods’ own commission rate; null goes back to the level’s',
  params: z.strictObject({ goodsId: id }),
  body: z.strictObject({ rateBp: rateBp.nullable() }),
  response: ok,
})

export const merchantDistributionSettings = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/settings',
  permission: 'distribution.view',
  summary: 'The binding rule, the default rate and the settle days',
  response: distributionSettings,
})

export const merchantSaveDistributionSettings = defineRoute({
  ...merchant,
  method: 'PUT',
  path: 'merchant/distribution/settings',
  permission: 'distribution.manage',
  summary: 'Saves the binding rule, the default rate and the settle days',
  body: z.strictObject(distributionSettings.shape),
  response: distributionSettings,
})

export const merchantBindings = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/bindings',
  permission: 'distribution.view',
  summary: 'Bindings with their history (ended ones too), newest first',
  query: pageQuery.extend({ distributorId: id.optional(), customerId: id.optional() }),
  response: pageOf(binding.extend({ customerId: z.number().int() })),
})

export const merchantRebind = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/bindings',
  permission: 'distribution.manage',
  summary: 'Binds a customer to a distributor by hand (TMC) with a reason; the open binding of the channel ends',
  body: z.strictObject({
    customerId: id,
    distributorId: id,
    reason: text(100).pipe(z.string().min(1, '请填写改绑原因')),
  }),
  response: binding,
})

export const merchantCommissionEntries = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/commission',
  permission: 'distribution.view',
  summary: 'Commission records, newest first',
  query: pageQuery.extend({ distributorId: id.optional(), orderId: id.optional() }),
  response: pageOf(commissionEntry),
})

export const merchantWithdrawals = defineRoute({
  ...merchant,
  method: 'GET',
  path: 'merchant/distribution/withdrawals',
  permission: 'distribution.view',
  summary: 'Withdrawals, newest first',
  query: pageQuery.extend({ status: withdrawalStatus.optional(), distributorId: id.optional() }),
  response: pageOf(withdrawal),
})

export const merchantApproveWithdrawal = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/withdrawals/:id/approve',
  permission: 'distribution.withdrawals',
  summary: 'Approves a withdrawal and pays it with WeChat Pay’s merchant transfer (once)',
  params: z.strictObject({ id }),
  response: withdrawal,
})

export const merchantRejectWithdrawal = defineRoute({
  ...merchant,
  method: 'POST',
  path: 'merchant/distribution/withdrawals/:id/reject',
  permission: 'distribution.withdrawals',
  summary: 'Refuses a withdrawal with a reason; the amount goes back to available',
  params: z.strictObject({ id }),
  body: z.strictObject({ reason: text(100).pipe(z.string().min(1, '请填写拒绝原因')) }),
  response: withdrawal,
})

// ─── The work area's goods to share and share posters ──────────────────────────────────────────────────

export const distributorShareGoods = defineRoute({
  ...ec,
  method: 'GET',
  path: 'distributor/share_goods',
  auth: 'customer',
  summary:
    'workArea: goods to share, best sellers first, with the rate the distributor earns and the commission per unit',
  query: pageQuery,
  response: pageOf(
    z.object({
      goods: goodsCard,
      rateBp: z.number().int(),
      /** What one unit sold at today's price earns the distributor (fen). */
      commission: fen,
    }),
  ),
})

export const distributionPoster = defineRoute({
  ...ec,
  method: 'POST',
  path: 'distribution/poster',
  auth: 'customer',
  summary:
    'A share poster: the goods’ picture, name and price with the distributor’s mini-program code (a PNG data URL)',
  body: z.strictObject({ goodsId: id }),
  response: share.extend({ image: z.string() }),
})
