import type {
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
  merchantWishes,
  merchantSaveDistributionSettings,
  merchantSaveDistributorLevel,
  merchantSaveGoodsCommissionRate,
  merchantUpdateDistributor,
  merchantWithdrawals,
} from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { call, endpoint } from '../../lib/http'

export const distributorList = endpoint<typeof merchantDistributors>('GET', 'merchant/distribution/distributors')
export const decideDistributor = endpoint<typeof merchantDecideDistributor>(
  'POST',
  'merchant/distribution/distributors/:id/decide',
)
export const appointDistributor = endpoint<typeof merchantAppointDistributor>(
  'POST',
  'merchant/distribution/distributors',
)
export const updateDistributor = endpoint<typeof merchantUpdateDistributor>(
  'PUT',
  'merchant/distribution/distributors/:id',
)
export const levelsAndTeams = endpoint<typeof merchantDistributorLevels>('GET', 'merchant/distribution/levels')
export const saveLevel = endpoint<typeof merchantSaveDistributorLevel>('POST', 'merchant/distribution/levels')
export const addTeam = endpoint<typeof merchantAddDistributorTeam>('POST', 'merchant/distribution/teams')
export const goodsRates = endpoint<typeof merchantGoodsCommissionRates>('GET', 'merchant/distribution/goods_rates')
export const saveGoodsRate = endpoint<typeof merchantSaveGoodsCommissionRate>(
  'PUT',
  'merchant/distribution/goods_rates/:goodsId',
)
export const settings = endpoint<typeof merchantDistributionSettings>('GET', 'merchant/distribution/settings')
export const saveSettings = endpoint<typeof merchantSaveDistributionSettings>('PUT', 'merchant/distribution/settings')
export const bindingList = endpoint<typeof merchantBindings>('GET', 'merchant/distribution/bindings')
export const rebind = endpoint<typeof merchantRebind>('POST', 'merchant/distribution/bindings')
export const commissionList = endpoint<typeof merchantCommissionEntries>('GET', 'merchant/distribution/commission')
export const wishList = endpoint<typeof merchantWishes>('GET', 'merchant/distribution/wishes')
export const withdrawalList = endpoint<typeof merchantWithdrawals>('GET', 'merchant/distribution/withdrawals')
export const approveWithdrawal = endpoint<typeof merchantApproveWithdrawal>(
  'POST',
  'merchant/distribution/withdrawals/:id/approve',
)
export const rejectWithdrawal = endpoint<typeof merchantRejectWithdrawal>(
  'POST',
  'merchant/distribution/withdrawals/:id/reject',
)

export const yuan = (fen: number) => `¥${formatFen(fen)}`
/** Basis points as a percentage: 1000 → 10%. */
export const percent = (rateBp: number) => `${rateBp / 100}%`

export const CHANNELS = { IN: '分销员', OUT: '推荐官' } as const
export const STATUSES = {
  pending: { text: '待审核', status: 'Processing' },
  approved: { text: '已通过', status: 'Success' },
  rejected: { text: '已拒绝', status: 'Error' },
  disabled: { text: '已停用', status: 'Default' },
} as const
export const WITHDRAWAL_STATUSES = {
  applied: { text: '待审核', status: 'Processing' },
  approved: { text: '打款中', status: 'Warning' },
  confirming: { text: '待用户确认收款', status: 'Warning' },
  paid: { text: '已打款', status: 'Success' },
  rejected: { text: '已拒绝', status: 'Error' },
  failed: { text: '打款失败', status: 'Error' },
} as const

/** Levels and teams as select options. */
export async function levelOptions() {
  const { levels } = await call(levelsAndTeams)
  return levels.map((level) => ({ label: `${level.name}（${percent(level.rateBp)}）`, value: level.id }))
}
export async function teamOptions() {
  const { teams } = await call(levelsAndTeams)
  return teams.map((team) => ({ label: team.name, value: team.id }))
}
