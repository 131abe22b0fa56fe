import { useRouter, useShareAppMessage } from '@tarojs/taro'
import { useState } from 'react'
import { Text } from '@tarojs/components'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { Loading, NotFound, QueryView } from '../../components/states'
import { GiftGiveCard, useGift, type GiftLink } from '../../features/gift'
import { GroupOrderCard, useOrderGroup } from '../../features/group-buy'
import { OrderDetailView, useOrderDetail, type HelpPayLink, type OrderActionHandlers } from '../../features/order'
import { usePayOrder } from '../../features/payment'
import { useRequireLogin } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'
import { useShownAgain } from '../../lib/hooks/use-shown-again'

/**
 * 订单详情 (query orderId; open=logistics opens the parcel tracks): the order feature's detail view, paid through
 * the payment feature, shared as a help-pay link; a gift order shows its gift and gives it (the gift feature); a
 * group order shows its group and leads to it (the group-buy feature); a cycle order (accompany) links to its
 * delivery schedule.
 * Coming back to the page loads the order again.
 */
export default function OrderDetailPage() {
  const { status } = useRequireLogin()
  const { params } = useRouter()
  const orderId = Number(pageParam(params.orderId)) || 0
  const detail = useOrderDetail(orderId, status === 'customer')
  const { pay } = usePayOrder()
  const [helpPayLink, setHelpPayLink] = useState<HelpPayLink | null>(null)
  // A gift order's gift, as its buyer sees it (docs/gifts.md), and the link they last made.
  const gift = useGift(detail.data?.orderType === 'give_gift' ? { orderId } : null)
  const [giftLink, setGiftLink] = useState<GiftLink | null>(null)
  // A group order's group (docs/group-buys.md): the way to invite friends once it is paid.
  const group = useOrderGroup(detail.data?.orderType === 'group_purchasing' ? orderId : null)

  // 发给微信好友 shares the gift's receive page or the help-pay page; the menu's share, with no link asked for, shares
  // the shop's home.
  useShareAppMessage(() =>
    giftLink
      ? { title: '送你一份礼物，快来领取吧', path: `/${giftLink.path}` }
      : helpPayLink
        ? { title: '帮我付一下这笔订单吧', path: `/${helpPayLink.path}` }
        : { title: '澜肌', path: url(PAGES.home) },
  )

  useShownAgain(() => {
    detail.reload()
    gift.reload()
    group.reload()
  })

  const handlers: Omit<OrderActionHandlers, 'viewLogistics'> = {
    pay: async (id) => {
      const outcome = await pay({ orderId: id })
      if (outcome === 'paid' || outcome === 'pending') void navigate(url(PAGES.payResult, { orderId: id }))
      else if (outcome === 'unpaid') detail.reload()
    },
    changed: (_id, gone) => (gone ? void navigate(1) : detail.reload()),
  }

  return (
    <Page>
      {orderId <= 0 ? (
        <NotFound title="没有找到这个订单" />
      ) : status !== 'customer' ? (
        <Loading />
      ) : (
        <QueryView query={detail}>
          {(order) => (
            <OrderDetailView
              order={order}
              handlers={handlers}
              openLogistics={pageParam(params.open) === 'logistics'}
              onTimeUp={detail.reload}
              helpPay={{ link: helpPayLink, onLink: setHelpPayLink }}
              programme={
                group.data?.group ? (
                  <GroupOrderCard group={group.data.group} />
                ) : order.orderType === 'accompany' ? (
                  <Card
                    label="周期购配送计划"
                    onClick={() => void navigate(url(PAGES.cycleOrderDetail, { orderId: order.orderId }))}
                  >
                    <Text>周期购 · 查看配送计划（跳过、暂停、改地址） ›</Text>
                  </Card>
                ) : (
                  gift.data && (
                    <GiftGiveCard
                      gift={gift.data}
                      link={giftLink}
                      onLink={setGiftLink}
                      onChanged={() => {
                        gift.reload()
                        detail.reload()
                      }}
                    />
                  )
                )
              }
            />
          )}
        </QueryView>
      )}
    </Page>
  )
}
