import Taro from '@tarojs/taro'
import { isPermissionRefusal } from '../lib/device/permission'
import type { PlatformLocation } from './location.types'

/** The mini-program: WeChat's own location, already GCJ-02. */
export const platformLocation: PlatformLocation = {
  async current() {
    try {
      const { latitude, longitude } = await Taro.getLocation({ type: 'gcj02' })
      return { latitude, longitude }
    } catch (error) {
      return isPermissionRefusal(error) ? 'refused' : 'unavailable'
    }
  },
}
