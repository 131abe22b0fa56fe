import { Text, View } from '@tarojs/components'
import type { PushOrder, PushOrderKind, PushOrderStatus } from '@shop/contracts'
import { formatChinaDate, formatFen, maskMobile } from '@shop/domain'
import type { ReactNode } from 'react'
import { Card } from '../../../components/card'
import { GoodsLine } from '../../../components/goods-line'
import styles from './push-order-card.module.css'

export const PUSH_ORDER_STATUS_LABELS: Record<PushOrderStatus, string> = {
  draft: '待下单',
  ordered: '已下单',
  expired: '已过期',
}

/** Who sent a push order, as its customer reads it. */
export const SENDER_LABELS: Record<PushOrderKind, string> = {
  ba_push_order: '导购',
  distribution_order: '推荐人',
}

/**
 * A push order as its sender (a guide or a distributor) and its customer read it: who sent it (and the counter), its goods at
 * today's prices, what it came to when sent, and the order it became. `footer` holds the page's actions.
 */
export function PushOrderCard({
  pushOrder,
  viewer,
  footer,
}: {
  pushOrder: PushOrder
  viewer: 'sender' | 'customer'
  footer?: ReactNode
}) {
  const { guide, status, lines, customerMobile } = pushOrder
  return (
    <Card label={`推单 ${pushOrder.id}`}>
      <View className={styles.head}>
        <Text className={styles.who}>
          {viewer === 'sender'
            ? customerMobile
              ? `推给 ${maskMobile(customerMobile)}`
              : '推给 第一位打开的顾客'
            : `${SENDER_LABELS[pushOrder.kind]} ${guide.name}${guide.counterName ? ` · ${guide.counterName}` : ''}`}
        </Text>
        <Text className={`${styles.status} ${styles[status]}`}>{PUSH_ORDER_STATUS_LABELS[status]}</Text>
      </View>
      {lines.map((line) => (
        <GoodsLine
          key={line.skuId}
          image={line.image ?? ''}
          name={line.name}
          specs={line.specifications}
          aside={
            <View className={styles.aside}>
              <Text>{line.price === null ? '已下架' : `¥${formatFen(line.price)}`}</Text>
              <Text className={styles.quantity}>×{line.quantity}</Text>
            </View>
          }
        />
      ))}
      {pushOrder.remark && <Text className={styles.remark}>导购留言：{pushOrder.remark}</Text>}
      <View className={styles.totals}>
        <Text className={styles.muted}>
          {formatChinaDate(pushOrder.createTime, true)} 推送 · {formatChinaDate(pushOrder.expiresAt, true)} 前有效
        </Text>
        <Text>
          推送时合计 <Text className={styles.amount}>¥{formatFen(pushOrder.quotedAmount)}</Text>
        </Text>
        {pushOrder.orderAmount !== null && (
          <Text>
            订单实付 <Text className={styles.amount}>¥{formatFen(pushOrder.orderAmount)}</Text>
          </Text>
        )}
      </View>
      {footer && <View className={styles.footer}>{footer}</View>}
    </Card>
  )
}
