import Taro, { useRouter, useShareAppMessage } from '@tarojs/taro'
import { useEffect } from 'react'
import { Page } from '../../components/page'
import { NotFound, QueryView } from '../../components/states'
import { GoodsDetailView, recordGoodsView, useGoodsDetail, type GoodsDetailActions } from '../../features/catalogue'
import { addToCart, checkoutUrl, GoodsPromotions } from '../../features/cart'
import { PageDialog } from '../../features/content'
import { CouponOffers } from '../../features/coupon'
import { GoodsReviews } from '../../features/evaluation'
import { GroupBuyBar, type GroupBuyBarActions } from '../../features/group-buy'
import { BuyGiftBar } from '../../features/buy-gift'
import { requireCustomer, useSession } from '../../features/session'
import { WishEntry } from '../../features/wish'
import { assetUrl } from '../../lib/http/config'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

const actions: GoodsDetailActions = {
  ensureCustomer: requireCustomer,
  addToCart,
  buyNow: (skuId, quantity, activityId) =>
    void navigate(
      checkoutUrl(
        activityId === null
          ? { kind: 'items', items: [{ skuId, quantity }] }
          : { kind: 'seckill', activityId, item: { skuId, quantity } },
      ),
    ),
  openFlashSale: (activityId) => void navigate(url(PAGES.seckill, { activityId })),
}

const groupActions: GroupBuyBarActions = {
  alone: (skuId) => void navigate(checkoutUrl({ kind: 'items', items: [{ skuId, quantity: 1 }] })),
  open: (activityId, skuId) => {
    const go = () => void navigate(checkoutUrl({ kind: 'group', activityId, skuId }))
    void requireCustomer(go).then((signedIn) => signedIn && go())
  },
  join: (groupId) => void navigate(url(PAGES.groupDetail, { groupId })),
  all: (activityId) => void navigate(url(PAGES.groupJoinable, { activityId })),
}

/** 买赠购买: one unit through the activity's checkout (docs/gifts.md "买赠"). */
const buyWithGift = (activityId: number, skuId: number) => {
  const go = () => void navigate(checkoutUrl({ kind: 'buyGift', activityId, item: { skuId, quantity: 1 } }))
  void requireCustomer(go).then((signedIn) => signedIn && go())
}

/**
 * Product detail (query id): the catalogue's goods view with the coupons on offer and the reviews; counts the view,
 * names the page after the goods, shares it, and shows the page dialog PRODUCT_DETAILS.
 */
export default function PdpPage() {
  const id = Number(pageParam(useRouter().params.id)) || 0
  const { status } = useSession()
  const detail = useGoodsDetail(id, status, status !== 'loading')
  const goods = detail.data

  useEffect(() => {
    if (id > 0) void recordGoodsView(id)
  }, [id])

  useEffect(() => {
    if (goods) void Taro.setNavigationBarTitle({ title: goods.name })
  }, [goods])

  useShareAppMessage(() => ({
    title: goods?.name ?? '',
    path: url(PAGES.pdp, { id }),
    imageUrl: goods ? assetUrl(goods.mainImage) : undefined,
  }))

  return (
    <Page flush>
      {id > 0 ? (
        <QueryView query={detail}>
          {(g) => (
            <GoodsDetailView
              goods={g}
              actions={actions}
              offers={
                <>
                  <GroupBuyBar goodsId={g.id} actions={groupActions} />
                  <BuyGiftBar skus={g.skus} onBuy={buyWithGift} />
                  <GoodsPromotions skuIds={g.skus.map((s) => s.id)} />
                  <CouponOffers goodsId={g.id} viewer={status} ensureCustomer={requireCustomer} />
                  <WishEntry goodsId={g.id} ensureCustomer={requireCustomer} />
                </>
              }
              reviews={
                <GoodsReviews
                  goodsId={g.id}
                  onOpenAll={() => void navigate(url(PAGES.productEvaluation, { goodsId: g.id }))}
                />
              }
            />
          )}
        </QueryView>
      ) : (
        <NotFound title="没有找到这件商品" />
      )}
      <PageDialog type="PRODUCT_DETAILS" />
    </Page>
  )
}
