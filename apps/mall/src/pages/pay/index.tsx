import { Text } from '@tarojs/components'
import { useDidShow, useRouter } from '@tarojs/taro'
import type { OrderSubmitted } from '@shop/contracts'
import { useCallback, useEffect, useState } from 'react'
import { Card } from '../../components/card'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { AddressCard } from '../../features/address'
import { CheckoutView, sourceFromQuery, useCheckout, type GiftExtras } from '../../features/cart'
import { GiftOptions, useGiftSettings } from '../../features/gift'
import { BuyGiftEarns } from '../../features/buy-gift'
import { usePayOrder } from '../../features/payment'
import { usePointsBalance } from '../../features/points'
import { useRequireLogin } from '../../features/session'
import { commonState, setCommon } from '../../lib/state/common-state'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

/**
 * Checkout (query `from=cart`, `items=skuId:quantity,…` for buy-now, `push=<code>` for a guide's push order,
 * `distribution=<code>` for a distributor's, `points=<id>:<quantity>` for points goods, `group=…` for a group buy,
 * `gift=skuId:quantity` for a gift to a friend, `yearCard=<id>`, `buyGift=<activity>:<sku>:<quantity>` for a
 * buy-with-gift activity, `cycle=<plan id>`, `presale=<id>:<quantity>`, `onePrice=<activity>:<sku>:<quantity>` for a
 * one-price goods, or `box=<id>` for a surprise box): address (a gift: its box, card designs and blessing instead; a
 * year card: a note that nothing ships), lines, promotions, coupon, code, points, card,
 * remark and totals, then 提交订单 → the order's pay step.
 */
export default function PayPage() {
  const { status } = useRequireLogin()
  const { params } = useRouter()
  const source = sourceFromQuery({
    from: pageParam(params.from),
    items: pageParam(params.items),
    seckill: params.seckill === undefined ? undefined : pageParam(params.seckill),
    push: params.push === undefined ? undefined : pageParam(params.push),
    distribution: params.distribution === undefined ? undefined : pageParam(params.distribution),
    points: params.points === undefined ? undefined : pageParam(params.points),
    group: params.group === undefined ? undefined : pageParam(params.group),
    gift: params.gift === undefined ? undefined : pageParam(params.gift),
    yearCard: params.yearCard === undefined ? undefined : pageParam(params.yearCard),
    buyGift: params.buyGift === undefined ? undefined : pageParam(params.buyGift),
    cycle: params.cycle === undefined ? undefined : pageParam(params.cycle),
    presale: params.presale === undefined ? undefined : pageParam(params.presale),
    onePrice: params.onePrice === undefined ? undefined : pageParam(params.onePrice),
    box: params.box === undefined ? undefined : pageParam(params.box),
  })
  const [addressId, setAddressId] = useState<number | null>(null)
  const forgetAddress = useCallback(() => setAddressId(null), [])
  // A gift checkout: the box and the recorded blessing the shopper picks go with the source (docs/gifts.md).
  const [gift, setGift] = useState<GiftExtras>({})
  const giftSettings = useGiftSettings(source?.kind === 'gift')
  const ordered = source?.kind === 'gift' ? { ...source, ...gift } : source
  const state = useCheckout(status === 'customer' ? ordered : null, pageParam(params.key), addressId, forgetAddress)
  const points = usePointsBalance('checkout', state.data?.allowPointsPay ?? false)
  const { pay, paying } = usePayOrder()
  const address = state.data?.address ?? null

  const pickAddress = () =>
    void navigate(address ? url(PAGES.addressList, { select: 1 }) : url(PAGES.addressEdit, { pick: 1 }))

  // Paid (or about to be) → the result; left unpaid → the order, which can be paid until it closes.
  const payPlaced = async ({ orderId }: OrderSubmitted) => {
    const outcome = await pay({ orderId })
    if (outcome === 'left') return // WeChat's H5 cashier brings the browser back to the result page
    void navigate(url(outcome === 'unpaid' ? PAGES.orderDetail : PAGES.payResult, { orderId }), { replace: true })
  }

  // Shown again after its order was placed (the browser's Back from WeChat's cashier): that order, not a second one.
  useEffect(() => {
    if (state.placed !== null) void navigate(url(PAGES.orderDetail, { orderId: state.placed }), { replace: true })
  }, [state.placed])

  // An address picked or added on the address pages arrives through the common state.
  useDidShow(() => {
    const picked = commonState.get().payAddressId
    if (picked === null) return
    setAddressId(picked)
    setCommon({ payAddressId: null })
  })

  return (
    <Page>
      {!source ? (
        <Empty
          mark="单"
          title="没有要结算的商品"
          action={{ text: '去逛逛', onClick: () => void navigate(url(PAGES.home)) }}
        />
      ) : status !== 'customer' || state.placed !== null ? (
        <Loading />
      ) : (
        <QueryView query={state}>
          {(cart) => (
            <CheckoutView
              cart={cart}
              state={state}
              pointsPerYuan={points.data?.pointsPerYuan}
              renderAddress={(address, aside) => <AddressCard address={address} onClick={pickAddress} aside={aside} />}
              onPickAddress={pickAddress}
              paying={paying}
              onPlaced={(order) => void payPlaced(order)}
              earns={source.kind === 'buyGift' ? <BuyGiftEarns activityId={source.activityId} /> : undefined}
              unaddressed={
                source.kind === 'yearCard' ? (
                  <Card label="无需收货地址">
                    <Text>会员年卡是线上权益，付款后即刻生效，无需收货地址</Text>
                  </Card>
                ) : source.kind !== 'gift' ? undefined : !giftSettings.data ? (
                  <Loading />
                ) : (
                  <GiftOptions
                    settings={giftSettings.data}
                    packageId={gift.packageId}
                    onPackage={(packageId) => setGift((g) => ({ ...g, packageId }))}
                    onCardWords={(content) =>
                      state.choose({ customCard: { from: '', to: '', ...state.choices.customCard, content } })
                    }
                    blessing={gift.yuyinBlessing ?? null}
                    onBlessing={(path) =>
                      setGift(({ yuyinBlessing: _old, ...g }) => ({ ...g, ...(path && { yuyinBlessing: path }) }))
                    }
                  />
                )
              }
            />
          )}
        </QueryView>
      )}
    </Page>
  )
}
