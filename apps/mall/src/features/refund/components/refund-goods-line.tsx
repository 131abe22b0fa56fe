import { Text, View } from '@tarojs/components'
import type { GoodsLine as GoodsLineView } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import type { PropsWithChildren } from 'react'
import { GoodsLine } from '../../../components/goods-line'
import styles from './refund-goods-line.module.css'

/** An order line in a refund: picture, name, specs, units and (when known) the money they return. */
export function RefundGoodsLine({
  line,
  quantity = line.quantity,
  amount,
  children,
}: PropsWithChildren<{ line: GoodsLineView; quantity?: number; amount?: number }>) {
  return (
    <GoodsLine image={line.image} name={line.name} specs={line.specs}>
      <View className={styles.foot}>
        {/* 0 units: a price difference paid back for the line (价保退差). */}
        <Text className={styles.quantity}>{quantity === 0 ? '差价' : `× ${quantity}`}</Text>
        {amount !== undefined && <Text className={styles.amount}>¥{formatFen(amount)}</Text>}
      </View>
      {children}
    </GoodsLine>
  )
}
