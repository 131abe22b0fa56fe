import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import { BRAND_COLOR } from '../lib/display/theme'
import styles from './keyword-section.module.css'

/** A titled group of keyword chips (search history, hot searches); with `onClear`, a 清空 that asks first. */
export function KeywordSection({
  title,
  keywords,
  onPick,
  onClear,
}: {
  title: string
  keywords: readonly string[]
  onPick: (keyword: string) => void
  onClear?: () => Promise<void>
}) {
  if (keywords.length === 0) return null
  const clear = async () => {
    const { confirm } = await Taro.showModal({
      title: '提示',
      content: `确定清空${title}吗？`,
      confirmText: '清空',
      confirmColor: BRAND_COLOR,
    })
    if (confirm) await onClear?.()
  }
  return (
    <View className={styles.section}>
      <View className={styles.head}>
        <Text className={styles.title}>{title}</Text>
        {onClear && (
          <Text className={styles.clear} onClick={() => void clear()}>
            清空
          </Text>
        )}
      </View>
      <View className={styles.chips}>
        {keywords.map((k) => (
          <Text key={k} className={styles.chip} onClick={() => onPick(k)}>
            {k}
          </Text>
        ))}
      </View>
    </View>
  )
}
