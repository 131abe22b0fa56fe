import { Text, View } from '@tarojs/components'
import styles from './quantity-stepper.module.css'

/** − n + within min…max. */
export function QuantityStepper({
  value,
  min,
  max,
  label,
  onChange,
}: {
  value: number
  min: number
  max: number
  /** What is counted, for screen readers. */
  label: string
  onChange: (value: number) => void
}) {
  const canDecrease = value > min
  const canIncrease = value < max
  return (
    <View className={styles.stepper} onClick={(e) => e.stopPropagation()}>
      <View
        className={`${styles.step} ${canDecrease ? '' : styles.off}`}
        role="button"
        aria-label={`减少${label}`}
        aria-disabled={!canDecrease}
        onClick={() => canDecrease && onChange(value - 1)}
      >
        −
      </View>
      <Text className={styles.count} aria-label={label}>
        {value}
      </Text>
      <View
        className={`${styles.step} ${canIncrease ? '' : styles.off}`}
        role="button"
        aria-label={`增加${label}`}
        aria-disabled={!canIncrease}
        onClick={() => canIncrease && onChange(value + 1)}
      >
        +
      </View>
    </View>
  )
}
