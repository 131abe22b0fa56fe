import { Text, View } from '@tarojs/components'
import type { CustomerCoupon } from '@shop/contracts'
import { couponValidity } from '@shop/domain'
import { CouponTicket } from '../../../components/coupon-ticket'
import { navigate } from '../../../lib/navigation/navigation'
import { couponUseTarget, STATUS_STAMP } from '../coupon-view'
import styles from './wallet-coupon.module.css'

/** A coupon of the wallet: the ticket, 去使用 while usable, else its stamp (已使用, 已过期). */
export function WalletCoupon({ coupon, onOpen }: { coupon: CustomerCoupon; onOpen?: () => void }) {
  const stamp = STATUS_STAMP[coupon.status]
  return (
    <CouponTicket
      coupon={coupon}
      validity={couponValidity(coupon)}
      scope={coupon.scope.summary}
      muted={stamp !== null}
      onClick={onOpen}
      aside={
        stamp ? (
          <Text className={styles.stamp}>{stamp}</Text>
        ) : (
          <View
            className={styles.use}
            role="button"
            onClick={(e) => {
              e.stopPropagation()
              void navigate(couponUseTarget(coupon))
            }}
          >
            去使用
          </View>
        )
      }
    />
  )
}
