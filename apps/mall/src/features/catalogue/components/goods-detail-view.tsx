import { Image, RichText, Text, View } from '@tarojs/components'
import Taro from '@tarojs/taro'
import type { GoodsDetail, Sku } from '@shop/contracts'
import { ActivityStatus, formatFen } from '@shop/domain'
import { useEffect, useRef, useState, type ReactNode } from 'react'
import cartIcon from '../../../assets/tabbar/cart.png'
import { BottomBar } from '../../../components/bottom-bar'
import { Carousel } from '../../../components/carousel'
import { GoodsGrid } from '../../../components/goods-grid'
import { richHtml } from '../../../lib/http/config'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { track } from '../../../lib/http/tracking'
import { useBusy } from '../../../lib/hooks/use-busy'
import { checkGoodsLimitation } from '../api/check-goods-limitation'
import { setFavorite } from '../api/favorite'
import { useRecommended } from '../api/recommend'
import { useActivityClock, type ActivityClock } from '../hooks/use-activity-clock'
import { useSpecSelection } from '../hooks/use-spec-selection'
import { isSkuAvailable, selectionText } from '../spec-selection'
import { goodsTrackingProps } from '../tracking-props'
import { SpecSelector } from './spec-selector'
import styles from './goods-detail-view.module.css'

type Sheet = 'choose' | 'cart' | 'buy'

/** What the price area shows before a SKU is chosen: the cheapest SKU that can be bought (or any). */
const leadSku = (goods: GoodsDetail): Sku | undefined => {
  const pool = goods.skus.some(isSkuAvailable) ? goods.skus.filter(isSkuAvailable) : goods.skus
  return pool.reduce<Sku | undefined>((low, s) => (!low || s.price < low.price ? s : low), undefined)
}

function limitationMessage(item: {
  allowed: number
  limitPerCustomer: number | null
  bought: number
  reason: string | null
}) {
  if (item.reason) return item.reason
  if (item.limitPerCustomer !== null) return `每人限购${item.limitPerCustomer}件，您已购买${item.bought}件`
  return item.allowed > 0 ? `库存不足，最多可购买${item.allowed}件` : '库存不足'
}

function ActivityBar({
  goods,
  clock,
  price,
  onOpen,
}: {
  goods: GoodsDetail
  clock: ActivityClock
  price: number | null
  onOpen: () => void
}) {
  const name = goods.activity?.name ?? ''
  if (clock.status === ActivityStatus.Ended) {
    return (
      <View className={`${styles.activity} ${styles.activityEnded}`}>
        <Text className={styles.activityName}>{name}</Text>
        <Text>活动已结束</Text>
      </View>
    )
  }
  const upcoming = clock.status === ActivityStatus.NotStarted
  // The flash sale's own page: its slots, the goods' progress and the reminder.
  return (
    <View className={styles.activity} onClick={onOpen} role="link" aria-label={`${name}：查看秒杀场次`}>
      <View className={styles.activityLeft}>
        <Text className={styles.activityName}>{name} ›</Text>
        {upcoming && price !== null && <Text className={styles.activityPreview}>秒杀价 ¥{formatFen(price)}</Text>}
      </View>
      <View className={styles.activityRight}>
        <Text className={styles.activityHint}>{upcoming ? '距开始' : '距结束'}</Text>
        <Text className={styles.countdown}>{clock.countdown}</Text>
      </View>
    </View>
  )
}

/** What the page around the view does for it: the other features' parts (the cart, signing in). */
export interface GoodsDetailActions {
  /** True once the shopper is a signed-in customer (signing in first if need be, then doing `resume`: the tap). */
  ensureCustomer: (resume: () => unknown) => Promise<boolean>
  addToCart: (skuId: number, quantity: number) => Promise<unknown>
  /** 立即购买: `activityId` when the SKU sells at a running flash sale's price (a sec_kill checkout). */
  buyNow: (skuId: number, quantity: number, activityId: number | null) => void
  /** The flash sale's page (the activity bar's tap). */
  openFlashSale: (activityId: number) => void
}

/**
 * The product detail: gallery, activity and prices, specs, the page's `offers` and `reviews`, the rich detail,
 * then recommendations; favorite, cart and the spec sheet's 加入购物车 / 立即购买 in the bottom bar.
 */
export function GoodsDetailView({
  goods,
  actions,
  offers,
  reviews,
}: {
  goods: GoodsDetail
  actions: GoodsDetailActions
  offers?: ReactNode
  reviews?: ReactNode
}) {
  const state = useSpecSelection(goods)
  const clock = useActivityClock(goods.activity)
  const recommended = useRecommended('goods', goods.id)
  const [sheet, setSheet] = useState<Sheet | null>(null)
  const [favorites, setFavorites] = useState<readonly number[]>(goods.favoriteSkuIds)
  const { busy, run } = useBusy()

  useEffect(() => setFavorites(goods.favoriteSkuIds), [goods])

  // Tracking: one product view per goods opened (with the SKU chosen from the start, if any).
  const tracked = useRef<number | null>(null)
  useEffect(() => {
    if (tracked.current === goods.id) return
    tracked.current = goods.id
    track('view_goods', goodsTrackingProps(goods, state.sku))
  }, [goods, state.sku])

  const inActivity = clock?.status === ActivityStatus.InProgress
  const shown = state.sku ?? leadSku(goods)
  const activityPrice = shown?.activityPrice ?? null
  const pay = shown ? (inActivity && activityPrice !== null ? activityPrice : shown.price) : 0
  const was = shown ? Math.max(shown.marketingPrice, shown.price) : 0
  const buyable = goods.skus.some(isSkuAvailable)
  const chosen = selectionText(goods, state.selection)

  const favoriteSku = state.sku ?? goods.skus.find((s) => favorites.includes(s.id)) ?? leadSku(goods) ?? goods.skus[0]
  const favorite = favoriteSku !== undefined && favorites.includes(favoriteSku.id)

  const toggleFavorite = async () => {
    if (!favoriteSku || busy || !(await actions.ensureCustomer(toggleFavorite))) return
    await run(async () => {
      await setFavorite(favoriteSku.id, !favorite)
      setFavorites((f) => (favorite ? f.filter((x) => x !== favoriteSku.id) : [...f, favoriteSku.id]))
      void Taro.showToast({ title: favorite ? '已取消收藏' : '已收藏', icon: 'none' })
    })
  }

  /**
   * 加入购物车 / 立即购买 after the sheet's 确定: a customer only; the chosen SKU and quantity checked against stock
   * and the per-customer limit, then added to the cart, or taken to the checkout as a buy-now.
   */
  const confirm = async () => {
    const sku = state.sku
    const kind = sheet
    if (kind === 'choose' || !sku) return setSheet(null)
    if (busy || !(await actions.ensureCustomer(confirm))) return
    const quantity = state.quantity
    await run(async () => {
      const result = await checkGoodsLimitation(sku.id, quantity)
      const item = result.items.find((i) => i.skuId === sku.id)
      if (!result.passed) {
        void Taro.showToast({ title: item ? limitationMessage(item) : '库存不足', icon: 'none', duration: 3000 })
        return
      }
      const props = { ...goodsTrackingProps(goods, sku), quantity }
      if (kind === 'cart') {
        await actions.addToCart(sku.id, quantity)
        track('add_to_cart', props)
        setSheet(null)
        void Taro.showToast({ title: '已加入购物车', icon: 'success' })
      } else {
        track('buy_now', props)
        setSheet(null)
        const flashSale = inActivity && sku.activityPrice !== null ? (goods.activity?.activityId ?? null) : null
        actions.buyNow(sku.id, quantity, flashSale)
      }
    })
  }

  const images = goods.gallery.length > 0 ? goods.gallery : [goods.mainImage]

  return (
    <>
      {/* Swipe or tap through the images (the platform image preview would bring the whole swiper library). */}
      <Carousel className={styles.gallery} images={images} indicator="count" />

      {goods.activity && clock && (
        <ActivityBar
          goods={goods}
          clock={clock}
          price={activityPrice}
          onOpen={() => actions.openFlashSale(goods.activity!.activityId)}
        />
      )}

      <View className={styles.card}>
        <View className={styles.prices}>
          <Text className={styles.price}>
            <Text className={styles.yuan}>¥</Text>
            {formatFen(pay)}
          </Text>
          {was > pay && <Text className={styles.was}>¥{formatFen(was)}</Text>}
        </View>
        <Text className={styles.name}>{goods.name}</Text>
        {goods.subtitle && <Text className={styles.subtitle}>{goods.subtitle}</Text>}
        {goods.tags.length > 0 && (
          <View className={styles.tags}>
            {goods.tags.map((t) => (
              <Text key={t} className={styles.tag}>
                {t}
              </Text>
            ))}
          </View>
        )}
        <Text className={styles.sales}>已售 {goods.salesCount}</Text>
      </View>

      <View className={`${styles.card} ${styles.row}`} onClick={() => setSheet('choose')}>
        <Text className={styles.rowLabel}>选择规格</Text>
        <Text className={styles.rowValue}>
          {chosen ? `已选：${chosen} × ${state.quantity}` : `请选择 ${goods.specs.map((d) => d.name).join(' ')}`}
        </Text>
        <Text className={styles.chevron}>›</Text>
      </View>

      {offers}

      {reviews}

      <View className={styles.section}>
        <Text className={styles.sectionTitle}>商品详情</Text>
        <View className={styles.detail}>
          <RichText nodes={richHtml(goods.detailHtml)} />
        </View>
      </View>

      {recommended.data && recommended.data.length > 0 && (
        <View className={styles.section}>
          <Text className={styles.sectionTitle}>为你推荐</Text>
          <GoodsGrid goods={recommended.data} />
        </View>
      )}

      <BottomBar>
        <View
          className={`${styles.icon} ${favorite ? styles.iconOn : ''}`}
          role="button"
          aria-pressed={favorite}
          onClick={() => void toggleFavorite()}
        >
          <Text className={styles.iconMark}>{favorite ? '♥' : '♡'}</Text>
          <Text>{favorite ? '已收藏' : '收藏'}</Text>
        </View>
        <View
          className={styles.icon}
          role="button"
          onClick={() => void navigate(url(PAGES.chat, { type: 'goods', id: goods.id }))}
        >
          <Text className={styles.iconMark}>☏</Text>
          <Text>客服</Text>
        </View>
        <View className={styles.icon} role="button" onClick={() => void navigate(url(PAGES.cart))}>
          <Image className={styles.iconImage} src={cartIcon} />
          <Text>购物车</Text>
        </View>
        {buyable ? (
          <View className={styles.actions}>
            <View className={`${styles.action} ${styles.cartAction}`} role="button" onClick={() => setSheet('cart')}>
              加入购物车
            </View>
            <View className={`${styles.action} ${styles.buyAction}`} role="button" onClick={() => setSheet('buy')}>
              立即购买
            </View>
          </View>
        ) : (
          <View className={styles.actions}>
            <View className={`${styles.action} ${styles.soldOut}`} aria-disabled>
              已售罄
            </View>
          </View>
        )}
      </BottomBar>

      {sheet && (
        <SpecSelector
          goods={goods}
          state={state}
          // The flash price is 立即购买's (a sec_kill order): the cart sells at the SKU's price.
          activityPrice={inActivity && sheet !== 'cart'}
          onClose={() => setSheet(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </>
  )
}
