import { View } from '@tarojs/components'
import Taro, { useRouter } from '@tarojs/taro'
import type { Wish } from '@shop/contracts'
import { BRAND_COLOR } from '../../../lib/display/theme'
import { Button } from '../../../components/button'
import { Page } from '../../../components/page'
import { Loading, QueryView } from '../../../components/states'
import { useGoodsSearch } from '../../../features/catalogue'
import { PushCompose, PushOrderCard, type PushLine } from '../../../features/guide'
import { useRequireLogin } from '../../../features/session'
import { cancelWish, pushWish, useWish, WishCard } from '../../../features/wish'
import { useBusy } from '../../../lib/hooks/use-busy'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../../lib/navigation/routes'

/** The wished goods as the first line of the distributor's push order (none when it is no longer sold). */
const wishedLines = (wish: Wish): PushLine[] =>
  wish.goods && wish.goods.price !== null
    ? [
        {
          skuId: wish.goods.skuId,
          name: wish.goods.name,
          image: wish.goods.image ?? '',
          price: wish.goods.price,
          quantity: wish.quantity,
        },
      ]
    : []

/**
 * wishDetail (docs/wish-list.md): `?id=`. The customer sees their wish, takes it back while open, and opens the push
 * order their distributor sent for it; with `&role=distributor`, the distributor the customer is bound to sees it and,
 * while it is open, prepares the push order (the wished goods first, more from the search) and sends it to that
 * customer (then pushSuccess to send it on).
 */
export default function WishDetailPage() {
  const { status } = useRequireLogin()
  const params = useRouter().params
  const id = Number(pageParam(params.id)) || 0
  const asDistributor = pageParam(params.role) === 'distributor'
  const wish = useWish(asDistributor ? 'distributor' : 'customer', id, status === 'customer' && id > 0)
  const { busy, run } = useBusy()

  const cancel = async (w: Wish) => {
    const { confirm } = await Taro.showModal({
      title: '取消心愿',
      content: '确定取消这个心愿吗？',
      confirmColor: BRAND_COLOR,
    })
    if (!confirm) return
    await run(async () => {
      await cancelWish(w.id)
      wish.reload()
    }).catch(() => undefined) // the request layer has said why
  }

  if (status !== 'customer') {
    return (
      <Page>
        <Loading />
      </Page>
    )
  }
  return (
    <Page>
      <QueryView query={wish}>
        {(w) => (
          <View>
            <WishCard wish={w} />
            {w.pushOrder && (
              <PushOrderCard
                pushOrder={w.pushOrder}
                viewer={asDistributor ? 'sender' : 'customer'}
                footer={
                  !asDistributor &&
                  w.pushOrder.status === 'draft' && (
                    <Button
                      block
                      onClick={() => void navigate(url(PAGES.distributorPushDetail, { code: w.pushOrder!.code }))}
                    >
                      查看推单并下单
                    </Button>
                  )
                }
              />
            )}
            {asDistributor && w.status === 'open' && (
              <PushCompose
                kind="distribution_order"
                sentPage={PAGES.distributorPushSuccess}
                useSearch={useGoodsSearch}
                initial={wishedLines(w)}
                customer={`${w.customer?.nickName ?? ''} ${w.customer?.mobile ?? ''}`.trim()}
                sendWith={(body) => pushWish(w.id, body)}
              />
            )}
            {!asDistributor && w.status === 'open' && (
              <Button variant="secondary" block disabled={busy} onClick={() => void cancel(w)}>
                取消心愿
              </Button>
            )}
          </View>
        )}
      </QueryView>
    </Page>
  )
}
