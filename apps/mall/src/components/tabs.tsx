import { Text, View } from '@tarojs/components'
import styles from './tabs.module.css'

/**
 * A page's tab strip across its full width (coupons, the guide's work, the counter portal, the distributor's records):
 * `inset` when it sits below a header instead of at the page's top edge.
 */
export function Tabs<K extends string | undefined>({
  tabs,
  value,
  inset = false,
  onChange,
}: {
  tabs: readonly { key: K; text: string }[]
  value: K
  inset?: boolean
  onChange: (key: K) => void
}) {
  return (
    <View className={`${styles.tabs} ${inset ? styles.inset : ''}`} role="tablist">
      {tabs.map((t) => (
        <View
          key={t.text}
          className={`${styles.tab} ${t.key === value ? styles.tabOn : ''}`}
          role="tab"
          aria-selected={t.key === value}
          onClick={() => onChange(t.key)}
        >
          <Text>{t.text}</Text>
        </View>
      ))}
    </View>
  )
}
