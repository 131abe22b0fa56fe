import { Text, View } from '@tarojs/components'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { offersByPromotion, SwapOfferRow, toggleOffer, useCart } from '../../features/cart'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * 换购专区 (exchangePurchaseList): every add-on offer of the cart's promotions (满额换购, 单品换购, 随手带一件) under
 * its promotion, with what is missing for those not yet open. A take is the cart's own choice: the cart tab and the
 * checkout price with it.
 */
export default function ExchangePurchaseListPage() {
  const { status } = useRequireLogin()
  const cart = useCart(status === 'customer')

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView
          query={cart}
          isEmpty={(c) => c.selectGifts.length === 0}
          empty={{
            mark: '换',
            title: '暂无可换购的商品',
            hint: '购物车中的商品参加换购活动后，可在这里低价加购',
            action: { text: '回购物车', onClick: () => void navigate(url(PAGES.cart)) },
          }}
        >
          {(c) => (
            <View>
              {offersByPromotion(c).map(({ promotion, offers }) => (
                <View key={promotion.id} className={styles.group}>
                  <View className={styles.head}>
                    <Text className={styles.name}>{promotion.name}</Text>
                    <Text className={promotion.applied ? styles.open : styles.missing}>
                      {promotion.applied ? '已满足，可加购' : promotion.reason}
                    </Text>
                  </View>
                  {offers.map((o) => (
                    <SwapOfferRow
                      key={o.skuId}
                      offer={o}
                      onToggle={() => cart.choose({ selectGifts: toggleOffer(cart.choices.selectGifts, o) })}
                    />
                  ))}
                </View>
              ))}
            </View>
          )}
        </QueryView>
      )}
    </Page>
  )
}
