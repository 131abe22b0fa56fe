import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import styles from './card.module.css'

/** A white block with rounded corners on the page's grey: how a page groups what belongs together. */
export function Card({
  label,
  onClick,
  children,
}: PropsWithChildren<{
  /** What it holds, for screen readers. */
  label?: string
  /** The whole card opens something (it is then a link). */
  onClick?: () => void
}>) {
  return (
    <View className={styles.card} role={onClick ? 'link' : undefined} aria-label={label} onClick={onClick}>
      {children}
    </View>
  )
}
