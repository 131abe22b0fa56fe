import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { PropsWithChildren, ReactNode } from 'react'
import { isTabPage } from '../lib/navigation/routes'
import styles from './sheet.module.css'
import { client } from '../platform/client'

/** Whether the page on top is a tab page whose tab bar lies inside the page (H5's; weapp's is outside it). */
function overH5TabBar(): boolean {
  if (!client.tabBarInPage) return false
  const pages = Taro.getCurrentPages()
  return isTabPage(pages[pages.length - 1]?.route ?? '')
}

/**
 * A bottom sheet over a dimmed page: a title (or a `header` of its own, the title then only naming the dialog), a
 * close button, its content, and an optional footer that stays.
 */
export function Sheet({
  title,
  header,
  onClose,
  footer,
  children,
}: PropsWithChildren<{ title: string; header?: ReactNode; onClose: () => void; footer?: ReactNode }>) {
  return (
    <View className={`${styles.mask} ${overH5TabBar() ? styles.overTabs : ''}`} onClick={onClose}>
      <View className={styles.sheet} role="dialog" aria-label={title} onClick={(e) => e.stopPropagation()}>
        <View className={header ? styles.ownHead : styles.head}>
          {header ?? <Text className={styles.title}>{title}</Text>}
          <View className={styles.close} role="button" aria-label="关闭" onClick={onClose}>
            ×
          </View>
        </View>
        <View className={styles.body}>{children}</View>
        {footer && <View className={styles.footer}>{footer}</View>}
      </View>
    </View>
  )
}
