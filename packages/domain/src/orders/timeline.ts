/**
 * An order's and a refund's status history read the same way: each recorded event (oldest first) becomes an entry
 * with its label, the statuses it moved between, and when (ISO 8601, UTC). Only the labels differ.
 */

/** What the order's history calls each event. */
export const ORDER_TIMELINE_LABELS: Readonly<Record<string, string>> = {
  submit: '提交订单',
  pay: '发起支付',
  payed: '支付成功',
  cancel_pay: '取消订单',
  merchant_cancel: '商家取消订单',
  auto_close: '超时未支付，订单关闭',
  ship_partly: '部分发货',
  ship: '已发货',
  confirm_receipt: '确认收货',
  auto_receive: '自动确认收货',
  evaluate: '已评价',
  auto_complete: '订单完成',
  refund: '提交退款申请',
  refund_succeeded: '部分退款成功',
  refund_completed: '退款完成',
  delete: '删除订单',
  late_payment: '订单关闭后收到付款',
  late_payment_refunded: '订单关闭后收到的付款已原路退回',
  gift_out_of_stock: '赠品已赠完，未随单赠送',
  give_order: '提交送礼订单',
  cancel_give_order: '取消送礼订单',
  gift_given: '礼物已送出',
  gift_given_on: '礼物已转赠',
  gift_give_cancelled: '已收回礼物链接',
  gift_claimed: '好友已领取礼物',
  gift_expired: '礼物超时未领取，已全额退款',
  year_card_activated: '年卡已开通',
  buy_gift_coupon_given: '买赠礼券已发放',
  buy_gift_coupon_missed: '买赠礼券已发完，未能发放',
  buy_gift_coupon_taken_back: '订单已退款，买赠礼券已收回',
  buy_gift_coupon_kept: '买赠礼券已使用，未收回',
  cycle_scheduled: '周期购配送计划已生成',
  cycle_delivery_ready: '周期购本期已备货',
  cycle_paused: '周期购已暂停',
  cycle_resumed: '周期购已恢复',
  cycle_skipped: '周期购已跳过一期',
  cycle_address_changed: '周期购收货地址已修改',
  presale_balance_order: '提交尾款订单',
  presale_balance_paid: '尾款已支付',
  presale_ship_from: '预售商品已到发货时间',
  presale_deposit_kept: '尾款未按时支付，订单关闭，定金不退',
  presale_deposit_refunded: '尾款未按时支付，订单关闭，定金原路退回',
  box_revealed: '盲盒已开启',
  box_returned: '盲盒已退回',
}

/** What the refund's history calls each event. */
export const REFUND_TIMELINE_LABELS: Readonly<Record<string, string>> = {
  submit: '提交退款申请',
  modify: '修改退款申请',
  cancel: '撤销退款申请',
  approve: '商家同意',
  reject: '商家拒绝',
  buyer_confirm: '买家已寄回商品',
  receive: '商家已收到退货',
  request_refund: '退款处理中',
  refund_succeeded: '退款成功',
  refund_failed: '退款失败，等待重新退款',
  return_timeout: '超时未寄回，已关闭',
}

/** One recorded event: its type, the statuses it moved between (null where it moved nothing), when. */
export interface StatusEvent<From, To> {
  type: string
  fromStatus: From
  toStatus: To
  at: Date
}

export interface TimelineEntry<From, To> {
  type: string
  /** The event's label, or its type when the labels have none. */
  label: string
  fromStatus: From
  toStatus: To
  at: string
}

/** The history as the shopper reads it, in the order the events were recorded. */
export function timelineOf<From, To>(
  events: readonly StatusEvent<From, To>[],
  labels: Readonly<Record<string, string>>,
): TimelineEntry<From, To>[] {
  return events.map((event) => ({
    type: event.type,
    label: labels[event.type] ?? event.type,
    fromStatus: event.fromStatus,
    toStatus: event.toStatus,
    at: event.at.toISOString(),
  }))
}
