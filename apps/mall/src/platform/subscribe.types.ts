/** What the customer answered per template id (WeChat's requestSubscribeMessage answer), or null where none is asked. */
export type SubscribeAnswers = Record<string, 'accept' | 'reject' | 'ban' | 'filter'>

/** The one interface of subscribe.weapp.ts and subscribe.h5.ts (Taro picks the file of the platform it builds). */
export interface PlatformSubscribe {
  /**
   * Asks the customer to accept these templates (at most 3; must run from a tap). H5 has no subscribe messages:
   * null, and the shop tells the customer in 消息通知 instead.
   */
  ask: (templateIds: readonly string[]) => Promise<SubscribeAnswers | null>
}
