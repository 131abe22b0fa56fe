import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { ensureSession, sessionStore } from '../session.store'

/**
 * For taps that need a logged-in customer (favorite, like, comment): true when the shopper is one (after the
 * launch login has answered); otherwise the login page opens, which comes back to this page afterwards.
 */
export async function requireCustomer(): Promise<boolean> {
  await ensureSession().catch(() => undefined)
  if (sessionStore.get().status === 'customer') return true
  void navigate(url(PAGES.login))
  return false
}
