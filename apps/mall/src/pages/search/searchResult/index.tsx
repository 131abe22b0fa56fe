import { View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { GoodsGrid } from '../../../components/goods-grid'
import { ListFooter } from '../../../components/list-footer'
import { Page } from '../../../components/page'
import { SearchInput } from '../../../components/search-bar'
import { QueryView } from '../../../components/states'
import { GOODS_HISTORY_KEY, SortFilterBar, useGoodsSearch, type GoodsFilters } from '../../../features/catalogue'
import { useSession } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { recordLocalSearch } from '../../../lib/state/search-history'
import styles from './index.module.css'

const hasFilters = (f: GoodsFilters) => f.inStock !== undefined || f.minPrice !== undefined || f.maxPrice !== undefined

/** Search results (query keyword): sort, filter, infinite scroll; nothing found at all → the empty-result page. */
export default function SearchResultPage() {
  const keyword = pageParam(useRouter().params.keyword).trim()
  const { status } = useSession()
  const [filters, setFilters] = useState<GoodsFilters>({ sort: 'default' })
  const results = useGoodsSearch(keyword, filters)
  const nothing = results.data !== undefined && results.data.length === 0 && !results.loading

  useReachBottom(results.loadMore)

  // The server keeps a signed-in shopper's searches; a visitor's are kept on the device.
  useEffect(() => {
    if (keyword && status === 'visitor') recordLocalSearch(GOODS_HISTORY_KEY, keyword)
  }, [keyword, status])

  useEffect(() => {
    if (!keyword || (nothing && !hasFilters(filters))) {
      void navigate(url(PAGES.emptySearchResult, { keyword }), { replace: true })
    }
  }, [keyword, nothing, filters])

  const research = (next: string) => void navigate(url(PAGES.searchResult, { keyword: next }), { replace: true })

  return (
    <Page flush>
      <View className={styles.search}>
        <SearchInput placeholder="搜索商品" initial={keyword} onSubmit={research} />
      </View>
      <SortFilterBar filters={filters} onChange={setFilters} />
      <View className={styles.body}>
        <QueryView
          query={results}
          isEmpty={(goods) => goods.length === 0}
          empty={{
            mark: '筛',
            title: '没有符合条件的商品',
            hint: '换个筛选条件试试',
            action: { text: '清除筛选', onClick: () => setFilters({ sort: filters.sort }) },
          }}
        >
          {(goods) => <GoodsGrid goods={goods} />}
        </QueryView>
        <ListFooter list={results} />
      </View>
    </Page>
  )
}
