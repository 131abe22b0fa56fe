import { useReachBottom } from '@tarojs/taro'
import { Page } from '../../components/page'
import { Loading } from '../../components/states'
import { KeptGoodsView, useKeptGoods } from '../../features/catalogue'
import { useRequireLogin } from '../../features/session'

/** 我的收藏: the goods the customer favorited, newest first, paged; 取消收藏 takes one out. */
export default function FavoritesPage() {
  const { status } = useRequireLogin()
  const list = useKeptGoods('favorites', status === 'customer')
  useReachBottom(() => list.loadMore())

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <KeptGoodsView
          list={list}
          keyOf={(item) => item.favoriteSkuId}
          removeText="取消收藏"
          empty={{ mark: '藏', title: '还没有收藏的商品', hint: '在商品详情页点「收藏」，喜欢的好物都在这里' }}
        />
      )}
    </Page>
  )
}
