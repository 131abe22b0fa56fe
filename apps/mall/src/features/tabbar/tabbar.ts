import Taro, { useDidShow, useTabItemTap } from '@tarojs/taro'
import type { NavigationSetting } from '@shop/contracts'
import { showCartBadge } from '../../lib/state/cart-count'
import { commonState, setCommon, type TabSetting } from '../../lib/state/common-state'
import { navigate } from '../../lib/navigation/navigation'
import { TABS, pathOf } from '../../lib/navigation/routes'
import { fetchNavigateBar } from './api/navigate-bar-all'
import { client } from '../../platform/client'

/**
 * The tab bar is the platform's own: app.config.ts lists the five built-in tabs, which are also the fallback.
 * The server's list (navigateBar/all) renames tabs and changes their icons through setTabBarItem, matched by
 * pagePath; a tab whose linkUrl is set opens that link when tapped (linkUrl wins over pagePath).
 */
interface TabEntry extends TabSetting {
  iconPath: string | null
  selectedIconPath: string | null
}

export function tabEntriesFrom(list: readonly NavigationSetting[]): TabEntry[] {
  return [...list]
    .sort((a, b) => a.sort - b.sort)
    .flatMap((s): TabEntry[] => {
      const index = TABS.findIndex((t) => t.pagePath === pathOf(s.pagePath))
      const tab = TABS[index]
      if (!tab) return []
      const { iconPath, selectedIconPath } = s
      return [
        {
          index,
          text: s.text || tab.text,
          pagePath: tab.pagePath,
          linkUrl: s.linkUrl || null,
          iconPath,
          selectedIconPath,
        },
      ]
    })
}

/** The link a tapped tab opens instead of its page, if the server configured one. */
export function tabLinkAt(index: number, settings: readonly TabSetting[]): string | null {
  const s = settings.find((t) => t.index === index)
  return s?.linkUrl && pathOf(s.linkUrl) !== s.pagePath ? s.linkUrl : null
}

/**
 * Server icons the platform can show: the mini-program takes package paths (`/assets/tabbar/…`, as seeded),
 * H5 takes web addresses (its own icons are bundled under other names). Otherwise the built-in icons stay.
 */
export function usableIcon(path: string | null): string | null {
  return path && client.showsTabIcon(path) ? path : null
}

let applied: Promise<void> | null = null

/** Loads the server's list once and applies it; on failure the built-in tabs stay and the next tab page retries. */
function applyServerTabs(): Promise<void> {
  applied ??= fetchNavigateBar()
    .then(async ({ navigationSettings }) => {
      const entries = tabEntriesFrom(navigationSettings)
      setCommon({
        tabbar: { setting: entries.map(({ index, text, pagePath, linkUrl }) => ({ index, text, pagePath, linkUrl })) },
      })
      for (const e of entries) {
        const [iconPath, selectedIconPath] = [usableIcon(e.iconPath), usableIcon(e.selectedIconPath)]
        const icons = iconPath && selectedIconPath ? { iconPath, selectedIconPath } : {}
        // A platform that refuses the server's icons still gets the text.
        await Taro.setTabBarItem({ index: e.index, text: e.text, ...icons }).catch(() =>
          Taro.setTabBarItem({ index: e.index, text: e.text }),
        )
      }
    })
    .catch(() => {
      applied = null
    })
  return applied
}

/** Every tab page calls this once: applies the server's tab list and the cart badge, follows a tapped tab's link. */
export function useTabBar(): void {
  useDidShow(() => {
    void applyServerTabs()
    void showCartBadge()
  })
  useTabItemTap(({ index }) => {
    const link = tabLinkAt(Number(index), commonState.get().tabbar.setting)
    // Runs after the platform's own switch to the tab (H5 tells the page before it switches).
    if (link) setTimeout(() => void navigate(link), 0)
  })
}
