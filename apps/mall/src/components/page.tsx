import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import styles from './page.module.css'

/** Every page's root: the shop's palette (CSS variables) and background. `flush` drops the side padding. */
export function Page({ children, flush = false }: PropsWithChildren<{ flush?: boolean }>) {
  return <View className={`${styles.page} ${flush ? styles.flush : ''}`}>{children}</View>
}
