/**
 * A small stand-in for @tarojs/taro in the app's tests (vitest.config.ts aliases it): every API the app calls is a
 * vi.fn with a sensible default, storage is a Map, and the page hooks run as React effects. `resetTaro()` before
 * each test restores the defaults; tests program answers with `mockResolvedValueOnce` / `mockImplementation`.
 */
import { useEffect, useRef } from 'react'
import { vi, type Mock } from 'vitest'

type AnyFn = (...args: never[]) => unknown
const defaults = new Map<Mock, AnyFn>()

function mock<F extends AnyFn>(impl: F): Mock<F> {
  const fn = vi.fn(impl)
  defaults.set(fn as unknown as Mock, impl)
  return fn
}

const storage = new Map<string, unknown>()
const ok = async () => ({ errMsg: 'ok' })

/** The page stack getCurrentPages answers (set `stack.length` / push pages in a test). */
export const stack: Array<{ route: string }> = []
let routerParams: Record<string, string> = {}

export function setRouterParams(params: Record<string, string>): void {
  routerParams = params
}

const Taro = {
  request: mock(
    async (_options: { url: string; method?: string; data?: unknown; header?: Record<string, string> }) => ({
      statusCode: 200,
      data: {} as unknown,
      header: {},
      errMsg: 'request:ok',
    }),
  ),
  uploadFile: mock(
    async (_options: { url: string; filePath: string; name: string; header?: Record<string, string> }) => ({
      statusCode: 200,
      data: '{}',
      errMsg: 'uploadFile:ok',
    }),
  ),
  getStorageSync: (key: string): unknown => storage.get(key) ?? '',
  setStorageSync: (key: string, value: unknown) => void storage.set(key, value),
  removeStorageSync: (key: string) => void storage.delete(key),
  showToast: mock(ok),
  showLoading: mock(ok),
  hideLoading: mock(ok),
  showModal: mock(async (_options: { title?: string; content?: string; showCancel?: boolean }) => ({
    confirm: true,
    cancel: false,
    errMsg: 'showModal:ok',
  })),
  showActionSheet: mock(async (_options: { itemList: string[] }) => ({ tapIndex: 0, errMsg: 'showActionSheet:ok' })),
  navigateTo: mock(async (_options: { url: string }) => ({ errMsg: 'navigateTo:ok' })),
  redirectTo: mock(async (_options: { url: string }) => ({ errMsg: 'redirectTo:ok' })),
  switchTab: mock(async (_options: { url: string }) => ({ errMsg: 'switchTab:ok' })),
  reLaunch: mock(async (_options: { url: string }) => ({ errMsg: 'reLaunch:ok' })),
  navigateBack: mock(async (_options?: { delta?: number }) => ({ errMsg: 'navigateBack:ok' })),
  getCurrentPages: mock(() => stack),
  login: mock(async () => ({ code: 'wx-code-1', errMsg: 'login:ok' })),
  getSystemInfoSync: mock(() => ({ statusBarHeight: 20, windowWidth: 375, windowHeight: 812, platform: 'devtools' })),
  getSystemInfo: mock(async () => ({ statusBarHeight: 20, windowWidth: 375, windowHeight: 812 })),
  getMenuButtonBoundingClientRect: mock(() => ({ top: 24, height: 32, width: 87, left: 281, right: 368, bottom: 56 })),
  setTabBarItem: mock(ok),
  setTabBarBadge: mock(async (_options: { index: number; text: string }) => ({ errMsg: 'setTabBarBadge:ok' })),
  removeTabBarBadge: mock(async (_options: { index: number }) => ({ errMsg: 'removeTabBarBadge:ok' })),
  setNavigationBarTitle: mock(ok),
  stopPullDownRefresh: mock(ok),
  onPageNotFound: mock((_cb: () => void) => undefined),
  setClipboardData: mock(async (_options: { data: string }) => ({ errMsg: 'setClipboardData:ok' })),
  requestPayment: mock(
    async (_options: { timeStamp: string; nonceStr: string; package: string; signType?: string; paySign: string }) => ({
      errMsg: 'requestPayment:ok',
    }),
  ),
  getSetting: mock(async () => ({ authSetting: {} as Record<string, boolean>, errMsg: 'getSetting:ok' })),
  openSetting: mock(async () => ({ authSetting: {} as Record<string, boolean>, errMsg: 'openSetting:ok' })),
  chooseImage: mock(async () => ({ tempFilePaths: ['blob:avatar'], tempFiles: [] as unknown[] })),
  pxTransform: (size: number) => `${size / 2}px`,
  eventCenter: { on: vi.fn(), off: vi.fn(), trigger: vi.fn() },
  getEnv: () => 'WEB',
}

export function resetTaro(): void {
  storage.clear()
  stack.splice(0, stack.length, { route: 'pages/index/index' })
  routerParams = {}
  for (const [fn, impl] of defaults) {
    fn.mockReset()
    fn.mockImplementation(impl)
  }
}
resetTaro()

/** Runs once on mount, like Taro's page hooks run once for a page (effects must not return a promise). */
const onMount = (cb: () => unknown) => {
  useEffect(() => void cb(), [])
}

export const useLaunch = onMount
export const useLoad = onMount
export const useReady = onMount
/** The pages' didShow hooks: run on mount, and again by `showAgain` (back from another page, a tab switched to). */
const showHooks = new Set<{ current: () => unknown }>()
export const useDidShow = (cb: () => unknown) => {
  const latest = useRef(cb)
  latest.current = cb
  useEffect(() => {
    void latest.current()
    showHooks.add(latest)
    return () => void showHooks.delete(latest)
  }, [])
}
export function showAgain(): void {
  for (const hook of showHooks) void hook.current()
}
export const useDidHide = (_cb: () => void) => undefined
export const useUnload = (cb: () => void) => useEffect(() => cb, [])
export const usePullDownRefresh = (_cb: () => void) => undefined
export const useReachBottom = (_cb: () => void) => undefined
export const useTabItemTap = (_cb: (item: { index: number }) => void) => undefined
export const useShareAppMessage = (_cb: () => unknown) => undefined
export const useRouter = () => ({ params: routerParams, path: '' })
export const getCurrentInstance = () => ({ router: { params: routerParams, path: '' } })

export default Taro
