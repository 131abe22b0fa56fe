import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { OrderDetail } from '@shop/contracts'
import { addressText, formatChinaDate, formatFen, ORDER_HOLD_LABELS, type OrderStatus } from '@shop/domain'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { ServiceLink } from '../../../components/service-link'
import { Timeline } from '../../../components/timeline'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { payCountdownText, usePayTimeLeft } from '../hooks/use-pay-time-left'
import type { OrderActionHandlers } from '../order-actions'
import { HelpPayCard, type HelpPayLink } from './help-pay-card'
import { LogisticsCard } from './logistics-card'
import { OrderActionBar } from './order-action-bar'
import { OrderLines } from './order-lines'
import styles from './order-detail-view.module.css'

/** The line under the status, for every status but the countdown's. */
const STATUS_HINTS: Record<Exclude<OrderStatus, 'wait_pay'>, string> = {
  wait_shipment: '商家正在准备发货',
  partially_shipped: '部分商品已发出，其余商品正在准备',
  wait_receive: '商品已发出，请注意查收',
  wait_estimate: '交易成功，期待你的评价',
  completed: '交易已完成',
  cancelled: '订单已取消',
  refunded: '订单已退款',
}

function StatusHead({ order, onTimeUp }: { order: OrderDetail; onTimeUp: () => void }) {
  const left = usePayTimeLeft(order.payDeadline, order.serverTime)
  const waiting = order.status === 'wait_pay'
  const counted = useRef(false)
  useEffect(() => {
    if (!waiting) return
    if (left > 0) counted.current = true
    else if (counted.current) {
      counted.current = false
      onTimeUp() // the pay window just closed: the server closes the order
    }
  }, [left, waiting, onTimeUp])
  const hint =
    order.status === 'wait_pay'
      ? left > 0
        ? `剩余 ${payCountdownText(left)} 订单将自动关闭`
        : '支付已超时，订单将自动关闭'
      : order.status === 'cancelled'
        ? (order.closeReason ?? STATUS_HINTS.cancelled)
        : order.statusLabel === ORDER_HOLD_LABELS.group
          ? '邀请好友参团，成团后商家发货'
          : STATUS_HINTS[order.status]
  return (
    <View className={styles.head}>
      <Text className={styles.status}>{order.statusLabel}</Text>
      <Text className={styles.hint}>{hint}</Text>
    </View>
  )
}

function Row({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <View className={`${styles.row} ${strong ? styles.strong : ''}`}>
      <Text className={styles.label}>{label}</Text>
      <Text className={styles.value}>{value}</Text>
    </View>
  )
}

const time = (iso: string | null) => (iso ? formatChinaDate(iso, true) : '')

/**
 * 订单详情: status with the pay countdown, help-pay, logistics (its sheet open from the start with
 * `openLogistics`), address, lines, gifts and card, price breakdown, numbers and times, the order's record, and the
 * actions the server offers. Paying and what follows a move are the page's (`handlers`).
 */
export function OrderDetailView({
  order,
  handlers,
  openLogistics = false,
  onTimeUp,
  helpPay,
  programme,
}: {
  order: OrderDetail
  handlers: Omit<OrderActionHandlers, 'viewLogistics'>
  openLogistics?: boolean
  /** The pay window just closed: the server closes the order, so it is worth loading again. */
  onTimeUp: () => void
  helpPay: { link: HelpPayLink | null; onLink: (link: HelpPayLink) => void }
  /**
   * What the order's programme shows under its status, composed by the page: a gift order's gift as its buyer sees
   * it (the gift feature's), a group order's group, a cycle order's link to its schedule.
   */
  programme?: ReactNode
}) {
  const [trackingOpen, setTrackingOpen] = useState(openLogistics)
  const { address } = order
  const moments: [string, string | null][] = [
    ['下单时间', order.createTime],
    ['付款时间', order.paidAt],
    ['发货时间', order.shippedAt],
    ['收货时间', order.receivedAt],
    ['完成时间', order.completedAt],
    ['关闭时间', order.closedAt],
  ]
  return (
    <>
      <StatusHead order={order} onTimeUp={onTimeUp} />

      {programme}

      {order.actions.some((a) => a.action === 'pay') && <HelpPayCard orderId={order.orderId} {...helpPay} />}

      {order.shipments.length > 0 && (
        <LogisticsCard
          orderId={order.orderId}
          open={trackingOpen}
          onOpen={() => setTrackingOpen(true)}
          onClose={() => setTrackingOpen(false)}
        />
      )}

      <View className={styles.card}>
        {address ? (
          <>
            <View className={styles.who}>
              <Text className={styles.name}>{address.name}</Text>
              <Text>{address.mobile}</Text>
            </View>
            <Text className={styles.address}>{addressText(address)}</Text>
          </>
        ) : order.orderType === 'give_gift' ? (
          // A gift ships to the friend who claims it; their address is theirs alone (docs/gifts.md).
          <Text className={styles.address}>礼物将寄给领取礼物的好友</Text>
        ) : (
          // A year card ships nothing (docs/year-cards.md).
          <Text className={styles.address}>线上权益，无需收货</Text>
        )}
      </View>

      <View className={styles.card}>
        <OrderLines
          lines={order.lines}
          onOpen={(i) => {
            const line = order.lines[i]
            if (line) void navigate(url(PAGES.pdp, { id: line.goodsId }))
          }}
        />
        {order.gifts.map((gift) => (
          <View key={gift.skuId} className={styles.gift}>
            <Text className={styles.giftTag}>赠品</Text>
            <Text className={styles.giftName}>{gift.name}</Text>
            <Text>×{gift.quantity}</Text>
          </View>
        ))}
      </View>

      {order.customCard && (
        <View className={styles.card}>
          <Row label="贺卡" value={`致 ${order.customCard.to}`} />
          <Text className={styles.cardWords}>{order.customCard.content}</Text>
          <Text className={styles.cardFrom}>{order.customCard.from}</Text>
        </View>
      )}

      <View className={styles.card}>
        {order.priceExtend.map((entry) => (
          <Row key={entry.code} label={entry.label} value={`${entry.deducted ? '-' : ''}¥${formatFen(entry.amount)}`} />
        ))}
        <Row
          label="运费"
          value={order.actualShippingPrice > 0 ? `¥${formatFen(order.actualShippingPrice)}` : '免运费'}
        />
        {order.totalRealPayPoints > 0 && <Row label="使用积分" value={`${order.totalRealPayPoints}`} />}
        <Row
          label={order.status === 'wait_pay' ? '应付款' : '实付款'}
          value={`¥${formatFen(order.totalRealPayAmount)}`}
          strong
        />
      </View>

      <View className={styles.card}>
        <View className={styles.row}>
          <Text className={styles.label}>订单编号</Text>
          <View className={styles.value}>
            <Text>{order.orderNo}</Text>
            <Text className={styles.copy} onClick={() => void Taro.setClipboardData({ data: order.orderNo })}>
              复制
            </Text>
          </View>
        </View>
        <Row label="订单类型" value={order.orderTypeLabel} />
        {moments
          .filter((m): m is [string, string] => Boolean(m[1]))
          .map(([label, at]) => (
            <Row key={label} label={label} value={time(at)} />
          ))}
        {order.promotionCode && <Row label="优惠码" value={order.promotionCode} />}
        {order.remark && <Row label="订单备注" value={order.remark} />}
      </View>

      <ServiceLink type="order" id={order.orderId} hint="对订单有疑问？" />

      {order.timeline.length > 0 && (
        <View className={styles.card}>
          <Text className={styles.cardTitle}>订单记录</Text>
          <Timeline entries={order.timeline} />
        </View>
      )}

      {order.actions.length > 0 && (
        <BottomBar>
          <OrderActionBar
            orderId={order.orderId}
            orderType={order.orderType}
            actions={order.actions}
            handlers={{ ...handlers, viewLogistics: () => setTrackingOpen(true) }}
          />
        </BottomBar>
      )}
    </>
  )
}
