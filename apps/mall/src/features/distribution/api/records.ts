import Taro from '@tarojs/taro'
import type {
  distributorCheckWithdrawal,
  distributorCommissionRecords,
  distributorWithdrawals,
  ResponseOf,
} from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { usePaged } from '../../../lib/hooks/use-paged'
import { platformPay } from '../../../platform/pay'
import { confirmTransferSandbox } from '../../../platform/sandbox-pay-sheet'

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
const check = defineEndpoint<typeof distributorCheckWithdrawal>({
  service: 'ec-portal',
  method: 'POST',
  path: 'distributor/withdrawals/:id/check',
})

/** The distributor's commission records (a row per order line paid, a negative one per refund), newest first. */
export const useCommissionRecords = (enabled: boolean) =>
  usePaged((page) => call(records, { query: { page, size: 20 } }, { hideModal: true }), [], enabled)

/** The distributor's withdrawals, newest first. */
export const useWithdrawals = (enabled: boolean) =>
  usePaged((page) => call(withdrawals, { query: { page, size: 20 } }, { hideModal: true }), [], enabled)

type MyWithdrawal = ResponseOf<typeof distributorWithdrawals>['content'][number]

/**
 * 确认收款: WeChat Pay's transfer of an approved withdrawal waits for the payee to confirm receipt on WeChat's page
 * (the sandbox's stand-in in sandbox mode); once the page closes the server asks WeChat Pay whether it was paid.
 * Answers the withdrawal as it is now, or null when the payee did not confirm.
 */
export async function confirmReceipt(withdrawal: MyWithdrawal): Promise<MyWithdrawal | null> {
  const { confirm } = withdrawal
  if (!confirm) return null
  const outcome = confirm.sandboxConfirmUrl
    ? await confirmTransferSandbox(confirm.sandboxConfirmUrl, confirm.package)
    : await platformPay.confirmTransfer(confirm)
  if (outcome === 'unsupported') {
    await Taro.showModal({
      title: '请在微信中确认收款',
      content: '请在微信小程序中打开我的佣金，确认收款',
      showCancel: false,
    })
    return null
  }
  if (outcome !== 'done') return null
  return call(check, { params: { id: withdrawal.id } })
}
