import { Text, View } from '@tarojs/components'
import type { GoodsPromotion } from '@shop/contracts'
import { formatChinaDate } from '@shop/domain'
import { useState } from 'react'
import { Sheet } from '../../../components/sheet'
import { useGoodsPromotions } from '../api/goods-promotions'
import styles from './goods-promotions.module.css'

/** The tags of the promotions covering one SKU, once each (满减, 满赠…), for a cart line. */
export function promotionTagsOf(promotions: readonly GoodsPromotion[] | undefined, skuId: number): string[] {
  return [...new Set((promotions ?? []).filter((p) => p.skuIds.includes(skuId)).map((p) => p.tag))]
}

/**
 * The product page's 促销 row (goods_promotion): the promotions the goods takes part in, their one-line offers, and
 * a sheet with each one's name and end. Nothing when it takes part in none (or the call failed).
 */
export function GoodsPromotions({ skuIds }: { skuIds: readonly number[] }) {
  const { data } = useGoodsPromotions(skuIds)
  const [open, setOpen] = useState(false)
  if (!data || data.length === 0) return null
  return (
    <>
      <View className={styles.row} role="button" aria-label="查看促销" onClick={() => setOpen(true)}>
        <Text className={styles.label}>促销</Text>
        <View className={styles.lines}>
          {data.slice(0, 2).map((p) => (
            <View key={p.promotionId} className={styles.line}>
              <Text className={styles.tag}>{p.tag}</Text>
              <Text className={styles.summary}>{p.summary}</Text>
            </View>
          ))}
        </View>
        <Text className={styles.chevron}>›</Text>
      </View>
      {open && (
        <Sheet title="促销活动" onClose={() => setOpen(false)}>
          {data.map((p) => (
            <View key={p.promotionId} className={styles.item}>
              <View className={styles.line}>
                <Text className={styles.tag}>{p.tag}</Text>
                <Text className={styles.summary}>{p.summary}</Text>
              </View>
              <Text className={styles.meta}>
                {p.name} · {formatChinaDate(p.endAt)} 结束
              </Text>
            </View>
          ))}
          <Text className={styles.note}>加入购物车后按实际优惠结算</Text>
        </Sheet>
      )}
    </>
  )
}
