import { useRouter } from '@tarojs/taro'
import { Page } from '../../../components/page'
// The view by its file, not the feature's index: only this sub-package uses it, so it stays in its package.
import { ArticleDetail } from '../../../features/discovery/components/article-detail'
import { requireCustomer, useSession } from '../../../features/session'
import { pageParam } from '../../../lib/navigation/routes'

/** One 种草 article (query id); the discovery feature's view, with the session's reader. */
export default function ArticleDetailPage() {
  const id = Number(pageParam(useRouter().params.id)) || 0
  const { status } = useSession()
  return (
    <Page flush>
      <ArticleDetail id={id} viewer={status} ensureCustomer={requireCustomer} />
    </Page>
  )
}
