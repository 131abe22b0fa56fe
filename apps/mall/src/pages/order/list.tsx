import { ScrollView, Text, View } from '@tarojs/components'
import { useReachBottom, useRouter } from '@tarojs/taro'
import type { OrderListPathFilter } from '@shop/contracts'
import { useState } from 'react'
import { ListFooter } from '../../components/list-footer'
import { Page } from '../../components/page'
import { Loading, QueryView } from '../../components/states'
import { ORDER_TABS, OrderCard, tabFilter, useOrders, type OrderActionHandlers } from '../../features/order'
import { usePayOrder } from '../../features/payment'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { useShownAgain } from '../../lib/hooks/use-shown-again'
import styles from './list.module.css'

/** A scroll position past any strip's end (the strip stops at its end). */
const STRIP_END = 10_000

/**
 * 我的订单 (query status: a list filter): tabs by filter, the orders paged, each with the actions it allows now.
 * Coming back to the page (from the detail, a refund, an evaluation) loads the list again.
 */
export default function OrderListPage() {
  const { status } = useRequireLogin()
  const asked = pageParam(useRouter().params.status)
  const [filter, setFilter] = useState<OrderListPathFilter>(() => tabFilter(asked))
  const orders = useOrders(filter, status === 'customer')
  const { pay } = usePayOrder()
  useReachBottom(() => orders.loadMore())

  useShownAgain(() => orders.reload())

  const handlers: OrderActionHandlers = {
    pay: async (orderId) => {
      const outcome = await pay({ orderId })
      if (outcome === 'paid' || outcome === 'pending') void navigate(url(PAGES.payResult, { orderId }))
      else if (outcome === 'unpaid') orders.reload()
    },
    viewLogistics: (orderId) => void navigate(url(PAGES.orderDetail, { orderId, open: 'logistics' })),
    changed: () => orders.reload(),
  }

  // Half the tabs fit a phone's width: the first half shows with the strip at its start, the second half with it at
  // its end, so the chosen tab is on screen (also one a link opens, such as 退款/售后).
  const stripAtEnd = ORDER_TABS.findIndex((t) => t.filter === filter) >= ORDER_TABS.length / 2

  return (
    <Page flush>
      <ScrollView
        className={styles.tabs}
        scrollX
        scrollLeft={stripAtEnd ? STRIP_END : 0}
        enhanced
        showScrollbar={false}
      >
        <View className={styles.tabRow} role="tablist">
          {ORDER_TABS.map((t) => (
            <View
              key={t.filter}
              className={`${styles.tab} ${t.filter === filter ? styles.tabOn : ''}`}
              role="tab"
              aria-selected={t.filter === filter}
              onClick={() => setFilter(t.filter)}
            >
              <Text>{t.label}</Text>
            </View>
          ))}
        </View>
      </ScrollView>
      <View className={styles.body}>
        {status !== 'customer' ? (
          <Loading />
        ) : (
          <QueryView
            query={orders}
            isEmpty={(items) => items.length === 0}
            empty={{
              mark: '单',
              title: '暂无相关订单',
              action: { text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) },
            }}
          >
            {(items) => (
              <View>
                {items.map((order) => (
                  <OrderCard
                    key={order.orderId}
                    order={order}
                    handlers={handlers}
                    onOpen={() => void navigate(url(PAGES.orderDetail, { orderId: order.orderId }))}
                  />
                ))}
              </View>
            )}
          </QueryView>
        )}
        <ListFooter list={orders} />
      </View>
    </Page>
  )
}
