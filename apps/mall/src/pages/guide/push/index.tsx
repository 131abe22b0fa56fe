import { useRouter } from '@tarojs/taro'
import { Page } from '../../../components/page'
import { Empty, Loading } from '../../../components/states'
import { useGoodsSearch } from '../../../features/catalogue'
import { PushCompose, PushSendOn } from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { PAGES, pageParam } from '../../../lib/navigation/routes'

/**
 * A guide prepares a push order (推单, ba_push_order) and sends it; with `?id=` it shows a push order sent, to send on.
 */
export default function GuidePushPage() {
  const { status, profile } = useRequireLogin()
  const id = Number(pageParam(useRouter().params.id)) || null
  const isGuide = status === 'customer' && profile?.isEbc === true
  if (status !== 'customer') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  if (!isGuide) {
    return (
      <Page>
        <Empty mark="导" title="仅导购可以推单" />
      </Page>
    )
  }
  return (
    <Page>
      {id ? (
        <PushSendOn kind="ba_push_order" id={id} homePage={PAGES.guide} />
      ) : (
        <PushCompose kind="ba_push_order" sentPage={PAGES.guidePush} useSearch={useGoodsSearch} />
      )}
    </Page>
  )
}
