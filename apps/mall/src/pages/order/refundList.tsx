import { View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { RefundCard, useRefunds } from '../../features/refund'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'
import { useShownAgain } from '../../lib/hooks/use-shown-again'

/** 售后记录: the customer's refunds, newest first, paged; a tap opens the detail. */
export default function RefundListPage() {
  const { status } = useRequireLogin()
  const list = useRefunds(status === 'customer')
  useReachBottom(() => list.loadMore())

  // Back from a detail (cancelled, waybill given): statuses may have moved.
  useShownAgain(() => list.reload())

  return (
    <Page>
      {status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView
          query={list}
          isEmpty={(items) => items.length === 0}
          empty={{
            mark: '售',
            title: '暂无售后记录',
            action: { text: '查看我的订单', onClick: () => void navigate(url(PAGES.orderList, { status: 'all' })) },
          }}
        >
          {(refunds) => (
            <View>
              {refunds.map((r) => (
                <RefundCard
                  key={r.refundId}
                  refund={r}
                  onOpen={() => void navigate(url(PAGES.refundDetail, { id: r.refundId }))}
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
