import { Text, View } from '@tarojs/components'
import { GoodsGrid } from '../../components/goods-grid'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { CartTabView, useCart } from '../../features/cart'
import { useRecommended } from '../../features/catalogue'
import { ContentBlocks, PageDialog, usePageSetting } from '../../features/content'
import { usePointsBalance } from '../../features/points'
import { useSession } from '../../features/session'
import { useTabBar } from '../../features/tabbar'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import { useShownAgain } from '../../lib/hooks/use-shown-again'
import styles from './index.module.css'

function Recommendations() {
  const recommended = useRecommended('cart', 0)
  if (!recommended.data?.length) return null
  return (
    <View className={styles.recommend}>
      <Text className={styles.sectionTitle}>为你推荐</Text>
      <GoodsGrid goods={recommended.data} />
    </View>
  )
}

/** 凑单推荐: the content the shop arranges under the cart (page code cartGuide). */
function CartGuide() {
  const guide = usePageSetting('cartGuide')
  if (!guide.data?.blocks.length) return null
  return (
    <View className={styles.recommend}>
      <ContentBlocks blocks={guide.data.blocks} />
    </View>
  )
}

/**
 * Cart (tab): the priced cart, its promotions and choices, totals and the way to checkout; the shop's cartGuide
 * content under it, and the shopper's recommendations when it is empty.
 */
export default function CartPage() {
  useTabBar()
  const { status } = useSession()
  const state = useCart(status === 'customer')
  const points = usePointsBalance('cart', state.data?.allowPointsPay ?? false)

  // Back on the tab (after adding on a product page, after an order): the cart may have changed.
  useShownAgain(() => {
    if (status === 'customer') state.reload()
  })

  return (
    <Page>
      {status === 'loading' ? (
        <Loading />
      ) : status === 'visitor' ? (
        <Empty
          mark="车"
          title="登录后查看购物车"
          hint="登录后可同步购物车中的商品"
          action={{ text: '去登录', onClick: () => void navigate(url(PAGES.login)) }}
        />
      ) : (
        <QueryView query={state}>
          {(cart) => (
            <CartTabView
              cart={cart}
              state={state}
              pointsPerYuan={points.data?.pointsPerYuan}
              whenEmpty={<Recommendations />}
            />
          )}
        </QueryView>
      )}
      {status !== 'loading' && <CartGuide />}
      <PageDialog type="SHOPINGCART" />
    </Page>
  )
}
