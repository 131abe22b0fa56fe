import { Image, Text, View } from '@tarojs/components'
import type { GiftView } from '@shop/contracts'
import { assetUrl } from '../../../lib/http/config'
import { BlessingPlayer } from './blessing-player'
import styles from './gift.module.css'

/** The gift as its link shows it: the card, the voice blessing, the goods and the box (no money, no address). */
export function GiftShowcase({ gift }: { gift: GiftView }) {
  const card = gift.customCard
  return (
    <>
      <View className={styles.greeting}>
        <Text className={styles.to}>{card?.to ? `致 ${card.to}：` : '送你一份礼物'}</Text>
        {card?.content && <Text className={styles.words}>{card.content}</Text>}
        <Text className={styles.from}>—— {card?.from || gift.fromNickName}</Text>
        {gift.yuyinBlessing && (
          <View className={styles.actions}>
            <BlessingPlayer path={gift.yuyinBlessing} />
          </View>
        )}
      </View>
      <View className={styles.card}>
        {gift.goods.map((goods, i) => (
          <View key={i} className={styles.goods}>
            <Image className={styles.goodsImage} src={assetUrl(goods.image, 140)} mode="aspectFill" />
            <View className={styles.goodsText}>
              <Text>{goods.name}</Text>
              <Text className={styles.hint}>
                {goods.specs} ×{goods.quantity}
              </Text>
            </View>
          </View>
        ))}
        {gift.package && <Text className={styles.note}>礼盒包装：{gift.package.name}</Text>}
      </View>
    </>
  )
}
