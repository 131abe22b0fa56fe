import { Text, View } from '@tarojs/components'
import type { Sku } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { Button } from '../../../components/button'
import { useBuyGiftActivities } from '../api/buy-gift-list'
import styles from './buy-gift.module.css'

/**
 * The product page's buy-with-gift offer (买赠, docs/gifts.md), when one of the goods' SKUs is in a running activity:
 * what the purchase gives, and one 买赠购买 per such SKU (the checkout of the activity follows).
 */
export function BuyGiftBar({ skus, onBuy }: { skus: Sku[]; onBuy: (activityId: number, skuId: number) => void }) {
  const { data } = useBuyGiftActivities(skus.length > 0)
  const offers = (data ?? []).flatMap((activity) =>
    skus.filter((sku) => activity.skuIds.includes(sku.id) && !sku.sellOut).map((sku) => ({ activity, sku })),
  )
  const first = offers[0]
  if (!first) return null
  return (
    <View className={styles.section}>
      <Text className={styles.badge}>买赠</Text>
      <Text className={styles.title}>
        {first.activity.name} · 买即赠「{first.activity.couponTitle}」
      </Text>
      <Text className={styles.rule}>支付成功后优惠券自动发放到「我的优惠券」；订单全额退款时收回未使用的券</Text>
      {offers.map(({ activity, sku }) => (
        <Button key={`${activity.id}:${sku.id}`} block onClick={() => onBuy(activity.id, sku.id)}>
          买赠购买 {sku.specifications.map((s) => s.value).join(' ')} ¥{formatFen(sku.price)}
        </Button>
      ))}
    </View>
  )
}

/** The checkout's line of a buy-with-gift order: the coupon its payment gives (nothing while the list loads). */
export function BuyGiftEarns({ activityId }: { activityId: number }) {
  const activity = useBuyGiftActivities().data?.find((a) => a.id === activityId)
  if (!activity) return null
  return (
    <View className={`${styles.section} ${styles.earns}`}>
      <Text className={styles.badge}>买赠</Text>
      <Text className={styles.rule}>支付成功后赠送「{activity.couponTitle}」，自动发放到「我的优惠券」</Text>
    </View>
  )
}
