import { Text, View } from '@tarojs/components'
import type { Cart } from '@shop/contracts'
import { couponValidity, formatFen } from '@shop/domain'
import { Check } from '../../../components/check'
import { CouponTicket } from '../../../components/coupon-ticket'
import { Sheet } from '../../../components/sheet'
import styles from './coupon-picker.module.css'

/** The coupon row's value: what the applied coupon takes off, or how many could be used. */
export function couponRowText(cart: Pick<Cart, 'coupons' | 'selectedCouponId'>): string {
  const chosen = cart.coupons.usable.find((c) => c.id === cart.selectedCouponId)
  if (chosen) return chosen.benefitAmount > 0 ? `-¥${formatFen(chosen.benefitAmount)}` : chosen.title
  const usable = cart.coupons.usable.length
  return usable > 0 ? `${usable}张可用` : '暂无可用'
}

/**
 * The coupon sheet of the cart and the checkout: the usable coupons (the applied one ticked) and 不使用优惠券,
 * then the ones that cannot be used here with the reason. `onChoose(null)` uses none.
 */
export function CouponPicker({
  cart,
  onChoose,
  onClose,
}: {
  cart: Pick<Cart, 'coupons' | 'selectedCouponId'>
  onChoose: (couponId: number | null) => void
  onClose: () => void
}) {
  const { usable, unusable } = cart.coupons
  return (
    <Sheet title="优惠券" onClose={onClose}>
      {usable.length > 0 && <Text className={styles.section}>可用优惠券 ({usable.length})</Text>}
      {usable.map((c) => {
        const on = c.id === cart.selectedCouponId
        return (
          <CouponTicket
            key={c.id}
            coupon={c}
            validity={couponValidity(c)}
            note={c.benefitAmount > 0 ? `本单可减 ¥${formatFen(c.benefitAmount)}` : null}
            aside={<Check checked={on} label={c.title} onClick={() => onChoose(c.id)} />}
            onClick={() => onChoose(c.id)}
          />
        )
      })}
      <View className={styles.none} role="button" onClick={() => onChoose(null)}>
        <Text>不使用优惠券</Text>
        <Check checked={cart.selectedCouponId === null} label="不使用优惠券" onClick={() => onChoose(null)} />
      </View>
      {unusable.length > 0 && <Text className={styles.section}>不可用优惠券 ({unusable.length})</Text>}
      {unusable.map((c) => (
        <CouponTicket key={c.id} coupon={c} validity={couponValidity(c)} muted note={c.reason} />
      ))}
    </Sheet>
  )
}
