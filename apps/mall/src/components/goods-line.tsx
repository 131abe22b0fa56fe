import { Image, Text, View } from '@tarojs/components'
import type { PropsWithChildren, ReactNode } from 'react'
import { assetUrl } from '../lib/http/config'
import styles from './goods-line.module.css'

/**
 * One line of goods as the order, refund and review pages show it: the picture, the name (two lines at most) and
 * the specs; `aside` stands on the right (price and units, a badge), `children` under the specs.
 */
export function GoodsLine({
  image,
  name,
  specs,
  compact = false,
  aside,
  onClick,
  children,
}: PropsWithChildren<{
  image: string
  name: string
  specs?: string
  /** A smaller picture, centred beside the text (a heading over a form). */
  compact?: boolean
  aside?: ReactNode
  onClick?: () => void
}>) {
  return (
    <View className={`${styles.line} ${compact ? styles.compact : ''}`} onClick={onClick}>
      <Image className={styles.image} src={assetUrl(image, 144)} mode="aspectFill" lazyLoad />
      <View className={styles.body}>
        <Text className={styles.name}>{name}</Text>
        {specs && <Text className={styles.specs}>{specs}</Text>}
        {children}
      </View>
      {aside !== undefined && <View className={styles.aside}>{aside}</View>}
    </View>
  )
}
