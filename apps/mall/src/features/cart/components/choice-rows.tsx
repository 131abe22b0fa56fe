import { Input, Text, View } from '@tarojs/components'
import type { Cart } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { useEffect, useState } from 'react'
import { Toggle } from '../../../components/toggle'
import type { PricingChoices } from '../choices.store'
import { CouponPicker, couponRowText } from './coupon-picker'
import styles from './choice-rows.module.css'

/** What the points row says: what the points take off when used, what they could take off when not. */
export function pointsText(
  cart: Pick<Cart, 'usablePoints' | 'totalRealPayPoints' | 'totalPointsToAmount'>,
  using: boolean,
  pointsPerYuan?: number,
): string {
  if (using && cart.totalRealPayPoints > 0)
    return `使用${cart.totalRealPayPoints}积分 抵扣 ¥${formatFen(cart.totalPointsToAmount)}`
  // usablePoints are whole steps of the rate, so they convert to whole fen.
  const worth = pointsPerYuan ? Math.floor((cart.usablePoints * 100) / pointsPerYuan) : null
  return worth !== null ? `可用${cart.usablePoints}积分 抵扣 ¥${formatFen(worth)}` : `可用${cart.usablePoints}积分`
}

/**
 * The pricing choices of the cart and the checkout, as rows: the coupon (a sheet to choose), a promotion code
 * (valid, or invalid with the reason) and, when the cart allows it, paying part with points (`pointsPerYuan`, the
 * shop's rate from points/balance, lets the row say what they are worth before they are used).
 */
export function ChoiceRows({
  cart,
  choices,
  onChoose,
  pointsPerYuan,
}: {
  cart: Cart
  choices: PricingChoices
  onChoose: (patch: Partial<PricingChoices>) => void
  pointsPerYuan?: number
}) {
  const [picking, setPicking] = useState(false)
  const [code, setCode] = useState(choices.promotionCode)
  useEffect(() => setCode(choices.promotionCode), [choices.promotionCode])

  const applied = cart.promotionCode !== null && !cart.promotionCodeInvalid
  const couponText = couponRowText(cart)

  return (
    <View className={styles.card}>
      <View className={styles.row} role="button" onClick={() => setPicking(true)}>
        <Text className={styles.label}>优惠券</Text>
        <Text className={couponText.startsWith('-') ? styles.benefit : styles.value}>{couponText}</Text>
        <Text className={styles.chevron}>›</Text>
      </View>

      <View className={styles.row}>
        <Text className={styles.label}>优惠码</Text>
        <Input
          className={styles.codeInput}
          placeholder="请输入优惠码"
          maxlength={32}
          value={code}
          onInput={(e) => setCode(e.detail.value)}
          onConfirm={() => onChoose({ promotionCode: code.trim() })}
        />
        {choices.promotionCode && code.trim() === choices.promotionCode ? (
          <View
            className={styles.codeButton}
            role="button"
            onClick={() => {
              setCode('')
              onChoose({ promotionCode: '' })
            }}
          >
            取消
          </View>
        ) : (
          <View
            className={`${styles.codeButton} ${code.trim() ? '' : styles.codeButtonOff}`}
            role="button"
            onClick={() => code.trim() && onChoose({ promotionCode: code.trim() })}
          >
            使用
          </View>
        )}
      </View>
      {cart.promotionCode !== null && (
        <Text className={applied ? styles.codeValid : styles.codeInvalid}>
          {applied
            ? `优惠码 ${cart.promotionCode} 已使用`
            : (cart.promotionCodeInvalidReason ?? '优惠码无效，请检查后重新输入')}
        </Text>
      )}

      {cart.allowPointsPay && (
        <View className={styles.row}>
          <Text className={styles.label}>积分抵扣</Text>
          <Text className={styles.value}>{pointsText(cart, choices.usePoints, pointsPerYuan)}</Text>
          <Toggle on={choices.usePoints} label="积分抵扣" onChange={(on) => onChoose({ usePoints: on })} />
        </View>
      )}

      {picking && (
        <CouponPicker
          cart={cart}
          onClose={() => setPicking(false)}
          onChoose={(couponId) => {
            setPicking(false)
            onChoose({ couponId })
          }}
        />
      )}
    </View>
  )
}
