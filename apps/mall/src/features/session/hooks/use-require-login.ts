import { useEffect } from 'react'
import { navigate } from '../../../lib/navigation'
import { PAGES, url } from '../../../lib/routes'
import { ensureSession, useSession, type SessionState } from '../session.store'

/**
 * For pages that need a logged-in customer: waits for the launch login, then sends a visitor to the login page
 * (in place of this page, so that going back does not return here).
 */
export function useRequireLogin(): SessionState {
  const session = useSession()
  useEffect(() => {
    ensureSession().catch(() => undefined)
  }, [])
  useEffect(() => {
    if (session.status === 'visitor') void navigate(url(PAGES.login), { replace: true })
  }, [session.status])
  return session
}
