import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { RefundDetail, ResponseOf, refundPointsValidate } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import type { ReactNode } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Card } from '../../../components/card'
import { PhotoStrip } from '../../../components/photo-strip'
import { ServiceLink } from '../../../components/service-link'
import { StatusBanner } from '../../../components/status-banner'
import { Timeline } from '../../../components/timeline'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { noRefundNote, refundActions, refundStatusHint } from '../refund-rules'
import { RefundGoodsLine } from './refund-goods-line'
import styles from './refund.module.css'
import view from './refund-detail-view.module.css'

export type RefundAction = RefundDetail['actions'][number]
type PointsEffect = ResponseOf<typeof refundPointsValidate>

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className={styles.row}>
      <Text className={styles.label}>{label}</Text>
      <Text className={styles.value}>{children}</Text>
    </View>
  )
}

/**
 * 售后详情: the status and what happens next, where to send a return and the waybill given, what comes back (money
 * and points), the goods, the request, the progress, and the shopper's actions for this status. A refused or
 * withdrawn refund says that nothing comes back, and offers the way to the order to ask again.
 */
export function RefundDetailView({
  refund,
  points,
  busy,
  onAction,
}: {
  refund: RefundDetail
  /** What the refund does to the points when it succeeds (while it can still succeed). */
  points?: PointsEffect
  busy: boolean
  onAction: (action: RefundAction) => void
}) {
  const actions = refundActions(refund)
  const address = refund.returnAddress
  const noRefund = noRefundNote(refund)
  return (
    <View>
      <StatusBanner
        label={refund.statusLabel}
        hints={[refundStatusHint(refund), refund.refundedAt && `退款时间 ${formatChinaDate(refund.refundedAt, true)}`]}
      />

      {address && (
        <Card>
          <Text className={styles.cardTitle}>退货地址</Text>
          <Text className={view.address}>
            {address.name} {address.mobile}
          </Text>
          <Text className={view.address}>{address.address}</Text>
          <View className={view.copy}>
            <Button
              variant="ghost"
              size="small"
              onClick={() =>
                void Taro.setClipboardData({ data: `${address.name} ${address.mobile} ${address.address}` })
              }
            >
              复制地址
            </Button>
          </View>
        </Card>
      )}

      {refund.returnWaybillNo && (
        <Card>
          <Text className={styles.cardTitle}>退货物流</Text>
          <Row label="快递公司">{refund.returnCarrierName ?? refund.returnCarrierCode}</Row>
          <Row label="运单号">{refund.returnWaybillNo}</Row>
        </Card>
      )}

      {noRefund ? (
        <Card>
          <Row label="申请金额">¥{formatFen(refund.totalAmount)}</Row>
          <View className={styles.row}>
            <Text className={styles.label}>实退金额</Text>
            <Text className={`${styles.value} ${styles.money}`} aria-label="实退金额">
              ¥{formatFen(0)}
            </Text>
          </View>
          <Text className={styles.hint}>{noRefund}</Text>
        </Card>
      ) : (
        <Card>
          <View className={styles.row}>
            <Text className={styles.label}>退款金额</Text>
            <Text className={`${styles.value} ${styles.money}`} aria-label="退款金额">
              ¥{formatFen(refund.totalAmount)}
            </Text>
          </View>
          <Row label="商品金额">¥{formatFen(refund.goodsAmount)}</Row>
          {refund.shippingAmount > 0 && <Row label="运费">¥{formatFen(refund.shippingAmount)}</Row>}
          {refund.points > 0 && <Row label="退回积分">{refund.points}</Row>}
          {points && points.pointsTakenBack > 0 && <Row label="扣回赠送积分">{points.pointsTakenBack}</Row>}
          {points && (points.points > 0 || points.pointsTakenBack > 0) && (
            <Row label="积分余额">
              {points.balance} → {points.balanceAfter}
            </Row>
          )}
          <Text className={styles.hint}>退款将原路退回至您的支付账户</Text>
        </Card>
      )}

      <Card>
        <Text className={styles.cardTitle}>{noRefund ? '申请售后的商品' : '退款商品'}</Text>
        {refund.lines.map((l) => (
          <RefundGoodsLine key={l.lineId} line={l} amount={l.amount} />
        ))}
      </Card>

      <Card>
        <Text className={styles.cardTitle}>售后信息</Text>
        <Row label="退款编号">{refund.refundNo}</Row>
        <Row label="订单编号">{refund.orderNo}</Row>
        <Row label="售后类型">{refund.typeLabel}</Row>
        <Row label="退款原因">{refund.reasonLabel}</Row>
        {refund.description && <Row label="问题描述">{refund.description}</Row>}
        <Row label="申请时间">{formatChinaDate(refund.createTime, true)}</Row>
        {refund.images.length > 0 && (
          <View className={view.photos}>
            <PhotoStrip images={refund.images} />
          </View>
        )}
      </Card>

      <ServiceLink type="refund" id={refund.refundId} hint="售后有疑问？" />

      {refund.timeline.length > 0 && (
        <Card>
          <Text className={styles.cardTitle}>售后进度</Text>
          <Timeline entries={refund.timeline} />
        </Card>
      )}

      {(actions.length > 0 || noRefund) && (
        <BottomBar className={styles.bar}>
          {noRefund && (
            <Button
              size="small"
              variant="ghost"
              onClick={() => void navigate(url(PAGES.orderDetail, { orderId: refund.orderId }))}
            >
              查看订单
            </Button>
          )}
          {actions.map(({ action, label }) => (
            <Button
              key={action}
              size="small"
              variant={action === 'cancel' ? 'ghost' : 'primary'}
              disabled={busy}
              onClick={() => onAction(action)}
            >
              {label}
            </Button>
          ))}
        </BottomBar>
      )}
    </View>
  )
}
