import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import type { PushOrderStatus } from '@shop/contracts'
import { useState } from 'react'
import { BottomBar } from '../../components/bottom-bar'
import { Button } from '../../components/button'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Tabs } from '../../components/tabs'
import { Empty, Loading, QueryView } from '../../components/states'
import { PushOrderCard, useGuidePushOrders } from '../../features/guide'
import { useRequireLogin } from '../../features/session'
import { useShownAgain } from '../../lib/hooks/use-shown-again'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'

const TABS: { key: PushOrderStatus | undefined; text: string }[] = [
  { key: undefined, text: '全部' },
  { key: 'draft', text: '待下单' },
  { key: 'ordered', text: '已下单' },
  { key: 'expired', text: '已过期' },
]

/**
 * 导购工作台 (a guide's entry in the personal centre): the guide's push orders by status, each opening its share
 * page; 新建推单 prepares another. Not a guide: told so.
 */
export default function GuidePage() {
  const { status, profile } = useRequireLogin()
  const isGuide = status === 'customer' && profile?.isEbc === true
  const [tab, setTab] = useState<PushOrderStatus | undefined>(undefined)
  const list = useGuidePushOrders(tab, isGuide)
  useReachBottom(() => list.loadMore())
  useShownAgain(() => list.reload())

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
        <Empty mark="导" title="仅导购可以使用工作台" hint="如需开通，请联系门店管理员" />
      </Page>
    )
  }
  return (
    <Page>
      <Tabs tabs={TABS} value={tab} onChange={setTab} />
      <QueryView
        query={list}
        isEmpty={(items) => items.length === 0}
        empty={{ mark: '推', title: '还没有推单', hint: '为顾客挑好商品，推送给顾客一键下单' }}
      >
        {(pushOrders) => (
          <View>
            {pushOrders.map((p) => (
              <PushOrderCard
                key={p.id}
                pushOrder={p}
                viewer="sender"
                footer={
                  p.status === 'draft' && (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => void navigate(url(PAGES.guidePush, { id: p.id }))}
                    >
                      发给顾客
                    </Button>
                  )
                }
              />
            ))}
            <ListFooter list={list} />
          </View>
        )}
      </QueryView>
      <BottomBar>
        <Button block onClick={() => void navigate(url(PAGES.guidePush))}>
          新建推单
        </Button>
      </BottomBar>
    </Page>
  )
}
