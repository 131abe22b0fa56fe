import Taro from '@tarojs/taro'
import { useCallback } from 'react'
import { useBusy } from '../../../lib/hooks/use-busy'
import { PaymentFailedError, payOrder, type PayOrderResult } from '../pay-order'
import type { PayTarget } from '../pay-target'

/** What a pay button needs to know afterwards: paid (or about to be), gone to the H5 cashier, or still unpaid. */
export type PayOutcome = Exclude<PayOrderResult, 'cancelled'> | 'unpaid'

/**
 * A pay button's action: one payment at a time (taps meanwhile are ignored: null), the payer told when it ended
 * unpaid. A refused `payment` (e.g. the pay window closed) has been shown by the request layer.
 */
export function usePayOrder(): { pay: (target: PayTarget) => Promise<PayOutcome | null>; paying: boolean } {
  const { busy: paying, run } = useBusy()
  const pay = useCallback(
    async (target: PayTarget): Promise<PayOutcome | null> =>
      (await run(async (): Promise<PayOutcome> => {
        try {
          const result = await payOrder(target)
          if (result !== 'cancelled') return result
          void Taro.showToast({ title: '已取消支付', icon: 'none' })
          return 'unpaid'
        } catch (error) {
          if (error instanceof PaymentFailedError) void Taro.showToast({ title: '支付失败，请稍后重试', icon: 'none' })
          return 'unpaid'
        }
      })) ?? null,
    [run],
  )
  return { pay, paying }
}
