import Taro from '@tarojs/taro'
import type { PlatformSubscribe, SubscribeAnswers } from './subscribe.types'

/** WeChat's subscribe sheet: one answer per template; a closed sheet or an old base library answers nothing. */
export const platformSubscribe: PlatformSubscribe = {
  async ask(templateIds) {
    if (templateIds.length === 0) return null
    try {
      const answer = (await Taro.requestSubscribeMessage({
        tmplIds: templateIds.slice(0, 3) as string[],
        entityIds: [],
      })) as unknown as Record<string, string>
      const results: SubscribeAnswers = {}
      for (const id of templateIds.slice(0, 3)) {
        const value = answer[id]
        if (value === 'accept' || value === 'reject' || value === 'ban' || value === 'filter') results[id] = value
      }
      return Object.keys(results).length > 0 ? results : null
    } catch {
      return null
    }
  },
}
