import { Page } from '../../../components/page'
import { KeywordSection } from '../../../components/keyword-section'
import { SearchInput } from '../../../components/search-bar'
import { ARTICLE_HISTORY_KEY, articleSearchHistory, useArticleKeywords } from '../../../features/discovery'
import { useSession } from '../../../features/session'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { useSearchHistory } from '../../../lib/state/search-history'

/** Feed search: the box, the shopper's recent searches (清空 clears them) and suggested keywords. */
export default function ArticleSearchPage() {
  const { status } = useSession()
  const history = useSearchHistory(ARTICLE_HISTORY_KEY, articleSearchHistory, status === 'customer')
  const suggested = useArticleKeywords()
  const search = (keyword: string) => void navigate(url(PAGES.articleSearchResult, { keyword }))

  return (
    <Page>
      <SearchInput placeholder="搜索种草内容" autoFocus onSubmit={search} />
      <KeywordSection title="历史搜索" keywords={history.keywords} onPick={search} onClear={history.clear} />
      <KeywordSection title="大家都在搜" keywords={suggested.data?.keywords ?? []} onPick={search} />
    </Page>
  )
}
