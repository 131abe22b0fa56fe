import Taro, { useRouter } from '@tarojs/taro'
import { useEffect } from 'react'
import { Empty } from '../../components/states'
import { Page } from '../../components/page'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

/**
 * emptyPage/index: where the shop's content links a place that has nothing yet (an activity still being prepared, a
 * section to come). Query title (the nav bar and the heading, 敬请期待 without one) and hint; the way home.
 */
export default function EmptyPage() {
  const { params } = useRouter()
  const title = pageParam(params.title) || '敬请期待'
  const hint = pageParam(params.hint) || '内容正在准备中，先去看看其他好物吧'

  useEffect(() => {
    void Taro.setNavigationBarTitle({ title })
  }, [title])

  return (
    <Page>
      <Empty
        mark="待"
        title={title}
        hint={hint}
        action={{ text: '回到首页', onClick: () => void navigate(url(PAGES.home)) }}
      />
    </Page>
  )
}
