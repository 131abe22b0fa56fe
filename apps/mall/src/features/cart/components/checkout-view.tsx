import { Input, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Cart, OrderSubmitted } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { useState, type ReactNode } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Empty } from '../../../components/states'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import type { PricingChoices } from '../choices.store'
import type { CheckoutState } from '../hooks/use-checkout'
import { LineSummary } from './cart-line'
import { ChoiceRows } from './choice-rows'
import { PromotionPanel } from './promotion-panel'
import styles from './checkout-view.module.css'

type Card = NonNullable<PricingChoices['customCard']>

/** The greeting card printed with gift packages: who from, the words, who to (sent when left). */
function CustomCardFields({ card, onChange }: { card: Card | null; onChange: (card: Card | null) => void }) {
  const [draft, setDraft] = useState<Card>(card ?? { from: '', content: '', to: '' })
  const commit = () => onChange(draft.from || draft.content || draft.to ? draft : null)
  const input = (key: keyof Card, label: string, placeholder: string, maxlength: number) => (
    <View className={styles.row}>
      <Text className={styles.label}>{label}</Text>
      <Input
        className={styles.input}
        placeholder={placeholder}
        maxlength={maxlength}
        value={draft[key]}
        onInput={(e) => setDraft((d) => ({ ...d, [key]: e.detail.value }))}
        onBlur={commit}
      />
    </View>
  )
  return (
    <View className={styles.card}>
      <Text className={styles.cardTitle}>贺卡</Text>
      {input('to', '收礼人', '写给谁', 20)}
      {input('content', '祝福语', '写下你的祝福', 200)}
      {input('from', '署名', '来自谁', 20)}
    </View>
  )
}

function Amount({ label, value, minus = false }: { label: string; value: number; minus?: boolean }) {
  return (
    <View className={styles.amount}>
      <Text>{label}</Text>
      <Text className={minus ? styles.minus : undefined}>
        {minus ? '-' : ''}¥{formatFen(value)}
      </Text>
    </View>
  )
}

/**
 * 确认订单: address, lines, promotions, coupon, code, points, the greeting card, remark and amounts, then 提交订单.
 * The page hands in what other features own: the address card, the points rate, and paying the placed order. A
 * gift checkout hands in its own part (the box, card designs and blessing) instead of an address, a year card a note.
 */
export function CheckoutView({
  cart,
  state,
  pointsPerYuan,
  renderAddress,
  onPickAddress,
  paying,
  onPlaced,
  unaddressed,
  earns,
}: {
  cart: Cart
  state: CheckoutState
  pointsPerYuan: number | undefined
  /** The delivery address's card, with `aside` (the way to another); without one 添加收货地址 is offered. */
  renderAddress: (address: NonNullable<Cart['address']>, aside: ReactNode) => ReactNode
  onPickAddress: () => void
  /** The placed order is being paid (the button waits). */
  paying: boolean
  /** The order is placed: the page pays it. */
  onPlaced: (order: OrderSubmitted) => void
  /**
   * What stands where the address would be when nothing ships to the shopper: a gift's box and card (it ships to
   * the friend who claims it), a year card's note (nothing ships). The order then needs no address.
   */
  unaddressed?: ReactNode
  /** What the order earns besides its goods, under the lines (a buy-with-gift activity's coupon). */
  earns?: ReactNode
}) {
  const [remark, setRemark] = useState('')
  const lines = cart.goods.filter((l) => l.inTotals)

  if (lines.length === 0) {
    return (
      <Empty
        mark="单"
        title="没有可以结算的商品"
        hint="所选商品已售罄或已不在购物车中"
        action={{ text: '返回购物车', onClick: () => void navigate(url(PAGES.cart)) }}
      />
    )
  }

  const submit = async () => {
    if (!cart.address && !unaddressed) {
      void Taro.showToast({ title: '请先添加收货地址', icon: 'none' })
      return onPickAddress()
    }
    const order = await state.submit(remark)
    if (order) onPlaced(order)
  }

  return (
    <>
      {unaddressed ??
        (cart.address ? (
          renderAddress(cart.address, <Text className={styles.chevron}>›</Text>)
        ) : (
          <View className={`${styles.card} ${styles.addAddress}`} role="button" onClick={onPickAddress}>
            <Text className={styles.plus}>＋</Text>
            <Text>添加收货地址</Text>
            <Text className={styles.chevron}>›</Text>
          </View>
        ))}

      <View className={styles.card}>
        {lines.map((line) => (
          <View key={`${line.skuId}-${line.addOnOf ?? 0}`} className={styles.line}>
            <LineSummary line={line}>
              <Text className={styles.quantity}>×{line.quantity}</Text>
            </LineSummary>
          </View>
        ))}
      </View>

      {earns}
      <PromotionPanel cart={cart} />
      <ChoiceRows cart={cart} choices={state.choices} onChoose={state.choose} pointsPerYuan={pointsPerYuan} />

      {cart.giftPackages.length > 0 && (
        <CustomCardFields
          // A card design's suggested words fill the card anew (the fields keep a draft of their own).
          key={state.choices.customCard?.content ?? ''}
          card={state.choices.customCard}
          onChange={(customCard) => state.choose({ customCard })}
        />
      )}

      <View className={styles.card}>
        <View className={styles.row}>
          <Text className={styles.label}>订单备注</Text>
          <Input
            className={styles.input}
            placeholder="选填，请先和商家协商一致"
            maxlength={100}
            value={remark}
            onInput={(e) => setRemark(e.detail.value)}
          />
        </View>
      </View>

      <View className={`${styles.card} ${styles.amounts}`}>
        <Amount label="商品金额" value={cart.totalOriginAmount} />
        <View className={styles.amount}>
          <Text>运费</Text>
          <View>
            {cart.originShippingPrice > cart.actualShippingPrice && (
              <Text className={styles.struck}>¥{formatFen(cart.originShippingPrice)}</Text>
            )}
            <Text>{cart.actualShippingPrice > 0 ? `¥${formatFen(cart.actualShippingPrice)}` : '免运费'}</Text>
          </View>
        </View>
        {cart.totalBenefitAmount > 0 && <Amount label="优惠" value={cart.totalBenefitAmount} minus />}
        {cart.totalPointsToAmount > 0 && <Amount label="积分抵扣" value={cart.totalPointsToAmount} minus />}
        <View className={`${styles.amount} ${styles.payable}`}>
          <Text>实付款</Text>
          <Text className={styles.payableValue}>¥{formatFen(cart.totalRealPayAmount)}</Text>
        </View>
      </View>

      <BottomBar>
        <View className={styles.barTotal}>
          <Text>实付款：</Text>
          <Text className={styles.barAmount}>¥{formatFen(cart.totalRealPayAmount)}</Text>
        </View>
        <Button size="small" disabled={state.submitting || state.loading || paying} onClick={() => void submit()}>
          {state.submitting ? '提交中…' : paying ? '支付中…' : '提交订单'}
        </Button>
      </BottomBar>
    </>
  )
}
