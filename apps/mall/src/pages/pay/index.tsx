import { Input, Text, View } from '@tarojs/components'
import Taro, { useDidShow, useRouter } from '@tarojs/taro'
import type { Cart } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { useCallback, useState } from 'react'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { AddressCard } from '../../features/address'
import {
  ChoiceRows,
  LineSummary,
  PromotionPanel,
  sourceFromQuery,
  useCheckout,
  type CheckoutState,
  type PricingChoices,
} from '../../features/cart'
import { usePayOrder } from '../../features/payment'
import { usePointsBalance } from '../../features/points'
import { useRequireLogin } from '../../features/session'
import { commonState, setCommon } from '../../lib/state/common-state'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

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

function CheckoutView({ cart, state }: { cart: Cart; state: CheckoutState }) {
  const [remark, setRemark] = useState('')
  const { pay, paying } = usePayOrder()
  const lines = cart.goods.filter((l) => l.inTotals)
  const points = usePointsBalance('checkout', cart.allowPointsPay)
  const pickAddress = () =>
    void navigate(cart.address ? url(PAGES.addressList, { select: 1 }) : url(PAGES.addressEdit, { pick: 1 }))

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
    if (!cart.address) {
      void Taro.showToast({ title: '请先添加收货地址', icon: 'none' })
      return pickAddress()
    }
    const order = await state.submit(remark)
    if (!order) return
    // Paid (or about to be) → the result; left unpaid → the order, which can be paid until it closes.
    const outcome = await pay({ orderId: order.orderId })
    if (outcome === 'left') return // WeChat's H5 cashier brings the browser back to the result page
    const next = outcome === 'unpaid' ? PAGES.orderDetail : PAGES.payResult
    void navigate(url(next, { orderId: order.orderId }), { replace: true })
  }

  return (
    <>
      {cart.address ? (
        <AddressCard address={cart.address} onClick={pickAddress} aside={<Text className={styles.chevron}>›</Text>} />
      ) : (
        <View className={`${styles.card} ${styles.addAddress}`} role="button" onClick={pickAddress}>
          <Text className={styles.plus}>＋</Text>
          <Text>添加收货地址</Text>
          <Text className={styles.chevron}>›</Text>
        </View>
      )}

      <View className={styles.card}>
        {lines.map((line) => (
          <View key={`${line.skuId}-${line.addOnOf ?? 0}`} className={styles.line}>
            <LineSummary line={line}>
              <Text className={styles.quantity}>×{line.quantity}</Text>
            </LineSummary>
          </View>
        ))}
      </View>

      <PromotionPanel cart={cart} />
      <ChoiceRows
        cart={cart}
        choices={state.choices}
        onChoose={state.choose}
        pointsPerYuan={points.data?.pointsPerYuan}
      />

      {cart.giftPackages.length > 0 && (
        <CustomCardFields card={state.choices.customCard} onChange={(customCard) => state.choose({ customCard })} />
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

/**
 * Checkout (query `from=cart`, or `items=skuId:quantity,…` for buy-now): address, lines, promotions, coupon, code,
 * points, card, remark and totals, then 提交订单 → the order's pay step.
 */
export default function PayPage() {
  const { status } = useRequireLogin()
  const { params } = useRouter()
  const source = sourceFromQuery({ from: pageParam(params.from), items: pageParam(params.items) })
  const [addressId, setAddressId] = useState<number | null>(null)
  const forgetAddress = useCallback(() => setAddressId(null), [])
  const state = useCheckout(status === 'customer' ? source : null, addressId, forgetAddress)

  // An address picked or added on the address pages arrives through the common state.
  useDidShow(() => {
    const picked = commonState.get().payAddressId
    if (picked === null) return
    setAddressId(picked)
    setCommon({ payAddressId: null })
  })

  return (
    <Page>
      {!source ? (
        <Empty
          mark="单"
          title="没有要结算的商品"
          action={{ text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) }}
        />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={state}>{(cart) => <CheckoutView cart={cart} state={state} />}</QueryView>
      )}
    </Page>
  )
}
