import { useDidShow, useRouter } from '@tarojs/taro'
import type { OrderSubmitted } from '@shop/contracts'
import { useCallback, useEffect, useState } from 'react'
import { Page } from '../../components/page'
import { Empty, Loading, QueryView } from '../../components/states'
import { AddressCard } from '../../features/address'
import { CheckoutView, sourceFromQuery, useCheckout } from '../../features/cart'
import { usePayOrder } from '../../features/payment'
import { usePointsBalance } from '../../features/points'
import { useRequireLogin } from '../../features/session'
import { commonState, setCommon } from '../../lib/state/common-state'
import { navigate } from '../../lib/navigation/navigation'
import { PAGES, pageParam, url } from '../../lib/navigation/routes'

/**
 * Checkout (query `from=cart`, `items=skuId:quantity,…` for buy-now, `push=<code>` for a guide's push order, `yearCard=<id>`): address, lines, promotions, coupon, code,
 * points, card, remark and totals, then 提交订单 → the order's pay step.
 */
export default function PayPage() {
  const { status } = useRequireLogin()
  const { params } = useRouter()
  const source = sourceFromQuery({
    from: pageParam(params.from),
    items: pageParam(params.items),
    seckill: params.seckill === undefined ? undefined : pageParam(params.seckill),
    push: params.push === undefined ? undefined : pageParam(params.push),
    yearCard: params.yearCard === undefined ? undefined : pageParam(params.yearCard),
  })
  const [addressId, setAddressId] = useState<number | null>(null)
  const forgetAddress = useCallback(() => setAddressId(null), [])
  const state = useCheckout(status === 'customer' ? source : null, pageParam(params.key), addressId, forgetAddress)
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
            />
          )}
        </QueryView>
      )}
    </Page>
  )
}
