import { Image, Text, View } from '@tarojs/components'
import type { GoodsLine } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import type { PropsWithChildren } from 'react'
import { assetUrl } from '../../../lib/config'
import styles from './goods-line.module.css'

/** An order line in a refund: picture, name, specs, units and (when known) the money they return. */
export function RefundGoodsLine({
  line,
  quantity = line.quantity,
  amount,
  children,
}: PropsWithChildren<{ line: GoodsLine; quantity?: number; amount?: number }>) {
  return (
    <View className={styles.line}>
      <Image className={styles.image} src={assetUrl(line.image)} mode="aspectFill" lazyLoad />
      <View className={styles.body}>
        <Text className={styles.name}>{line.name}</Text>
        {line.specs && <Text className={styles.specs}>{line.specs}</Text>}
        <View className={styles.foot}>
          <Text className={styles.quantity}>× {quantity}</Text>
          {amount !== undefined && <Text className={styles.amount}>¥{formatFen(amount)}</Text>}
        </View>
        {children}
      </View>
    </View>
  )
}
