import { Text, View } from '@tarojs/components'
import type { CustomerCoupon } from '@shop/contracts'
import { couponValidity } from '@shop/domain'
import { CouponTicket } from '../../../components/coupon-ticket'
import { navigate } from '../../../lib/navigation/navigation'
import { couponUseTarget, STATUS_STAMP } from '../coupon-view'
import styles from './wallet-coupon.module.css'

/** A coupon of the wallet: the ticket (买赠所得 when a buy-with-gift order gave it), 去使用 while usable, else its stamp. */
export function WalletCoupon({ coupon, onOpen }: { coupon: CustomerCoupon; onOpen?: () => void }) {
  const stamp = STATUS_STAMP[coupon.status]
  return (
    <CouponTicket
      coupon={coupon}
      validity={couponValidity(coupon)}
      scope={coupon.buyGiftActivityId === null ? coupon.scope.summary : `${coupon.scope.summary} · 买赠所得`}
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
