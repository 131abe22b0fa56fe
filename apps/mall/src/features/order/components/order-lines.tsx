import { Text, View } from '@tarojs/components'
import type { OrderLineView } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { GoodsLine } from '../../../components/goods-line'
import styles from './order-lines.module.css'

export type OrderLineLike = Pick<OrderLineView, 'name' | 'image' | 'specs' | 'price' | 'quantity'>

/** An order's lines as ordered: picture, name, specs, unit price × quantity. */
export function OrderLines({ lines, onOpen }: { lines: readonly OrderLineLike[]; onOpen?: (index: number) => void }) {
  return (
    <View>
      {lines.map((line, index) => (
        <GoodsLine
          key={index}
          image={line.image}
          name={line.name}
          specs={line.specs}
          onClick={onOpen && (() => onOpen(index))}
          aside={
            <>
              <Text className={styles.price}>¥{formatFen(line.price)}</Text>
              <Text className={styles.quantity}>×{line.quantity}</Text>
            </>
          }
        />
      ))}
    </View>
  )
}
