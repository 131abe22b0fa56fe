import { useEffect, type PropsWithChildren } from 'react'
import Taro, { useLaunch } from '@tarojs/taro'
import { bindEntryShare } from './features/distribution'
import { ensureSession, logout, refreshProfile, signInWithAppToken } from './features/session'
import { setCommon } from './lib/state/common-state'
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

function App({ children }: PropsWithChildren) {
  useLaunch((options) => {
    // A distributor's share: a mini-program code's scene, or an H5 link's `scene` (docs/distribution.md).
    const share = (options?.query as Record<string, string> | undefined)?.scene ?? null
    setCommon({ scene: options?.scene ?? 0, shareValue: share, ...readNavBarLayout(isInAppShell()) })
    // A failed launch login leaves a visitor; the next page that needs the session tries again.
    ensureSession().then(
      (session) => void (share && session.status === 'customer' && bindEntryShare(share)),
      () => undefined,
    )
  })

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
