import type { distributorCommissionRecords, distributorWithdrawals } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'

const records = defineEndpoint<typeof distributorCommissionRecords>({
  service: 'ec-portal',
  method: 'GET',
  path: 'distributor/commission/records',
})
const withdrawals = defineEndpoint<typeof distributorWithdrawals>({
  service: 'ec-portal',
  method: 'GET',
  path: 'distributor/withdrawals',
})

/** The distributor's commission records (a row per order line paid, a negative one per refund), newest first. */
export const useCommissionRecords = (enabled: boolean) =>
  usePaged((page) => call(records, { query: { page, size: 20 } }, { hideModal: true }), [], enabled)

/** The distributor's withdrawals, newest first. */
export const useWithdrawals = (enabled: boolean) =>
  usePaged((page) => call(withdrawals, { query: { page, size: 20 } }, { hideModal: true }), [], enabled)
