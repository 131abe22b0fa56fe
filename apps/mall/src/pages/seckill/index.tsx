import Taro, { usePullDownRefresh, useRouter, useShareAppMessage } from '@tarojs/taro'
import { useCallback } from 'react'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { ContentBlocks, PageDialog, usePageSetting } from '../../features/content'
import { FlashSaleView, subscribeRemind, useFlashSaleSlots, type FlashSaleActions } from '../../features/flash-sale'
import { requireCustomer, useSession } from '../../features/session'
import { askToSubscribe } from '../../features/subscription'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

const buy = (activityId: number, skuId: number) =>
  void navigate(checkoutUrl({ kind: 'seckill', activityId, item: { skuId, quantity: 1 } }))

const actions: FlashSaleActions = {
  buy: (activityId, skuId) => {
    void requireCustomer(() => buy(activityId, skuId)).then((signedIn) => signedIn && buy(activityId, skuId))
  },
  remind: async (activityId) => {
    if (!(await requireCustomer())) throw new Error('登录后才能预约')
    // From the tap: WeChat shows its subscribe sheet only then (H5: nothing; 消息通知 tells instead).
    await askToSubscribe(['activity_starting'])
    await subscribeRemind(activityId)
    void Taro.showToast({ title: '预约成功，开抢前提醒您', icon: 'none' })
  },
  openGoods: (goodsId) => void navigate(url(PAGES.pdp, { id: goodsId })),
}

/**
 * 限时秒杀 (query activityId: the slot to open): the page's content blocks (code seckill) above the slots, their
 * goods and reminders. Loads again when a slot starts or ends, and on pull-down.
 */
export default function SeckillPage() {
  const activityId = Number(pageParam(useRouter().params.activityId)) || null
  const { status } = useSession()
  const slots = useFlashSaleSlots(status, status !== 'loading')
  const content = usePageSetting('seckill')
  const reload = slots.reload
  const onBoundary = useCallback(() => reload(), [reload])

  usePullDownRefresh(() => {
    slots.reload()
    void Taro.stopPullDownRefresh()
  })
  useShareAppMessage(() => ({ title: '限时秒杀', path: url(PAGES.seckill, { activityId: activityId ?? undefined }) }))

  return (
    <Page flush>
      {content.data && content.data.blocks.length > 0 && <ContentBlocks blocks={content.data.blocks} />}
      <QueryView query={slots}>
        {(answer) => (
          <FlashSaleView
            slots={answer.slots}
            initialActivityId={activityId}
            actions={actions}
            onBoundary={onBoundary}
          />
        )}
      </QueryView>
      <PageDialog type="ACTIVITY" />
    </Page>
  )
}
