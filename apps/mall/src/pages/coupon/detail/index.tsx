import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import type { CustomerCoupon } from '@shop/contracts'
import { couponFace, couponValidity, formatChinaDate, formatFen } from '@shop/domain'
import type { ReactNode } from 'react'
import { Button } from '../../../components/button'
import { CouponTicket } from '../../../components/coupon-ticket'
import { Page } from '../../../components/page'
import { Empty, Loading, QueryView } from '../../../components/states'
import { STATUS_STAMP, couponUseTarget, useCustomerCoupon } from '../../../features/coupon'
import { useRequireLogin } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { pageParam } from '../../../lib/navigation/routes'
import styles from './index.module.css'

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <View className={styles.row}>
      <Text className={styles.label}>{label}</Text>
      <View className={styles.value}>{children}</View>
    </View>
  )
}

function CouponDetail({ coupon }: { coupon: CustomerCoupon }) {
  const stamp = STATUS_STAMP[coupon.status]
  const face = couponFace(coupon)
  return (
    <>
      <CouponTicket coupon={coupon} validity={couponValidity(coupon)} scope={coupon.scope.summary} muted={!!stamp} />
      <View className={styles.card}>
        <Row label="状态">
          <Text>{stamp ?? '可使用'}</Text>
        </Row>
        <Row label="面额">
          <Text>
            {face.tag} · {face.text} · {face.condition}
          </Text>
        </Row>
        <Row label="有效期">
          <Text>{couponValidity(coupon)}</Text>
        </Row>
        <Row label="适用范围">
          <Text>{coupon.scope.summary}</Text>
        </Row>
        {coupon.gifts.length > 0 && (
          <Row label="赠品">
            {coupon.gifts.map((g) => (
              <Text key={g.skuId} className={styles.line}>
                {g.name} ×{g.quantity}（价值¥{formatFen(g.costPrice)}）
              </Text>
            ))}
          </Row>
        )}
        <Row label="领取时间">
          <Text>{formatChinaDate(coupon.receivedAt, true)}</Text>
        </Row>
        {coupon.usedAt && (
          <Row label="使用时间">
            <Text>{formatChinaDate(coupon.usedAt, true)}</Text>
          </Row>
        )}
        {coupon.description && (
          <Row label="使用说明">
            <Text className={styles.description}>{coupon.description}</Text>
          </Row>
        )}
      </View>
      {coupon.status === 'usable' && (
        <View className={styles.actions}>
          <Button block onClick={() => void navigate(couponUseTarget(coupon))}>
            去使用
          </Button>
        </View>
      )}
    </>
  )
}

/** 优惠券详情 (query id): one coupon of the wallet with its terms. */
export default function CouponDetailPage() {
  const { status } = useRequireLogin()
  const id = Number(pageParam(useRouter().params.id)) || 0
  const coupon = useCustomerCoupon(id, status === 'customer')
  return (
    <Page>
      {id <= 0 ? (
        <Empty mark="?" title="没有找到这张优惠券" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={coupon}>{(c) => <CouponDetail coupon={c} />}</QueryView>
      )}
    </Page>
  )
}
