import { Text, View } from '@tarojs/components'
import { formatChinaDate } from '@shop/domain'
import styles from './timeline.module.css'

/**
 * A status history (an order's 订单记录, a refund's 售后进度), newest first with the newest marked: the server
 * answers it oldest first, with the domain's labels.
 */
export function Timeline({ entries }: { entries: readonly { label: string; at: string }[] }) {
  return (
    <View className={styles.timeline} role="list">
      {[...entries].reverse().map((entry, i) => (
        <View key={`${entry.at}-${i}`} className={`${styles.entry} ${i === 0 ? styles.latest : ''}`} role="listitem">
          <View className={styles.dot} />
          <Text className={styles.label}>{entry.label}</Text>
          <Text className={styles.time}>{formatChinaDate(entry.at, true)}</Text>
        </View>
      ))}
    </View>
  )
}
