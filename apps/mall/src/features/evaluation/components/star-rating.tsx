import { Text, View } from '@tarojs/components'
import { RATING_MAX, RATING_WORDS } from '../evaluation-rules'
import styles from './star-rating.module.css'

const STARS = Array.from({ length: RATING_MAX }, (_, i) => i + 1)

/**
 * Five stars. With `onChange` the shopper picks 1–5 (a tap on a star sets that many) and the word for it shows;
 * without, it shows a rating (an average rounds to the nearest star).
 */
export function StarRating({
  value,
  onChange,
  small = false,
  label = '评分',
}: {
  value: number
  onChange?: (rating: number) => void
  small?: boolean
  label?: string
}) {
  const filled = Math.round(value)
  const starClass = (n: number) => `${styles.star} ${small ? styles.small : ''} ${n <= filled ? styles.on : ''}`
  if (!onChange) {
    return (
      <View className={styles.stars} role="img" aria-label={`${value}星`}>
        {STARS.map((n) => (
          <Text key={n} className={starClass(n)}>
            ★
          </Text>
        ))}
      </View>
    )
  }
  return (
    <View className={styles.stars} role="radiogroup" aria-label={label}>
      {STARS.map((n) => (
        <View
          key={n}
          className={starClass(n)}
          role="radio"
          aria-checked={n === value}
          aria-label={`${n}星`}
          onClick={() => onChange(n)}
        >
          ★
        </View>
      ))}
      {value > 0 && <Text className={styles.word}>{RATING_WORDS[value]}</Text>}
    </View>
  )
}
