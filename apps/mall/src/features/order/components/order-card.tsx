import { Text, View } from '@tarojs/components'
import type { OrderCard as Order } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import type { OrderActionHandlers } from '../order-actions'
import { OrderActionBar } from './order-action-bar'
import { OrderLines } from './order-lines'
import styles from './order-card.module.css'

/** An order in the list: number and status, its lines, what was paid, and the actions it allows now. */
export function OrderCard({
  order,
  handlers,
  onOpen,
}: {
  order: Order
  handlers: OrderActionHandlers
  onOpen: () => void
}) {
  return (
    <View className={styles.card} onClick={onOpen}>
      <View className={styles.head}>
        <Text className={styles.number}>订单号 {order.orderNo}</Text>
        <Text className={styles.status}>{order.statusLabel}</Text>
      </View>
      <OrderLines lines={order.lines} />
      <View className={styles.total}>
        <Text>
          共 {order.goodsNum} 件 {order.status === 'wait_pay' ? '应付款' : '实付款'}
        </Text>
        <Text className={styles.amount}>¥{formatFen(order.totalRealPayAmount)}</Text>
      </View>
      {order.actions.length > 0 && (
        <View className={styles.actions}>
          <OrderActionBar
            orderId={order.orderId}
            orderType={order.orderType}
            actions={order.actions}
            handlers={handlers}
          />
        </View>
      )}
    </View>
  )
}
