import type { merchantSendMessage, ParsedBodyOf, ResponseOf } from '@shop/contracts'
import { DomainError } from '@shop/domain'
import type { FlowDeps } from './flow-deps'

export type SendNotice = ReturnType<typeof createSendNotice>

/** An operator's notice to one customer in 消息通知: memberNotFound for a customer id that is no one's. */
export function createSendNotice({ customers, messages }: FlowDeps) {
  return {
    async send(body: ParsedBodyOf<typeof merchantSendMessage>): Promise<ResponseOf<typeof merchantSendMessage>> {
      if (!(await customers.exists(body.customerId))) {
        throw new DomainError('memberNotFound', { customerId: body.customerId })
      }
      return messages.notice(body)
    },
  }
}
