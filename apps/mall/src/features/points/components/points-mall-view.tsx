import { Image, Text, View } from '@tarojs/components'
import type { PointsGoodsItem } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { Empty } from '../../../components/states'
import { assetUrl } from '../../../lib/http/config'
import styles from './points-mall-view.module.css'

/** What a points goods costs: 1500积分, or 300积分+¥9.90. */
export const pointsPrice = (item: Pick<PointsGoodsItem, 'points' | 'cash'>) =>
  `${item.points}积分${item.cash > 0 ? `+¥${formatFen(item.cash)}` : ''}`

/** Why a points goods cannot be redeemed now (null: it can). */
function refusal(item: PointsGoodsItem, balance: number | null): string | null {
  if (item.status === 'upcoming') return '即将开始'
  if (item.status === 'ended') return '已结束'
  if (item.left <= 0) return '已兑完'
  if (item.bought >= item.limitPerCustomer) return '已达限兑'
  if (balance !== null && balance < item.points) return '积分不足'
  return null
}

/**
 * 积分商城 (buy_bonusPoint): the shopper's balance, then each goods with its points (and cash), what is left, the
 * limit, and 立即兑换 (the checkout follows) or why not.
 */
export function PointsMallView({
  balance,
  items,
  onRedeem,
  onOpenGoods,
}: {
  balance: number | null
  items: PointsGoodsItem[]
  onRedeem: (item: PointsGoodsItem) => void
  onOpenGoods: (goodsId: number) => void
}) {
  return (
    <View className={styles.page}>
      <View className={styles.hero}>
        <Text className={styles.heroLabel}>我的积分</Text>
        <Text className={styles.balance}>{balance ?? '登录后查看'}</Text>
      </View>
      {items.length === 0 ? (
        <Empty mark="积" title="暂无可兑换的商品" hint="去签到、抽奖攒积分吧" />
      ) : (
        items.map((item) => {
          const why = refusal(item, balance)
          return (
            <View key={item.id} className={styles.goods} onClick={() => onOpenGoods(item.goodsId)}>
              <Image className={styles.image} src={assetUrl(item.image, 220)} mode="aspectFill" lazyLoad />
              <View className={styles.body}>
                <Text className={styles.name}>{item.title}</Text>
                <Text className={styles.rule}>
                  剩余{Math.max(0, item.left)}件 · 每人限兑{item.limitPerCustomer}件
                </Text>
                <View className={styles.priceRow}>
                  <Text className={styles.price}>{pointsPrice(item)}</Text>
                  <Text className={styles.origin}>¥{formatFen(item.price)}</Text>
                </View>
                <View className={styles.action} onClick={(e) => e.stopPropagation()}>
                  <Button size="small" disabled={why !== null} onClick={() => why === null && onRedeem(item)}>
                    {why ?? '立即兑换'}
                  </Button>
                </View>
              </View>
            </View>
          )
        })
      )}
    </View>
  )
}
