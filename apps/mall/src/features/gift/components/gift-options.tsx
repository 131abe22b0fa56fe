import { Text, View } from '@tarojs/components'
import type { GiftOrderSettings } from '@shop/contracts'
import { BlessingRecorder } from './blessing-recorder'
import styles from './gift.module.css'

/**
 * A gift checkout's own part, where the address would be: no address (the friend gives theirs), the claim
 * deadline, the gift box, the card designs (a tap writes its words into the card below) and the voice blessing.
 */
export function GiftOptions({
  settings,
  packageId,
  onPackage,
  onCardWords,
  blessing,
  onBlessing,
}: {
  settings: Omit<GiftOrderSettings, 'goodsIds'>
  /** The box chosen (undefined: the shop's first). */
  packageId: string | undefined
  onPackage: (packageId: string) => void
  onCardWords: (content: string) => void
  blessing: string | null
  onBlessing: (path: string | null) => void
}) {
  const chosenBox = packageId ?? settings.packages[0]?.id
  return (
    <View className={styles.card}>
      <Text className={styles.title}>送给好友</Text>
      <Text className={styles.hint}>
        无需填写收货地址：付款后把礼物送给好友，由好友填写自己的地址。{settings.expiryHours}
        小时内未被领取，将自动全额退款。
      </Text>
      {settings.packages.length > 0 && (
        <View className={styles.choices} role="radiogroup" aria-label="礼盒">
          {settings.packages.map((box) => (
            <View
              key={box.id}
              role="radio"
              aria-checked={box.id === chosenBox}
              className={`${styles.choice} ${box.id === chosenBox ? styles.chosen : ''}`}
              onClick={() => onPackage(box.id)}
            >
              {box.name}
            </View>
          ))}
        </View>
      )}
      {settings.cards.length > 0 && (
        <View className={styles.choices} aria-label="贺卡样式">
          {settings.cards.map((design) => (
            <View
              key={design.id}
              role="button"
              className={styles.choice}
              onClick={() => onCardWords(design.suggestedContent)}
            >
              {design.name}
            </View>
          ))}
        </View>
      )}
      <BlessingRecorder path={blessing} onChange={onBlessing} />
    </View>
  )
}
