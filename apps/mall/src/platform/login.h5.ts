import type { PlatformLogin } from './login.types'

export const platformLogin: PlatformLogin = {
  wechatCode: async () => null,
}
