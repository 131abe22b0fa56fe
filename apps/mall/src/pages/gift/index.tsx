import { Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { Button } from '../../components/button'
import { GoodsCard } from '../../components/goods-card'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { useGiftGoods } from '../../features/gift'
import { requireCustomer } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/**
 * 送礼 (give_gift_order goods/list): the goods the shop lets be gifted; 送给好友 opens the gift checkout for the
 * goods' SKU (its box, card and blessing there), a tap on the goods its detail page.
 */
export default function GiftGoodsPage() {
  const goods = useGiftGoods()
  useReachBottom(() => goods.loadMore())

  const give = async (skuId: number) => {
    const go = () => void navigate(checkoutUrl({ kind: 'gift', item: { skuId, quantity: 1 } }))
    if (await requireCustomer(go)) go()
  }

  return (
    <Page>
      <Text className={styles.intro}>挑一份心意送给好友：不必知道TA的地址，付款后发给TA，由TA填写地址收货。</Text>
      <QueryView
        query={goods}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '礼', title: '暂无可送礼的商品', hint: '店铺正在准备礼品，稍后再来看看' }}
      >
        {(list) => (
          <View className={styles.grid}>
            {list.map((g) => (
              <View key={g.id} className={styles.item}>
                <GoodsCard goods={g} onClick={() => void navigate(url(PAGES.pdp, { id: g.id }))} />
                <Button size="small" block disabled={g.sellOut} onClick={() => void give(g.skuId)}>
                  {g.sellOut ? '已售罄' : '送给好友'}
                </Button>
              </View>
            ))}
          </View>
        )}
      </QueryView>
      <ListFooter list={goods} />
    </Page>
  )
}
