import { View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { ListFooter } from '../../../components/list-footer'
import { Page } from '../../../components/page'
import { SearchInput } from '../../../components/search-bar'
import { QueryView } from '../../../components/states'
import { ARTICLE_HISTORY_KEY, ArticleGrid, useArticleSearch } from '../../../features/discovery'
import { useSession } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import { recordLocalSearch } from '../../../lib/state/search-history'
import styles from './index.module.css'

/** Feed search results (query keyword), two columns, page after page. */
export default function ArticleSearchResultPage() {
  const keyword = pageParam(useRouter().params.keyword).trim()
  const { status } = useSession()
  const results = useArticleSearch(keyword)

  useReachBottom(results.loadMore)

  // The server keeps a signed-in shopper's searches; a visitor's are kept on the device.
  useEffect(() => {
    if (keyword && status === 'visitor') recordLocalSearch(ARTICLE_HISTORY_KEY, keyword)
  }, [keyword, status])

  const research = (next: string) => void navigate(url(PAGES.articleSearchResult, { keyword: next }), { replace: true })

  return (
    <Page>
      <View className={styles.search}>
        <SearchInput placeholder="搜索种草内容" initial={keyword} onSubmit={research} />
      </View>
      <QueryView
        query={results}
        isEmpty={(list) => list.length === 0}
        empty={{ mark: '搜', title: '没有找到相关内容', hint: '换个关键词试试' }}
      >
        {(list) => <ArticleGrid articles={list} />}
      </QueryView>
      <ListFooter list={results} />
    </Page>
  )
}
