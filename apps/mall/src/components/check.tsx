import { View } from '@tarojs/components'
import styles from './check.module.css'

/** A round tick box (cart lines, select all, a chosen coupon or address). */
export function Check({
  checked,
  partial = false,
  disabled = false,
  label,
  onClick,
}: {
  checked: boolean
  /** Some but not all (select all). */
  partial?: boolean
  disabled?: boolean
  /** What it ticks, for screen readers. */
  label?: string
  onClick?: () => void
}) {
  const className = [styles.check, checked && styles.on, partial && !checked && styles.partial, disabled && styles.off]
    .filter(Boolean)
    .join(' ')
  return (
    <View
      className={className}
      role="checkbox"
      aria-checked={checked ? 'true' : partial ? 'mixed' : 'false'}
      aria-disabled={disabled}
      aria-label={label}
      onClick={(e) => {
        e.stopPropagation()
        if (!disabled) onClick?.()
      }}
    />
  )
}
