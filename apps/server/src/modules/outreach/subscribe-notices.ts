import { chinaDateTime, formatFen } from '@shop/domain'
import { notices, type OutgoingMessage } from '../messages'
import type { Notice } from './outreach.service'

/**
 * What each event says by subscribe message (docs/members-programmes.md "Messages"). The field keys are those of
 * the templates to choose in the mini-program's 订阅消息 library (their kinds are WeChat's: `thing` ≤ 20 characters,
 * `character_string` ≤ 32, `amount`, `time`, `phrase` ≤ 5 Chinese characters); the live templates configured in
 * WECHAT_SUBSCRIBE_TEMPLATES must have these keys.
 */
interface OrderFacts {
  id: number
  orderNo: string
  customerId: number
}

const orderPage = (orderId: number) => `pages/order/detail?orderId=${orderId}`

/** An order was paid (no in-site message: the order list shows it). */
export function orderPaid(order: OrderFacts & { totalRealPayAmount: number }, paidAt: Date): Notice {
  return {
    customerId: order.customerId,
    event: 'order_paid',
    key: `order_paid:${order.id}`,
    inSite: null,
    page: orderPage(order.id),
    data: {
      character_string1: order.orderNo,
      amount2: `¥${formatFen(order.totalRealPayAmount)}`,
      time3: chinaDateTime(paidAt).slice(0, 16),
      thing4: '支付成功，我们会尽快为您发货',
    },
  }
}

/** A parcel left: the in-site message as before, and its subscribe message. */
export function orderShipped(
  order: OrderFacts,
  parcels: readonly { carrierName: string; waybillNo: string }[],
  complete: boolean,
): Notice {
  const first = parcels[0]
  return {
    customerId: order.customerId,
    event: 'order_shipped',
    key: `order_shipped:${order.id}:${parcels.map((p) => p.waybillNo).join(',')}`.slice(0, 96),
    inSite: notices.orderShipped(order, parcels, complete),
    page: orderPage(order.id),
    data: {
      character_string1: order.orderNo,
      thing2: first?.carrierName ?? '快递',
      character_string3: first?.waybillNo ?? '-',
      thing4: complete ? '您的订单已发货，点击查看物流' : '订单部分商品已发货',
    },
  }
}

/** A refund was decided (approved for a return, or rejected). */
export function refundDecided(
  refund: { id: number; refundNo: string; customerId: number },
  inSite: OutgoingMessage,
  approved: boolean,
): Notice {
  return {
    customerId: refund.customerId,
    event: 'refund_decided',
    key: `refund_decided:${refund.id}:${approved ? 'approved' : 'rejected'}`,
    inSite,
    page: `pages/order/refundDetail?id=${refund.id}`,
    data: {
      character_string1: refund.refundNo,
      phrase2: approved ? '已通过' : '未通过',
      thing3: approved ? '请按提示寄回商品' : '点击查看原因',
    },
  }
}

/** A friend-help task got all its helpers: the reward is the customer's. */
export function helpCompleted(task: { id: number; customerId: number; activityName: string; reward: string }): Notice {
  return {
    customerId: task.customerId,
    event: 'help_completed',
    key: `help_completed:${task.id}`,
    inSite: {
      customerId: task.customerId,
      kind: 'activity',
      title: '助力成功',
      content: `好友已为您完成「${task.activityName}」助力，${task.reward}已发放到您的账户。`,
      link: `/pages/activity/friendHelp/detail?taskId=${task.id}`,
    },
    page: `pages/activity/friendHelp/detail?taskId=${task.id}`,
    data: { thing1: task.activityName, thing2: task.reward, thing3: '好友助力已完成，奖励已到账' },
  }
}

/**
 * A programme the customer asked to be reminded of starts (flash sales, lotteries: called by their modules); `inSite`
 * is the programme's own in-site message where it has one (the flash sale's 秒杀即将开始).
 */
export function activityStarting(
  reminder: {
    customerId: number
    key: string
    name: string
    startsAt: Date
    page: string
  },
  inSite: OutgoingMessage = {
    customerId: reminder.customerId,
    kind: 'activity',
    title: '活动即将开始',
    content: `您预约的「${reminder.name}」将于 ${chinaDateTime(reminder.startsAt).slice(0, 16)} 开始。`,
    link: `/${reminder.page}`,
  },
): Notice {
  return {
    customerId: reminder.customerId,
    event: 'activity_starting',
    key: `activity_starting:${reminder.key}`.slice(0, 96),
    inSite,
    page: reminder.page,
    data: {
      thing1: reminder.name,
      time2: chinaDateTime(reminder.startsAt).slice(0, 16),
      thing3: '活动即将开始，点击进入',
    },
  }
}
