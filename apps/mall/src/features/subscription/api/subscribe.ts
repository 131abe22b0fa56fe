import type { SubscribeEvent, saveSubscription, subscribeTemplates } from '@shop/contracts'
import { call, defineEndpoint } from '../../../lib/http/api'
import { platformSubscribe } from '../../../platform/subscribe'

const templates = defineEndpoint<typeof subscribeTemplates>({
  service: 'sp-portal',
  method: 'GET',
  path: 'subscribe/templates',
})
const save = defineEndpoint<typeof saveSubscription>({ service: 'sp-portal', method: 'POST', path: 'subscribe/save' })

/**
 * Asks (from a tap) to be told of these events by WeChat subscribe message and records the answer (subscribe/save).
 * Never in the way: on H5, or when anything fails, the customer is told in 消息通知 as always.
 */
export async function askToSubscribe(events: readonly SubscribeEvent[]): Promise<void> {
  try {
    const { templates: known } = await call(templates, undefined, { hideModal: true, silent: true })
    const ids = known.filter((t) => events.includes(t.event)).map((t) => t.templateId)
    const answers = await platformSubscribe.ask(ids)
    if (answers) await call(save, { body: { results: answers } }, { hideModal: true, silent: true })
  } catch {
    // Subscribing is a courtesy: the in-site message is still written.
  }
}
