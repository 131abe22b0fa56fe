import { Text, View } from '@tarojs/components'
import styles from './status-banner.module.css'

/**
 * The brand-coloured head of a record's page (an invoice, a refund): where it stands, and a line or two on what
 * happens next. It bleeds over the page's padding, as the top of the page.
 */
export function StatusBanner({ label, hints }: { label: string; hints: readonly (string | null | false)[] }) {
  return (
    <View className={styles.banner}>
      <Text className={styles.label}>{label}</Text>
      {hints.filter(Boolean).map((hint) => (
        <Text key={hint as string} className={styles.hint}>
          {hint}
        </Text>
      ))}
    </View>
  )
}
