import { View } from '@tarojs/components'
import type { OrderAction, OrderType } from '@shop/domain'
import { useState } from 'react'
import { Button } from '../../../components/button'
import { runOrderAction, type OrderActionHandlers } from '../order-actions'
import styles from './order-action-bar.module.css'

/**
 * The buttons for the actions the server offers on an order, the main one (first) filled and on the right. One
 * action at a time: the buttons wait while one runs.
 */
export function OrderActionBar({
  orderId,
  orderType,
  actions,
  handlers,
}: {
  orderId: number
  orderType?: OrderType
  actions: readonly { action: OrderAction; label: string }[]
  handlers: OrderActionHandlers
}) {
  const [running, setRunning] = useState(false)
  if (actions.length === 0) return null
  const run = async (action: OrderAction) => {
    setRunning(true)
    try {
      await runOrderAction(action, orderId, handlers, orderType)
    } finally {
      setRunning(false)
    }
  }
  return (
    <View className={styles.bar} onClick={(e) => e.stopPropagation()}>
      {actions.map(({ action, label }, index) => (
        <View key={action} className={styles.item}>
          <Button
            size="small"
            variant={index === 0 ? 'primary' : 'ghost'}
            disabled={running}
            onClick={() => void run(action)}
          >
            {label}
          </Button>
        </View>
      ))}
    </View>
  )
}
