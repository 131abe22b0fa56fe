import { View } from '@tarojs/components'
import Taro, { useReachBottom, useRouter } from '@tarojs/taro'
import type { CustomerCouponStatus } from '@shop/contracts'
import { useEffect, useRef, useState } from 'react'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Tabs } from '../../components/tabs'
import { Loading, QueryView } from '../../components/states'
import { WalletCoupon, registerReceive, useCustomerCoupons } from '../../features/coupon'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { BRAND_COLOR } from '../../lib/display/theme'

const TABS: { key: CustomerCouponStatus; text: string; empty: string }[] = [
  { key: 'usable', text: '可使用', empty: '暂无可使用的优惠券' },
  { key: 'used', text: '已使用', empty: '暂无已使用的优惠券' },
  { key: 'expired', text: '已过期', empty: '暂无已过期的优惠券' },
]

/**
 * 我的优惠券: the wallet by status (可使用 / 已使用 / 已过期), paged. Opened from a campaign link (query `param`),
 * the campaign's coupons are received first.
 */
export default function CouponWalletPage() {
  const { status } = useRequireLogin()
  const campaign = pageParam(useRouter().params.param)
  const [tab, setTab] = useState<CustomerCouponStatus>('usable')
  const list = useCustomerCoupons(tab, status === 'customer')
  useReachBottom(() => list.loadMore())

  const registered = useRef(false)
  useEffect(() => {
    if (status !== 'customer' || !campaign || registered.current) return
    registered.current = true
    registerReceive(campaign).then(
      (result) => {
        void Taro.showModal({ title: '领券', content: result.message, showCancel: false, confirmColor: BRAND_COLOR })
        if (result.received) list.reload()
      },
      () => undefined, // the request layer has said why
    )
  }, [status, campaign, list])

  const current = TABS.find((t) => t.key === tab) ?? TABS[0]!
  return (
    <Page>
      <Tabs tabs={TABS} value={tab} onChange={setTab} />
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView
          query={list}
          isEmpty={(items) => items.length === 0}
          empty={{
            mark: '券',
            title: current.empty,
            action: tab === 'usable' ? { text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) } : undefined,
          }}
        >
          {(coupons) => (
            <View>
              {coupons.map((c) => (
                <WalletCoupon
                  key={c.id}
                  coupon={c}
                  onOpen={() => void navigate(url(PAGES.couponDetail, { id: c.id }))}
                />
              ))}
              <ListFooter list={list} />
            </View>
          )}
        </QueryView>
      )}
    </Page>
  )
}
