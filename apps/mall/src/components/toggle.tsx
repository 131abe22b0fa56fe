import { View } from '@tarojs/components'
import styles from './toggle.module.css'

/** An on/off switch (points, default address), the same in weapp and H5. */
export function Toggle({
  on,
  label,
  disabled = false,
  onChange,
}: {
  on: boolean
  label: string
  disabled?: boolean
  onChange: (on: boolean) => void
}) {
  return (
    <View
      className={`${styles.toggle} ${on ? styles.on : ''} ${disabled ? styles.disabled : ''}`}
      role="switch"
      aria-checked={on}
      aria-label={label}
      aria-disabled={disabled}
      onClick={(e) => {
        e.stopPropagation()
        if (!disabled) onChange(!on)
      }}
    >
      <View className={styles.knob} />
    </View>
  )
}
