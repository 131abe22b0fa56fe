import type { PlatformSubscribe } from './subscribe.types'

/** H5 has no WeChat subscribe messages: the shop tells the customer in 消息通知 (in-site messages) instead. */
export const platformSubscribe: PlatformSubscribe = {
  ask: async () => null,
}
