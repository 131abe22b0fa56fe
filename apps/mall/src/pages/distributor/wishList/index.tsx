import { Text, View } from '@tarojs/components'
import { useDidShow, useReachBottom, useRouter } from '@tarojs/taro'
import { useState } from 'react'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { ListFooter } from '../../../components/list-footer'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { Tabs } from '../../../components/tabs'
import { useDistributorInfo } from '../../../features/distribution'
import { useRequireLogin } from '../../../features/session'
import { useAdvisors, useWishes, WishCard, type WishViewer } from '../../../features/wish'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'
import styles from './index.module.css'

const TABS: { key: WishViewer; text: string }[] = [
  { key: 'customer', text: '我的心愿' },
  { key: 'distributor', text: '顾客心愿' },
]

/**
 * wishList (心愿单, docs/wish-list.md): the customer's own wishes with 许个心愿; an approved distributor also sees the
 * wishes of the customers bound to them (`?role=distributor` opens that tab, as the work area does).
 */
export default function WishListPage() {
  const { status, profile } = useRequireLogin()
  const signedIn = status === 'customer'
  const distributor = useDistributorInfo(profile, signedIn)
  const isDistributor = distributor.data?.distributor?.status === 'approved'
  const [tab, setTab] = useState<WishViewer>(
    pageParam(useRouter().params.role) === 'distributor' ? 'distributor' : 'customer',
  )
  const viewer: WishViewer = isDistributor ? tab : 'customer'
  const wishes = useWishes(viewer, signedIn && !distributor.loading)
  const advisors = useAdvisors(signedIn)
  useReachBottom(() => wishes.loadMore())
  useDidShow(() => wishes.reload())

  if (!signedIn || distributor.loading) {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  const mine = viewer === 'customer'
  return (
    <Page>
      {isDistributor && <Tabs tabs={TABS} value={tab} onChange={setTab} />}
      {mine && advisors.data && (
        <Text className={styles.advisor}>
          {advisors.data.length > 0
            ? `您的专属顾问 ${advisors.data
                .map((a) => (a.counterName ? `${a.name}（${a.counterName}）` : a.name))
                .join('、')} 会看到您的心愿，为您挑选并推送订单`
            : '您还没有专属顾问：打开顾问分享给您的链接或小程序码即可绑定，心愿才会被看到'}
        </Text>
      )}
      <QueryView
        query={wishes}
        isEmpty={(rows) => rows.length === 0}
        empty={
          mine
            ? { mark: '愿', title: '心愿单还是空的', hint: '把想要的好物告诉您的专属顾问' }
            : { mark: '愿', title: '暂无顾客心愿', hint: '与您绑定的顾客许下的心愿会出现在这里' }
        }
      >
        {(rows) => (
          <View>
            {rows.map((wish) => (
              <WishCard
                key={wish.id}
                wish={wish}
                onOpen={() =>
                  void navigate(
                    url(PAGES.distributorWishDetail, { id: wish.id, ...(!mine && { role: 'distributor' }) }),
                  )
                }
              />
            ))}
            <ListFooter list={wishes} />
          </View>
        )}
      </QueryView>
      {mine && (
        <BottomBar>
          <Button block onClick={() => void navigate(url(PAGES.distributorWishCustom))}>
            许个心愿
          </Button>
        </BottomBar>
      )}
    </Page>
  )
}
