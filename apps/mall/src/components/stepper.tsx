import { Text, View } from '@tarojs/components'
import styles from './stepper.module.css'

/**
 * The quantity stepper: − n + within min…max (a button past its bound is greyed and does nothing). A tap does not
 * reach what the stepper sits on (a cart line opens its goods when tapped).
 */
export function Stepper({
  value,
  min,
  max,
  label,
  countLabel = label,
  onChange,
}: {
  value: number
  min: number
  max: number
  /** What is counted, for screen readers: the buttons are 减少{label} / 增加{label}. */
  label: string
  /** The number's own label, when it says more than `label`. */
  countLabel?: string
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
      <Text className={styles.count} aria-label={countLabel}>
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
