import Taro, { usePullDownRefresh } from '@tarojs/taro'
import { Page } from '../../components/page'
import { QueryView } from '../../components/states'
import { checkoutUrl } from '../../features/cart'
import { PointsMallView, usePointsGoods } from '../../features/points'
import { requireCustomer, useSession } from '../../features/session'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, url } from '../../lib/navigation/routes'

const redeem = (pointsGoodsId: number) => void navigate(checkoutUrl({ kind: 'points', pointsGoodsId, quantity: 1 }))

/** 积分商城 (buy_bonusPoint): goods for points, or points plus cash; 立即兑换 opens the checkout (signed in). */
export default function PointsMallPage() {
  const { status } = useSession()
  const goods = usePointsGoods(status, status !== 'loading')
  usePullDownRefresh(() => {
    goods.reload()
    void Taro.stopPullDownRefresh()
  })
  return (
    <Page flush>
      <QueryView query={goods}>
        {(answer) => (
          <PointsMallView
            balance={answer.balance}
            items={answer.items}
            onRedeem={(item) =>
              void requireCustomer(() => redeem(item.id)).then((signedIn) => signedIn && redeem(item.id))
            }
            onOpenGoods={(goodsId) => void navigate(url(PAGES.pdp, { id: goodsId }))}
          />
        )}
      </QueryView>
    </Page>
  )
}
