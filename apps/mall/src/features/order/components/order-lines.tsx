import { Image, Text, View } from '@tarojs/components'
import type { OrderLineView } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { assetUrl } from '../../../lib/config'
import styles from './order-lines.module.css'

export type OrderLineLike = Pick<OrderLineView, 'name' | 'image' | 'specs' | 'price' | 'quantity'>

/** An order's lines as ordered: picture, name, specs, unit price × quantity. */
export function OrderLines({ lines, onOpen }: { lines: readonly OrderLineLike[]; onOpen?: (index: number) => void }) {
  return (
    <View>
      {lines.map((line, index) => (
        <View key={index} className={styles.line} onClick={onOpen && (() => onOpen(index))}>
          <Image className={styles.image} src={assetUrl(line.image)} mode="aspectFill" lazyLoad />
          <View className={styles.body}>
            <Text className={styles.name}>{line.name}</Text>
            {line.specs && <Text className={styles.specs}>{line.specs}</Text>}
          </View>
          <View className={styles.side}>
            <Text className={styles.price}>¥{formatFen(line.price)}</Text>
            <Text className={styles.quantity}>×{line.quantity}</Text>
          </View>
        </View>
      ))}
    </View>
  )
}
