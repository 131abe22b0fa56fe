// The distribution feature's public face: the customer as a distributor, applying, the work area, binding, the
// commission records and withdrawals.
export {
  applyAsRecommender,
  bindEntryShare,
  resolveShare,
  shareCode,
  useDistributorInfo,
  useWorkArea,
  withdrawCommission,
} from './api/distributor'
export { confirmReceipt, useCommissionRecords, useWithdrawals } from './api/records'
export { ShareGoods } from './components/share-goods'
