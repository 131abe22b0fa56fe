import { Page } from '../../components/page'
import { KeywordSection } from '../../components/keyword-section'
import { SearchInput } from '../../components/search-bar'
import { GOODS_HISTORY_KEY, goodsSearchHistory, useHotKeywords } from '../../features/catalogue'
import { useSession } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import { useSearchHistory } from '../../lib/state/search-history'

/** Goods search: the box, the shopper's recent searches (清空 clears them) and the hot keywords. */
export default function SearchPage() {
  const { status } = useSession()
  const history = useSearchHistory(GOODS_HISTORY_KEY, goodsSearchHistory, status === 'customer')
  const hot = useHotKeywords()
  const search = (keyword: string) => void navigate(url(PAGES.searchResult, { keyword }))

  return (
    <Page>
      <SearchInput placeholder="搜索商品" autoFocus onSubmit={search} />
      <KeywordSection title="历史搜索" keywords={history.keywords} onPick={search} onClear={history.clear} />
      <KeywordSection title="热门搜索" keywords={hot.data?.keywords ?? []} onPick={search} />
    </Page>
  )
}
