import { Image, Text, View } from '@tarojs/components'
import type { GroupBuyCard } from '@shop/contracts'
import { ActivityStatus, formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { Empty } from '../../../components/states'
import { assetUrl } from '../../../lib/http/config'
import styles from './group-buy.module.css'

/** group/index: each group buy with its goods, the group price beside the price, its size and 去拼团. */
export function GroupBuyCards({ cards, onOpen }: { cards: GroupBuyCard[]; onOpen: (card: GroupBuyCard) => void }) {
  if (cards.length === 0) return <Empty mark="团" title="暂无拼团活动" hint="去首页看看其他好物吧" />
  return (
    <View className={styles.list}>
      {cards.map((card) => (
        <View key={card.activityId} className={styles.card} onClick={() => onOpen(card)}>
          <Image className={styles.image} src={assetUrl(card.image, 220)} mode="aspectFill" lazyLoad />
          <View className={styles.body}>
            <Text className={styles.name}>{card.goodsName}</Text>
            <Text className={styles.rule}>
              {card.groupSize}人团 · {card.groupHours}小时内成团 · 已成团 {card.succeededGroups}
            </Text>
            <View className={styles.prices}>
              <Text className={styles.groupPrice}>¥{formatFen(card.groupPrice)}</Text>
              <Text className={styles.price}>¥{formatFen(card.price)}</Text>
            </View>
            <Button size="small" disabled={card.status !== ActivityStatus.InProgress}>
              {card.status === ActivityStatus.NotStarted ? '即将开始' : '去拼团'}
            </Button>
          </View>
        </View>
      ))}
    </View>
  )
}
