import { Image, Text, View } from '@tarojs/components'
import type { RefundSummary } from '@shop/contracts'
import { formatChinaDate, formatFen } from '@shop/domain'
import { Card } from '../../../components/card'
import { GoodsLine } from '../../../components/goods-line'
import { assetUrl } from '../../../lib/http/config'
import { refundsNothing } from '../refund-rules'
import styles from './refund-card.module.css'

/** A refund in the list: number, status, the goods' pictures, units and the money (asked for, when none came back). */
export function RefundCard({ refund, onOpen }: { refund: RefundSummary; onOpen: () => void }) {
  const first = refund.lines[0]
  return (
    <Card onClick={onOpen}>
      <View className={styles.head}>
        <Text className={styles.type}>{refund.typeLabel}</Text>
        <Text className={styles.no}>退款编号 {refund.refundNo}</Text>
        <Text className={styles.status}>{refund.statusLabel}</Text>
      </View>
      {refund.lines.length === 1 && first ? (
        <GoodsLine image={first.image} name={first.name} specs={first.specs} />
      ) : (
        <View className={styles.goods}>
          {refund.lines.slice(0, 4).map((l) => (
            <Image key={l.lineId} className={styles.image} src={assetUrl(l.image)} mode="aspectFill" lazyLoad />
          ))}
        </View>
      )}
      <View className={styles.foot}>
        <Text className={styles.time}>{formatChinaDate(refund.createTime, true)}</Text>
        <Text>
          {/* A price difference (价保退差) takes no unit: it says what it is instead of 共0件. */}
          {refund.type === 'PRICE_PROTECTION'
            ? '退差价'
            : `共${refund.goodsNum}件 ${refundsNothing(refund) ? '申请' : '退款'}`}{' '}
          <Text className={styles.money}>¥{formatFen(refund.totalAmount)}</Text>
        </Text>
      </View>
    </Card>
  )
}
