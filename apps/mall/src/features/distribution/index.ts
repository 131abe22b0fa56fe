// The distribution feature's public face: the customer as a distributor, applying, the work area, binding.
export {
  applyAsRecommender,
  bindEntryShare,
  shareCode,
  useDistributorInfo,
  useWorkArea,
  withdrawCommission,
} from './api/distributor'
