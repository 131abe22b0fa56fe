// The session feature's public interface: what the app and the pages use.
export {
  ensureSession,
  logout,
  refreshProfile,
  refreshUnreadCount,
  setProfile,
  setUnreadCount,
  signInWithAppToken,
  useSession,
  type SessionState,
} from './session.store'
export { useRequireLogin } from './hooks/use-require-login'
export { requireCustomer } from './hooks/require-customer'
export { takePendingAction } from './pending-action'
export { mobileError } from './login-rules'
export { LoginForm } from './components/login-form'
export { createMember } from './api/create-member'
export { updateBasicInfo } from './api/update-basic-info'
export { uploadAvatar } from './api/upload-avatar'
export { refreshIfDue } from './token-refresh'
