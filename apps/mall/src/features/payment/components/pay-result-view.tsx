import { Text, View } from '@tarojs/components'
import { formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { Loading } from '../../../components/states'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import styles from './pay-result-view.module.css'

/** What the result shows of an order: the buyer's view (by id) and a friend's (by help-pay code) both have it. */
export interface PayResultOrder {
  orderNo: string
  status: string
  statusLabel: string
  totalRealPayAmount: number
}

/**
 * 支付结果: 正在确认支付结果… while the payment is settled; then 支付成功 with the amount, or 订单待支付 with the time
 * left and 重新支付, or the closed order's status; 查看订单 (the buyer's) and 继续逛逛.
 */
export function PayResultView({
  order,
  waiting,
  paying,
  payTimeLeft,
  onPay,
  onViewOrder,
}: {
  order: PayResultOrder | undefined
  waiting: boolean
  paying: boolean
  /** An unpaid order's time left to pay, in seconds and as shown (0 seconds: the time is up). */
  payTimeLeft: { seconds: number; text: string }
  onPay: () => void
  /** 查看订单, for the buyer (a friend paying has no way to it). */
  onViewOrder: (() => void) | null
}) {
  return (
    <>
      <View className={styles.result}>
        {waiting ? (
          <Loading text="正在确认支付结果…" />
        ) : order?.status === 'wait_pay' ? (
          <>
            <Text className={styles.title}>订单待支付</Text>
            <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
            <Text className={styles.note}>
              {payTimeLeft.seconds > 0
                ? `请在 ${payTimeLeft.text} 内完成支付，超时订单将自动取消`
                : '支付时间已过，订单将自动取消'}
            </Text>
            {payTimeLeft.seconds > 0 && (
              <View className={styles.action}>
                <Button block disabled={paying} onClick={onPay}>
                  {paying ? '支付中…' : '重新支付'}
                </Button>
              </View>
            )}
          </>
        ) : order?.status === 'cancelled' ? (
          <Text className={styles.title}>{order.statusLabel}</Text>
        ) : order ? (
          <>
            <View className={styles.tick}>✓</View>
            <Text className={styles.title}>支付成功</Text>
            <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
            <Text className={styles.note}>订单号 {order.orderNo}</Text>
          </>
        ) : null}
      </View>
      {!waiting && (
        <View className={styles.links}>
          {onViewOrder && (
            <Button variant="secondary" onClick={onViewOrder}>
              查看订单
            </Button>
          )}
          <Button variant="ghost" onClick={() => void navigate(url(PAGES.home))}>
            继续逛逛
          </Button>
        </View>
      )}
    </>
  )
}
