import { ScrollView, Text, View } from '@tarojs/components'
import Taro, { usePullDownRefresh, useReachBottom } from '@tarojs/taro'
import { useState } from 'react'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { SearchEntry } from '../../components/search-bar'
import { QueryView } from '../../components/states'
import { ArticleGrid, useArticleCategories, useArticles } from '../../features/discovery'
import { useTabBar } from '../../features/tabbar'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import styles from './index.module.css'

/** Discover (tab): the 种草 feed, newest first, by category, page after page. */
export default function DiscoverPage() {
  useTabBar()
  const [categoryId, setCategoryId] = useState<number | undefined>()
  const categories = useArticleCategories()
  const articles = useArticles(categoryId)

  usePullDownRefresh(() => {
    articles.reload()
    void Taro.stopPullDownRefresh()
  })
  useReachBottom(articles.loadMore)

  const tabs = [{ id: undefined, name: '全部' }, ...(categories.data ?? [])]

  return (
    <Page>
      <View className={styles.search}>
        <SearchEntry placeholder="搜索种草内容" onOpen={() => void navigate(url(PAGES.articleSearch))} />
      </View>
      {tabs.length > 1 && (
        <ScrollView scrollX className={styles.chips}>
          {tabs.map((c) => (
            <Text
              key={c.id ?? 'all'}
              className={`${styles.chip} ${c.id === categoryId ? styles.chipOn : ''}`}
              onClick={() => setCategoryId(c.id)}
            >
              {c.name}
            </Text>
          ))}
        </ScrollView>
      )}
      <QueryView
        query={articles}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '草', title: '还没有种草内容', hint: '新的分享很快就来' }}
      >
        {(list) => <ArticleGrid articles={list} />}
      </QueryView>
      <ListFooter list={articles} />
    </Page>
  )
}
