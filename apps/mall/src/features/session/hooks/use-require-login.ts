import { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pathOf, url } from '../../../lib/navigation/routes'
import { ensureSession, useSession, type SessionState } from '../session.store'

/**
 * For pages that need a logged-in customer: waits for the launch login, then sends a visitor to the login page in
 * place of this page (so going back does not return here), which comes back here once logged in.
 */
export function useRequireLogin(): SessionState {
  const session = useSession()
  const { path, params } = useRouter()
  // Taro's H5 router adds page stamps of its own to the query.
  const { stamp: _stamp, $taroTimestamp: _time, ...query } = params
  const here = url(pathOf(path), query)
  useEffect(() => {
    ensureSession().catch(() => undefined)
  }, [])
  useEffect(() => {
    if (session.status === 'visitor') void navigate(url(PAGES.login, { redirect: here }), { replace: true })
  }, [session.status, here])
  return session
}
