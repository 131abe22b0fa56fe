import { useEffect, useRef, type PropsWithChildren } from 'react'
import Taro, { useLaunch } from '@tarojs/taro'
import { bindEntryShare } from './features/distribution'
import { ensureSession, logout, refreshIfDue, refreshProfile, signInWithAppToken, useSession } from './features/session'
import { setCommon, useCommon } from './lib/state/common-state'
import { PAGES, url } from './lib/navigation/routes'
import { readNavBarLayout } from './lib/device/system-info'
// Loaded at launch so that events queued before the app last closed are sent now (the queue polls on its own).
import './lib/http/tracking'
import { isInAppShell, startBridge } from './platform/bridge'
import './app.css'

// Spec §2: an unknown page goes home (entering by a stale link or share; navigate() covers taps).
Taro.onPageNotFound(() => {
  void Taro.reLaunch({ url: url(PAGES.home) })
})

// Timers sleep with a hidden page or a backgrounded mini-program: back on screen, the token may be due a refresh.
Taro.onAppShow(() => void refreshIfDue())

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    // A distributor's share: a mini-program code's scene, or an H5 link's `scene` (docs/distribution.md).
    const share = (options?.query as Record<string, string> | undefined)?.scene ?? null
    setCommon({ scene: options?.scene ?? 0, shareValue: share, ...readNavBarLayout(isInAppShell()) })
    // A failed launch login leaves a visitor; the next page that needs the session tries again.
    ensureSession().catch(() => undefined)
  })

  // The share binds once there is a customer: at once after the launch login, or after a visitor signs in.
  const { status } = useSession()
  const { shareValue } = useCommon()
  const bound = useRef<string | null>(null)
  useEffect(() => {
    if (status !== 'customer' || !shareValue || bound.current === shareValue) return
    bound.current = shareValue
    void bindEntryShare(shareValue)
  }, [status, shareValue])

  useEffect(
    () =>
      startBridge({
        refreshProfile,
        appLogin: signInWithAppToken,
        logout,
      }),
    [],
  )

  return children
}

export default App
