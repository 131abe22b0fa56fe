import { Text, View } from '@tarojs/components'
import type { PushOrder } from '@shop/contracts'
import { BottomBar } from '../../../components/bottom-bar'
import { Button } from '../../../components/button'
import { Loading, NotFound, QueryView } from '../../../components/states'
import { isApiError } from '../../../lib/http/api-error'
import { useQuery } from '../../../lib/hooks/use-query'
import { useShownAgain } from '../../../lib/hooks/use-shown-again'
import { navigate } from '../../../lib/navigation/navigation'
import { PAGES, url } from '../../../lib/navigation/routes'
import { openPushOrder } from '../api/push-order-for-customer'
import { PushOrderCard, SENDER_LABELS } from './push-order-card'
import styles from './push-order-opened.module.css'

/**
 * A push order as the shopper opens it from its sender's link (a guide's or a distributor's `?code=`): who chose
 * what, at today's prices; 去结算 checks it out like any order (address, coupon, points), and the order goes to the
 * sender's name. Opened first by this shopper, it is theirs; an order made from it is shown instead of a second one.
 * `sender` names who to ask for a new one when this one cannot be opened; the page gives the shopper's sign-in
 * (`signedIn`) and the checkout's address of a push order (`checkoutOf`).
 */
export function PushOrderOpened({
  code,
  sender,
  signedIn,
  checkoutOf,
}: {
  code: string
  sender: string
  signedIn: boolean
  checkoutOf: (pushOrder: PushOrder) => string
}) {
  const pushOrder = useQuery(() => openPushOrder(code), [code], signedIn && code !== '')
  useShownAgain(() => pushOrder.reload())

  if (code === '') {
    return (
      <>
        <NotFound title="推单不存在或已失效" />
      </>
    )
  }
  if (!signedIn) {
    return (
      <>
        <Loading />
      </>
    )
  }
  // Expired (410) or taken by someone else: nothing to retry.
  if (isApiError(pushOrder.error) && pushOrder.error.status < 500 && pushOrder.error.status !== -1) {
    return (
      <>
        <NotFound title={pushOrder.error.message} hint={`可联系${sender}重新推送`} />
      </>
    )
  }
  return (
    <>
      <QueryView query={pushOrder}>
        {(p) => (
          <View>
            <View className={styles.intro}>
              <Text className={styles.title}>
                {SENDER_LABELS[p.kind]} {p.guide.name} 为您挑选了以下商品
              </Text>
              <Text className={styles.hint}>价格以下单时为准，确认地址后即可支付</Text>
            </View>
            <PushOrderCard pushOrder={p} viewer="customer" />
            <BottomBar>
              {p.orderId !== null ? (
                <Button block onClick={() => void navigate(url(PAGES.orderDetail, { orderId: p.orderId! }))}>
                  查看订单
                </Button>
              ) : p.status === 'draft' ? (
                <Button block onClick={() => void navigate(checkoutOf(p))}>
                  去结算
                </Button>
              ) : (
                <Button block disabled>
                  推单已过期
                </Button>
              )}
            </BottomBar>
          </View>
        )}
      </QueryView>
    </>
  )
}
