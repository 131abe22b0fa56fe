import { Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { GoodsGrid } from '../../../components/goods-grid'
import { Page } from '../../../components/page'
import { SearchInput } from '../../../components/search-bar'
import { Empty } from '../../../components/states'
import { useRecommended } from '../../../features/catalogue'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import styles from './index.module.css'

/** Nothing found for a keyword (query keyword): say so, let the shopper search again, recommend goods. */
export default function EmptySearchResultPage() {
  const keyword = pageParam(useRouter().params.keyword)
  const recommended = useRecommended('search', 0)
  const research = (next: string) => void navigate(url(PAGES.searchResult, { keyword: next }), { replace: true })

  return (
    <Page>
      <SearchInput placeholder="搜索商品" initial={keyword} onSubmit={research} />
      <Empty
        mark="搜"
        title="没有找到相关商品"
        hint={keyword ? `没有与“${keyword}”相关的商品，换个关键词试试` : '换个关键词试试'}
      />
      {recommended.data && recommended.data.length > 0 && (
        <View>
          <Text className={styles.title}>为你推荐</Text>
          <GoodsGrid goods={recommended.data} />
        </View>
      )}
    </Page>
  )
}
