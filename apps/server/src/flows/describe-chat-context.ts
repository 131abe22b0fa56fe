import type { ChatContext, chatContextBody } from '@shop/contracts'
import { DomainError, formatFen } from '@shop/domain'
import type { z } from 'zod'
import type { FlowDeps } from './flow-deps'

/**
 * The card a chat shows for where the shopper opened it (docs/customer-service.md): a goods of the catalogue, or an
 * order or a refund of theirs (another customer's is not found, as everywhere). The personal centre has no card.
 */
export function createDescribeChatContext({ catalogue, orders, refunds }: FlowDeps) {
  return async (customerId: number, { type, id }: z.output<typeof chatContextBody>): Promise<ChatContext | null> => {
    if (type === 'user') return null
    if (id === undefined) throw new DomainError('validationFailed', { context: 'id' })
    if (type === 'goods') {
      const [card] = await catalogue.cards([id])
      if (!card) throw new DomainError('goodsNotFound', { goodsId: id })
      const price = card.activityPrice ?? card.price
      return { type, id, title: card.name, subtitle: `¥${formatFen(price)}`, image: card.mainImage }
    }
    if (type === 'order') {
      const order = await orders.simpleDetail(customerId, id)
      return {
        type,
        id,
        title: `订单 ${order.orderNo}`,
        subtitle: `${order.statusLabel} · 共${order.goodsNum}件 · 实付¥${formatFen(order.totalRealPayAmount)}`,
        image: null,
      }
    }
    const refund = await refunds.summary(id, customerId)
    return {
      type,
      id,
      title: `售后 ${refund.refundNo}`,
      subtitle: `${refund.typeLabel} · ${refund.statusLabel} · ¥${formatFen(refund.totalAmount)}`,
      image: refund.lines[0]?.image ?? null,
    }
  }
}
