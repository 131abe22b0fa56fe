import { useRouter } from '@tarojs/taro'
import { Page } from '../../../components/page'
import { Loading, NotFound } from '../../../components/states'
import { PushSendOn } from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { PAGES, pageParam } from '../../../lib/navigation/routes'

/** pushSuccess (`?id=`): the distributor's push order just made, to send to the customer (a share card or a link). */
export default function DistributorPushSuccessPage() {
  const { status } = useRequireLogin()
  const id = Number(pageParam(useRouter().params.id)) || null
  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : id ? (
        <PushSendOn kind="distribution_order" id={id} homePage={PAGES.distributorWorkArea} />
      ) : (
        <NotFound title="推单不存在或已失效" />
      )}
    </Page>
  )
}
