import { Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { Cart } from '@shop/contracts'
import { formatFen } from '@shop/domain'
import { useState, type ReactNode } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Check } from '../../../components/check'
import { Empty } from '../../../components/states'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { track } from '../../../lib/http/tracking'
import { cartUnits, checkoutQuantity, ownLines, selectAllState, stepperBounds } from '../cart-view'
import { checkoutUrl } from '../checkout-source'
import type { CartState } from '../hooks/use-cart'
import { CartLineItem } from './cart-line'
import { ChoiceRows } from './choice-rows'
import { PromotionPanel, toggleOffer } from './promotion-panel'
import { useGoodsPromotions } from '../api/goods-promotions'
import { promotionTagsOf } from './goods-promotions'
import styles from './cart-tab-view.module.css'

const goShopping = () => void navigate(url(PAGES.home))

/**
 * The cart tab's priced cart: the head (共 N 件商品, 编辑/完成), the notices, the lines (tick, stepper; while
 * editing, marks for removal), promotions and offers, the pricing choices and the bar (全选, 合计, 结算 or 删除).
 */
export function CartTabView({
  cart,
  state,
  pointsPerYuan,
  whenEmpty,
}: {
  cart: Cart
  state: CartState
  pointsPerYuan: number | undefined
  /** Shown under 购物车还是空的 (the page's recommendations). */
  whenEmpty: ReactNode
}) {
  const [editing, setEditing] = useState(false)
  /** Lines marked for removal while editing (the checkout ticks stay as they are). */
  const [marked, setMarked] = useState<number[]>([])
  const lines = ownLines(cart)
  const promotions = useGoodsPromotions(lines.map((l) => l.skuId))

  if (lines.length === 0) {
    return (
      <>
        <Empty
          mark="车"
          title="购物车还是空的"
          hint="去挑选心仪的好物吧"
          action={{ text: '去逛逛', onClick: goShopping }}
        />
        {whenEmpty}
      </>
    )
  }

  const all = selectAllState(lines)
  const allMarked = marked.length === lines.length
  const count = checkoutQuantity(cart)

  const toggleMark = (skuId: number) =>
    setMarked((m) => (m.includes(skuId) ? m.filter((x) => x !== skuId) : [...m, skuId]))

  const removeMarked = async () => {
    if (marked.length === 0) return
    const { confirm } = await Taro.showModal({
      title: '删除商品',
      content: `确定要删除这${marked.length}种商品吗？`,
      confirmText: '删除',
      confirmColor: BRAND_COLOR,
    })
    if (!confirm) return
    const removed = lines.filter((l) => marked.includes(l.skuId))
    await state.remove(marked)
    for (const l of removed) track('remove_from_cart', { sku: { id: l.skuId, code: l.skuCode, name: l.name } })
    setMarked([])
    setEditing(false)
  }

  const checkout = () => {
    if (count === 0) return void Taro.showToast({ title: '请选择要结算的商品', icon: 'none' })
    void navigate(checkoutUrl({ kind: 'cart' }))
  }

  return (
    <>
      <View className={styles.head}>
        <Text className={styles.headCount}>共 {cartUnits(cart)} 件商品</Text>
        <View
          className={styles.edit}
          role="button"
          onClick={() => {
            setEditing(!editing)
            setMarked([])
          }}
        >
          {editing ? '完成' : '编辑'}
        </View>
      </View>

      {cart.showCartNotice && cart.cartNotices.length > 0 && (
        <View className={styles.notice}>
          {cart.cartNotices.map((n) => (
            <Text key={n} className={styles.noticeText}>
              {n}
            </Text>
          ))}
        </View>
      )}

      <View className={styles.card}>
        {lines.map((line) => (
          <CartLineItem
            key={line.skuId}
            line={line}
            tags={promotionTagsOf(promotions.data, line.skuId)}
            bounds={stepperBounds(line, cart)}
            editing={editing}
            checked={editing ? marked.includes(line.skuId) : line.selected}
            onCheck={() => (editing ? toggleMark(line.skuId) : void state.select([line.skuId], !line.selected))}
            onQuantity={(q) => {
              track('change_cart_quantity', { sku: { id: line.skuId, code: line.skuCode }, from: line.quantity, to: q })
              void state.setQuantity(line.skuId, q)
            }}
            onOpen={() => (editing ? toggleMark(line.skuId) : void navigate(url(PAGES.pdp, { id: line.goodsId })))}
          />
        ))}
      </View>

      <PromotionPanel
        cart={cart}
        onToggleOffer={(o) => state.choose({ selectGifts: toggleOffer(state.choices.selectGifts, o) })}
        onOpenOffers={() => void navigate(url(PAGES.exchangePurchaseList))}
      />
      <ChoiceRows cart={cart} choices={state.choices} onChoose={state.choose} pointsPerYuan={pointsPerYuan} />
      <BottomBar overTabs className={styles.bar}>
        <View
          className={styles.selectAll}
          onClick={() =>
            editing ? setMarked(allMarked ? [] : lines.map((l) => l.skuId)) : void state.select('all', all !== 'all')
          }
        >
          <Check
            checked={editing ? allMarked : all === 'all'}
            partial={editing ? marked.length > 0 : all === 'some'}
            label="全选"
          />
          <Text className={styles.selectAllText}>全选</Text>
        </View>
        {editing ? (
          <View className={styles.barActions}>
            <Button variant="secondary" size="small" disabled={marked.length === 0} onClick={() => void removeMarked()}>
              删除
            </Button>
          </View>
        ) : (
          <>
            <View className={styles.totals}>
              <View className={styles.totalLine}>
                <Text>合计：</Text>
                <Text className={styles.total}>¥{formatFen(cart.totalRealPayAmount)}</Text>
              </View>
              {cart.totalBenefitAmount > 0 && (
                <Text className={styles.benefit}>已优惠 ¥{formatFen(cart.totalBenefitAmount)}</Text>
              )}
            </View>
            <View className={styles.barActions}>
              <Button size="small" disabled={count === 0 || state.busy} onClick={checkout}>
                结算({count})
              </Button>
            </View>
          </>
        )}
      </BottomBar>
    </>
  )
}
