import { useRouter } from '@tarojs/taro'
import { Page } from '../../../components/page'
import { Empty, Loading } from '../../../components/states'
import { checkoutUrl } from '../../../features/cart'
import { useGoodsSearch } from '../../../features/catalogue'
import { useDistributorInfo } from '../../../features/distribution'
import { PushCompose, PushOrderOpened } from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { PAGES, pageParam } from '../../../lib/navigation/routes'

/**
 * pushDetail: a distributor's push order (推单, distribution_order; docs/distribution.md "Push orders"). Opened with
 * the link's `?code=`, the shopper sees what the distributor chose and checks it out; without one, an approved
 * distributor prepares one (the guides' push order, one way to do it) and goes on to pushSuccess.
 */
export default function DistributorPushDetailPage() {
  const { status, profile } = useRequireLogin()
  const code = pageParam(useRouter().params.code)
  const signedIn = status === 'customer'
  const distributor = useDistributorInfo(profile, signedIn && code === '')
  if (code !== '') {
    return (
      <Page>
        <PushOrderOpened
          code={code}
          sender="推荐人"
          signedIn={signedIn}
          checkoutOf={(p) => checkoutUrl({ kind: 'push', orderType: p.kind, code: p.code })}
        />
      </Page>
    )
  }
  if (!signedIn || distributor.loading) {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  if (distributor.data?.distributor?.status !== 'approved') {
    return (
      <Page>
        <Empty mark="推" title="仅分销员或推荐官可以推单" />
      </Page>
    )
  }
  return (
    <Page>
      <PushCompose kind="distribution_order" sentPage={PAGES.distributorPushSuccess} useSearch={useGoodsSearch} />
    </Page>
  )
}
