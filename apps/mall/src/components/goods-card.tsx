import { Image, Text, View } from '@tarojs/components'
import type { GoodsCard as Goods } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { assetUrl } from '../lib/http/config'
import styles from './goods-card.module.css'

/** A goods in a list: image, name, the price to pay (an activity price first) and the crossed-out list price. */
export function GoodsCard({ goods, onClick }: { goods: Goods; onClick?: () => void }) {
  const pay = goods.activityPrice ?? goods.price
  const was = Math.max(goods.marketingPrice, goods.price)
  return (
    <View className={styles.card} onClick={onClick}>
      <View className={styles.media}>
        {/* The name follows as text: the picture is not read out twice. */}
        <Image
          className={styles.image}
          src={assetUrl(goods.mainImage, 375)}
          mode="aspectFill"
          lazyLoad
          imgProps={{ alt: '' }}
        />
        {goods.sellOut && <Text className={styles.soldOut}>已售罄</Text>}
      </View>
      <View className={styles.body}>
        <View className={styles.name}>{goods.name}</View>
        {goods.subtitle && <View className={styles.subtitle}>{goods.subtitle}</View>}
        <View className={styles.prices}>
          <Text className={styles.price}>
            <Text className={styles.yuan}>¥</Text>
            {formatFen(pay)}
          </Text>
          {was > pay && <Text className={styles.was}>¥{formatFen(was)}</Text>}
        </View>
      </View>
    </View>
  )
}
