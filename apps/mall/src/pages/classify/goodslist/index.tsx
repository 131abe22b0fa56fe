import { View } from '@tarojs/components'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect, useState } from 'react'
import { GoodsGrid } from '../../../components/goods-grid'
import { ListFooter } from '../../../components/list-footer'
import { Page } from '../../../components/page'
import { QueryView } from '../../../components/states'
import { SortFilterBar, useGoodsList, type GoodsFilters } from '../../../features/catalogue'
import { pageParam } from '../../../lib/navigation/routes'
import styles from './index.module.css'

/** Goods of a category (query categoryId, title): sort, filter, infinite scroll. */
export default function GoodsListPage() {
  const params = useRouter().params
  const categoryId = Number(pageParam(params.categoryId)) || undefined
  const title = pageParam(params.title)
  const [filters, setFilters] = useState<GoodsFilters>({ sort: 'default' })
  const list = useGoodsList(categoryId, filters)
  const filtered = filters.inStock !== undefined || filters.minPrice !== undefined || filters.maxPrice !== undefined

  useReachBottom(list.loadMore)

  useEffect(() => {
    if (title) void Taro.setNavigationBarTitle({ title })
  }, [title])

  return (
    <Page flush>
      <SortFilterBar filters={filters} onChange={setFilters} />
      <View className={styles.body}>
        <QueryView
          query={list}
          isEmpty={(goods) => goods.length === 0}
          empty={
            filtered
              ? {
                  mark: '筛',
                  title: '没有符合条件的商品',
                  hint: '换个筛选条件试试',
                  action: { text: '清除筛选', onClick: () => setFilters({ sort: filters.sort }) },
                }
              : { mark: '空', title: '暂无相关商品', hint: '这个分类正在上新，稍后再来看看' }
          }
        >
          {(goods) => <GoodsGrid goods={goods} />}
        </QueryView>
        <ListFooter list={list} />
      </View>
    </Page>
  )
}
