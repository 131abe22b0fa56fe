import { chinaDateTime, formatFen } from '@shop/domain'
import type { OutgoingMessage } from './messages.service'

/**
 * The messages the shop writes when an order or a refund moves (docs/decisions.md "In-site messages"): what a
 * shopper reads in 消息通知, and the page each opens.
 */

const orderLink = (orderId: number) => `/pages/order/detail?orderId=${orderId}`
const refundLink = (refundId: number) => `/pages/order/refundDetail?id=${refundId}`

interface OrderFacts {
  id: number
  orderNo: string
  customerId: number
}
interface RefundFacts {
  id: number
  refundNo: string
  customerId: number
  totalAmount: number
}

/** A parcel left the warehouse; `complete` when nothing of the order is left to ship. */
export function orderShipped(
  order: OrderFacts,
  parcels: readonly { carrierName: string; waybillNo: string }[],
  complete: boolean,
): OutgoingMessage {
  const waybills = parcels.map((p) => `${p.carrierName} ${p.waybillNo}`).join('、')
  return {
    customerId: order.customerId,
    kind: 'order_shipped',
    title: complete ? '订单已发货' : '订单部分商品已发货',
    content: `您的订单 ${order.orderNo} ${complete ? '已发货' : '有商品已发货'}，运单：${waybills}。点击查看物流。`,
    link: orderLink(order.id),
  }
}

/** A return was approved: the shopper sends the goods back and enters the waybill. */
export function returnApproved(refund: RefundFacts): OutgoingMessage {
  return {
    customerId: refund.customerId,
    kind: 'refund_approved',
    title: '退货申请已通过',
    content: `退款单 ${refund.refundNo} 已通过审核，请寄回商品并填写退货运单号，商家收货后为您退款。`,
    link: refundLink(refund.id),
  }
}

export function refundRejected(refund: RefundFacts, reason: string): OutgoingMessage {
  return {
    customerId: refund.customerId,
    kind: 'refund_rejected',
    title: '退款申请未通过',
    content: `退款单 ${refund.refundNo} 未通过审核，原因：${reason}`,
    link: refundLink(refund.id),
  }
}

export function refundSucceeded(refund: RefundFacts): OutgoingMessage {
  return {
    customerId: refund.customerId,
    kind: 'refund_succeeded',
    title: '退款成功',
    content:
      refund.totalAmount > 0
        ? `退款单 ${refund.refundNo} 已退款 ¥${formatFen(refund.totalAmount)}，将原路退回您的支付账户。`
        : `退款单 ${refund.refundNo} 已完成。`,
    link: refundLink(refund.id),
  }
}

/** A flash sale the shopper asked to be reminded of starts soon (the reminder sweep, docs/flash-sales.md). */
export function flashSaleStarting(
  customerId: number,
  sale: { id: number; name: string; startTime: Date },
): OutgoingMessage {
  return {
    customerId,
    kind: 'flash_sale_remind',
    title: '秒杀即将开始',
    content: `您预约的「${sale.name}」将于 ${chinaDateTime(sale.startTime).slice(11, 16)} 开抢，数量有限，先到先得。`,
    link: `/pages/seckill/index?activityId=${sale.id}`,
  }
}
