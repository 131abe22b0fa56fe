import { Text, View } from '@tarojs/components'
import type { Wish } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import type { ReactNode } from 'react'
import { Card } from '../../../components/card'
import { GoodsLine } from '../../../components/goods-line'
import styles from './wish-card.module.css'

/**
 * A wish as the wish list and its detail show it: the goods wished for (or the customer's own words), the note,
 * who wished it (for their distributor) and its state. `onOpen` makes the card a link; `footer` holds actions.
 */
export function WishCard({ wish, onOpen, footer }: { wish: Wish; onOpen?: () => void; footer?: ReactNode }) {
  const { goods, customer } = wish
  return (
    <Card label={`心愿 ${wish.id}`} onClick={onOpen}>
      <View className={styles.head}>
        <Text className={styles.who}>
          {customer
            ? `${customer.nickName}${customer.mobile ? ` · ${customer.mobile}` : ''}`
            : formatChinaDate(wish.createTime)}
        </Text>
        <Text className={`${styles.status} ${styles[wish.status]}`}>{wish.statusLabel}</Text>
      </View>
      {goods ? (
        <GoodsLine
          image={goods.image ?? ''}
          name={goods.name}
          specs={goods.specifications}
          aside={
            <View className={styles.aside}>
              <Text>{goods.price === null ? '已下架' : `¥${formatFen(goods.price)}`}</Text>
              <Text className={styles.quantity}>×{wish.quantity}</Text>
            </View>
          }
        >
          {wish.text && <Text className={styles.note}>“{wish.text}”</Text>}
        </GoodsLine>
      ) : (
        <View className={styles.custom}>
          <Text className={styles.mark}>愿</Text>
          <Text className={styles.words}>{wish.text}</Text>
        </View>
      )}
      {footer}
    </Card>
  )
}
