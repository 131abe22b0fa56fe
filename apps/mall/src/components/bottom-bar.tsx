import { View } from '@tarojs/components'
import type { PropsWithChildren } from 'react'
import styles from './bottom-bar.module.css'
import { client } from '../platform/client'

/**
 * A page's actions in a bar fixed to the bottom of the screen, in a row (pushed to the right unless one of them
 * grows), clear of the phone's home indicator. A spacer of the bar's height ends the page's flow, so that its last
 * content can scroll out from under the bar. `className` lays out the contents (a gap, a fixed height); the bar's
 * place and look are its own. `overTabs`: on a tab page the bar sits on the tab bar, which keeps the safe area.
 */
export function BottomBar({
  overTabs = false,
  className = '',
  children,
}: PropsWithChildren<{ overTabs?: boolean; className?: string }>) {
  const place = overTabs ? `${styles.overTabs} ${client.tabBarInPage ? styles.overH5Tabs : ''}` : ''
  return (
    <>
      <View className={`${styles.spacer} ${overTabs ? styles.spacerOverTabs : ''}`} />
      <View className={`${styles.bar} ${place} ${className}`}>{children}</View>
    </>
  )
}
