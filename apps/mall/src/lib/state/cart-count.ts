import Taro from '@tarojs/taro'
import { PAGES, TABS } from '../navigation/routes'
import { createStore } from './store'

/**
 * The number on the cart tab: the sum of the cart's quantities (spec §4). The session sets it on login and logout,
 * the cart after every change; whatever sets it, the badge follows.
 */
export const cartCount = createStore(0)

const CART_TAB_INDEX = TABS.findIndex((t) => t.pagePath === PAGES.cart)

export function setCartCount(count: number): void {
  cartCount.set(Math.max(0, Math.trunc(count)))
}

/** The badge's text: nothing at 0, the count up to 99, then 99+. */
export function badgeText(count: number): string | null {
  if (count <= 0) return null
  return count > 99 ? '99+' : String(count)
}

/**
 * Shows the count on the cart tab. The platform refuses while no tab page is up (a sub-package page at launch,
 * the H5 tab bar not mounted yet): the tab pages apply it again whenever they show.
 */
export async function showCartBadge(): Promise<void> {
  const text = badgeText(cartCount.get())
  try {
    if (text) await Taro.setTabBarBadge({ index: CART_TAB_INDEX, text })
    else await Taro.removeTabBarBadge({ index: CART_TAB_INDEX })
  } catch {
    // not on a tab page now; applied again when one shows
  }
}

cartCount.subscribe(() => void showCartBadge())
