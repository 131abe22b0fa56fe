import { Text, View } from '@tarojs/components'
import { ActivityStatus, formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { useGroupBuyOfGoods } from '../api/group-buy-of-goods'
import { GroupList } from './group-list'
import styles from './group-buy.module.css'

export interface GroupBuyBarActions {
  /** 单独购买: the SKU at its own price (the ordinary buy-now). */
  alone: (skuId: number) => void
  /** 发起拼团: opens a group (the checkout follows). */
  open: (activityId: number, skuId: number) => void
  join: (groupId: number) => void
  all: (activityId: number) => void
}

/** The product page's group buy, when the goods has one: 单独购买 / 发起拼团 and the groups to join. */
export function GroupBuyBar({ goodsId, actions }: { goodsId: number; actions: GroupBuyBarActions }) {
  const { data } = useGroupBuyOfGoods(goodsId)
  const buy = data?.activity
  if (!buy) return null
  const running = buy.status === ActivityStatus.InProgress
  return (
    <View className={styles.section}>
      <Text className={styles.title}>
        {buy.groupSize}人拼团 ¥{formatFen(buy.groupPrice)}
      </Text>
      <Text className={styles.rule}> · {buy.groupHours}小时内成团，未成团自动退款</Text>
      <View className={styles.actions} style={{ marginTop: '20px' }}>
        <Button block variant="secondary" onClick={() => actions.alone(buy.skuId)}>
          单独购买 ¥{formatFen(buy.price)}
        </Button>
        <Button block disabled={!running} onClick={() => actions.open(buy.activityId, buy.skuId)}>
          {running ? `发起拼团 ¥${formatFen(buy.groupPrice)}` : '即将开始'}
        </Button>
      </View>
      {running && buy.groups.length > 0 && (
        <>
          <GroupList groups={buy.groups} onJoin={actions.join} />
          <Text className={styles.rule} onClick={() => actions.all(buy.activityId)}>
            查看全部正在拼团 ›
          </Text>
        </>
      )}
    </View>
  )
}
