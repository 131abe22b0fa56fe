import { createStore, useStore } from './store'

/** One entry of the server's tab list (navigateBar/all), kept for the tab taps: linkUrl, when set, wins. */
export interface TabSetting {
  index: number
  text: string
  pagePath: string
  linkUrl: string | null
}

/** The common state of spec §3, as far as the app uses it so far. */
export interface CommonState {
  /** How the app was opened (mini-program scene value; 0 in H5). */
  scene: number
  statusBarHeight: number
  /** Height of the navigation bar below the status bar (spec §9: at least 40, 80 in the app shell). */
  navHeight: number
  /** Query of the last category target (navigation stores them before switching to the category tab). */
  categoryId: string | null
  item: string | null
  tabbar: { setting: TabSetting[] }
  /** The receiving address the shopper picked for the checkout (address list in select mode, or a new one). */
  payAddressId: number | null
  /** The share the app was opened with (a mini-program code's scene, an H5 link's `scene`): sent at login, bound on entry. */
  shareValue: string | null
  /** A share of another distributor is being offered to the customer (the change-binding question is open). */
  showChangeBind: boolean
}

export const commonState = createStore<CommonState>({
  scene: 0,
  statusBarHeight: 0,
  navHeight: 40,
  categoryId: null,
  item: null,
  tabbar: { setting: [] },
  payAddressId: null,
  shareValue: null,
  showChangeBind: false,
})

export function setCommon(patch: Partial<CommonState>): void {
  commonState.set((s) => ({ ...s, ...patch }))
}

export function useCommon(): CommonState {
  return useStore(commonState)
}
