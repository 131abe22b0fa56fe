import Taro from '@tarojs/taro'
import { client } from '../../platform/client'

/** Spec §9: the navigation bar is at least 40 px high (80 in the app shell), the app's status bar at most 40. */
export const NAV_MIN_HEIGHT = 40
export const APP_NAV_MIN_HEIGHT = 80
export const APP_STATUS_BAR_CAP = 40

export interface NavBarInput {
  statusBarHeight: number
  /** The mini-program capsule (menu button) rect; absent in H5. */
  menuButton?: { top: number; height: number } | null
  inAppShell: boolean
}

export interface NavBarLayout {
  statusBarHeight: number
  navHeight: number
}

/** The nav bar lines up with the capsule: as much space above it as below, never under the minimum. */
export function navBarLayout({ statusBarHeight, menuButton, inAppShell }: NavBarInput): NavBarLayout {
  const status = inAppShell ? Math.min(statusBarHeight, APP_STATUS_BAR_CAP) : statusBarHeight
  const fromCapsule =
    menuButton && menuButton.height > 0 ? (menuButton.top - statusBarHeight) * 2 + menuButton.height : 0
  return { statusBarHeight: status, navHeight: Math.max(fromCapsule, inAppShell ? APP_NAV_MIN_HEIGHT : NAV_MIN_HEIGHT) }
}

/** Reads the device once: status bar height and the capsule rect (weapp only). */
export function readNavBarLayout(inAppShell: boolean): NavBarLayout {
  const { statusBarHeight = 0 } = Taro.getSystemInfoSync()
  const menuButton = client.menuButton()
  return navBarLayout({ statusBarHeight, menuButton, inAppShell })
}
