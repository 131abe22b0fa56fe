import Taro from '@tarojs/taro'
import type { PlatformLogin } from './login.types'

export const platformLogin: PlatformLogin = {
  wechatCode: async () => (await Taro.login()).code,
}
